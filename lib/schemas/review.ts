/**
 * Readers' reviews (recipes: name, optional e-mail, 1–5 stars, text) and comments (articles: name and text):
 * the public form, the stored record, what visitors see of it, and the moderation payloads.
 */
import { z } from "zod";
import { isPlainText } from "./text_fields.ts";

/** Moderation states of a review. */
export const REVIEW_STATUSES = ["pending", "approved", "spam"] as const;
/** A review's moderation state. */
export type ReviewStatus = typeof REVIEW_STATUSES[number];
/** Longest review or comment text. */
export const MAX_REVIEW_TEXT = 3000;
/** Shortest review or comment text. */
export const MIN_REVIEW_TEXT = 3;
/** Longest reader name. */
export const MAX_REVIEW_NAME = 80;
/** Longest site reply. */
export const MAX_REVIEW_REPLY = 3000;
/** Name of the honeypot field of the review form (left empty by people, filled by bots). */
export const REVIEW_HONEYPOT_FIELD = "website";
/** Name of the form's issue stamp field (`lib/site/form_stamp.ts`). */
export const REVIEW_STAMP_FIELD = "stamp";

const CONTROL_CHARACTERS = "El texto contiene caracteres de control no permitidos";

/** Removes HTML tags (and what is left of one at the end) from reader text: reviews are plain text. */
export function stripTags(text: string): string {
  return text.replace(/<[^>]*>?/g, "");
}

const StarsSchema = z.coerce.number({ error: "Elige de 1 a 5 estrellas" }).int("Elige de 1 a 5 estrellas")
  .min(1, "Elige de 1 a 5 estrellas").max(5, "Elige de 1 a 5 estrellas");

/** The public review or comment form (JSON or an HTML form post; empty optional fields are absent). */
export const ReviewFormSchema = z.object({
  name: z.string({ error: "El nombre es obligatorio" }).transform(stripTags).pipe(
    z.string().trim().min(1, "El nombre es obligatorio")
      .max(MAX_REVIEW_NAME, `El nombre no puede superar los ${MAX_REVIEW_NAME} caracteres`)
      .refine((v) => isPlainText(v), CONTROL_CHARACTERS),
  ),
  email: z.preprocess(
    (v) => typeof v === "string" && v.trim() === "" ? undefined : v,
    z.string().trim().toLowerCase().pipe(
      z.email("Introduce un correo electrónico válido").max(254, "El correo electrónico es demasiado largo"),
    ).optional(),
  ),
  stars: z.preprocess((v) => v === "" || v === null ? undefined : v, StarsSchema.optional()),
  text: z.string({ error: "El texto es obligatorio" }).transform(stripTags).pipe(
    z.string().trim().min(MIN_REVIEW_TEXT, `Escribe al menos ${MIN_REVIEW_TEXT} caracteres`)
      .max(MAX_REVIEW_TEXT, `El texto no puede superar los ${MAX_REVIEW_TEXT} caracteres`)
      .refine((v) => isPlainText(v, true), CONTROL_CHARACTERS),
  ),
  [REVIEW_HONEYPOT_FIELD]: z.string().max(2048).optional(),
  [REVIEW_STAMP_FIELD]: z.string({ error: "Recarga la página e inténtalo de nuevo" }).max(200),
});
/** A parsed review form. */
export type ReviewForm = z.output<typeof ReviewFormSchema>;

/** A stored review or comment. */
export interface Review {
  id: string;
  post_id: string;
  name: string;
  /** Never shown publicly. */
  email?: string;
  /** 1–5 on recipes; absent on comments. */
  stars?: number;
  text: string;
  status: ReviewStatus;
  created_at: string;
  /** The reader's voter id: the review's stars are that reader's one vote once approved. */
  voter: string;
  /** Hash of the sender's address, for abuse handling. */
  ip_hash?: string;
  /** The site's answer, shown under the review. */
  reply?: { text: string; author: string; created_at: string };
  /** Stored as spam, unread, because the pending queue of its post or of the site was full (`review_queue.ts`). */
  held?: ReviewHold;
}

/** Why a review was held as spam: the post's or the whole site's pending queue was full. */
export type ReviewHold = "post-queue-full" | "site-queue-full";

/** What visitors (page, public API, JSON-LD) see of an approved review: no e-mail, voter or address. */
export interface PublicReview {
  id: string;
  name: string;
  stars: number | null;
  text: string;
  created_at: string;
  reply: { text: string; created_at: string } | null;
}

/** The public view of `review`. */
export function publicReview(review: Review): PublicReview {
  return {
    id: review.id,
    name: review.name,
    stars: review.stars ?? null,
    text: review.text,
    created_at: review.created_at,
    reply: review.reply ? { text: review.reply.text, created_at: review.reply.created_at } : null,
  };
}

/** Moderation list filter: a status or every review. */
export const ReviewFilterSchema = z.enum(["pending", "approved", "spam", "all"], {
  error: "Use pending, approved, spam or all",
});
/** A moderation list filter. */
export type ReviewFilter = z.infer<typeof ReviewFilterSchema>;

/** Query of the moderation list. */
export const ReviewListQuerySchema = z.object({
  status: ReviewFilterSchema.default("pending"),
  q: z.string().trim().max(200, "Search is at most 200 characters").optional(),
  page: z.coerce.number({ error: "Page must be a number" }).int("Page must be a whole number")
    .min(1, "Page must be at least 1").max(10_000, "Page is at most 10000").default(1),
  post_id: z.string().trim().min(1, "post_id is empty").max(40, "post_id is too long").optional(),
});

/** Body of a change to one review: a new status and/or the site's reply (an empty reply removes it). */
export const ReviewUpdateSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "Use pending, approved or spam" }).optional(),
  reply: z.string({ error: "Reply must be text" }).trim().max(MAX_REVIEW_REPLY, "Reply is too long")
    .refine((v) => isPlainText(v, true), "Reply contains control characters").optional(),
}).refine((v) => v.status !== undefined || v.reply !== undefined, { error: "Nothing to change" });

/** Body of a bulk action. */
export const ReviewBulkSchema = z.object({
  action: z.enum(["approve", "spam", "pending", "delete"], { error: "Use approve, spam, pending or delete" }),
  ids: z.array(z.string().max(40), { error: "ids must be a list" }).min(1, "Select at least one review")
    .max(100, "At most 100 reviews at once"),
});

/** Counts of reviews per status. */
export type ReviewCounts = Record<ReviewStatus, number>;

/** Links (http://, https://, www.) in a text: more than {@link MAX_REVIEW_LINKS} marks the review as spam. */
export function countLinks(text: string): number {
  return (text.match(/(?:\bhttps?:\/\/|\bwww\.)[^\s]+/gi) ?? []).length;
}
/** Most links a review may hold before it is stored as spam. */
export const MAX_REVIEW_LINKS = 2;

/**
 * A review brought in from elsewhere (e.g. approved WordPress comments): stored as given, approved ones published at
 * once. Stars only on recipes.
 */
export const ReviewImportSchema = z.object({
  post_id: z.string({ error: "post_id is required" }).min(1, "post_id is required").max(40),
  name: z.string({ error: "name is required" }).transform(stripTags).pipe(
    z.string().trim().min(1, "name is required").max(MAX_REVIEW_NAME, "name is too long")
      .refine((v) => isPlainText(v), "name contains control characters"),
  ),
  email: z.string().trim().toLowerCase().pipe(z.email("Invalid e-mail").max(254)).optional(),
  stars: z.number({ error: "stars must be a number" }).int().min(1, "stars are 1 to 5").max(5, "stars are 1 to 5")
    .optional(),
  text: z.string({ error: "text is required" }).transform(stripTags).pipe(
    z.string().trim().min(1, "text is required").max(MAX_REVIEW_TEXT, "text is too long")
      .refine((v) => isPlainText(v, true), "text contains control characters"),
  ),
  status: z.enum(REVIEW_STATUSES, { error: "Use pending, approved or spam" }).default("approved"),
  created_at: z.iso.datetime({ error: "created_at must be an ISO date-time", offset: true }).optional(),
  reply: z.object({
    text: z.string().trim().min(1, "reply text is required").max(MAX_REVIEW_REPLY, "Reply is too long")
      .refine((v) => isPlainText(v, true), "Reply contains control characters"),
    author: z.string().trim().max(200),
    created_at: z.iso.datetime({ error: "reply created_at must be an ISO date-time", offset: true }),
  }).optional(),
});

/** One page of the moderation list. */
export interface AdminReviewPage {
  reviews: Review[];
  /** Reviews matching the filter and search (searches stop counting at the scan limit). */
  total: number;
  page: number;
  pages: number;
  counts: ReviewCounts;
}

/** A review as the admin sees it: everything stored plus the title of its post. */
export type AdminReview = Review & { post_title: string | null };

/** One page of the moderation list with post titles. */
export type AdminReviewList = Omit<AdminReviewPage, "reviews"> & { reviews: AdminReview[] };
