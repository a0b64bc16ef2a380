/**
 * Posts: the stored record, the small summary kept in list indexes, and the
 * create/update payloads. Input schemas accept what the editor sends (nulls
 * for cleared fields, ingredients and instructions as JSON text) and output
 * the stored shapes. Numbers must be JSON numbers; text fields refuse control
 * and bidirectional formatting characters; URL fields are checked by scheme
 * and shape (`url_fields.ts`).
 */
import { z } from "zod";
import { ISO_DURATION } from "../recipe/duration.ts";
import { emptyPostFields, type PostField, postFieldsWithout } from "../shared/post_fields.ts";
import { distinctTags, MAX_POST_TAGS, MAX_TAG_LENGTH, tagProblem, tidyTag } from "../shared/tags.ts";
import { queryInt } from "./query_number.ts";
import { slugField } from "./reserved_slugs.ts";
import { clearableText as text, plainText } from "./text_fields.ts";
import { sitePathOrHttpUrl, videoUrl } from "./url_fields.ts";

/** Largest accepted post body, in UTF-8 bytes. */
export const MAX_CONTENT_BYTES = 500_000;
/** Most categories one post may be linked to. */
export const MAX_POST_CATEGORIES = 20;
export { MAX_POST_TAGS, MAX_TAG_LENGTH, tagSlug } from "../shared/tags.ts";
/** Message shown when title or slug is missing. */
export const TITLE_SLUG_REQUIRED = "Please fill in title and slug";

/** Publication states of a post. */
export const PostStatusSchema = z.enum(["draft", "published"]);
/** A post's publication state. */
export type PostStatus = z.infer<typeof PostStatusSchema>;
/** Every post status, for counters and merged lists. */
export const POST_STATUSES: readonly PostStatus[] = PostStatusSchema.options;

/** Kinds of post; "recipe" enables the recipe block and structured data. */
export const ContentTypeSchema = z.enum(["article", "recipe"]);
/** A post's kind. */
export type ContentType = z.infer<typeof ContentTypeSchema>;

/** A recipe step. */
export const InstructionSchema = z.object({ name: z.string(), text: z.string() });
/** A recipe step. */
export type Instruction = z.infer<typeof InstructionSchema>;

/** A table-of-contents heading taken from the content. */
export const HeadingSchema = z.object({ level: z.number().int(), text: z.string(), slug: z.string() });
/** A table-of-contents heading. */
export type Heading = z.infer<typeof HeadingSchema>;

/** Fields of a stored post that no payload sets. */
type RecordOnlyField = "id" | "created_at" | "updated_at" | "author_id" | "author_name";

/** The stored record's fields: every one of `POST_FIELDS` and the bookkeeping, no other. */
const postShape = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featured_image: z.string(),
  status: PostStatusSchema,
  published_at: z.string().nullable(),
  /** When a draft publishes itself (`lib/services/scheduled_publisher.ts`); absent or null when not scheduled. */
  scheduled_at: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  focus_keyword: z.string(),
  secondary_focus_keyword: z.string(),
  seo_score: z.number().int(),
  content_type: ContentTypeSchema,
  prep_time: z.string(),
  cook_time: z.string(),
  total_time: z.string(),
  recipe_yield: z.string(),
  recipe_category: z.string(),
  recipe_cuisine: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(InstructionSchema),
  nutrition_calories: z.string(),
  nutrition_protein: z.string(),
  nutrition_fat: z.string(),
  nutrition_carbs: z.string(),
  /** The other nutrition facts (`nutrition_fields.ts`); absent on posts saved before they existed. */
  nutrition_saturated_fat: z.string().optional(),
  nutrition_trans_fat: z.string().optional(),
  nutrition_cholesterol: z.string().optional(),
  nutrition_sodium: z.string().optional(),
  nutrition_fiber: z.string().optional(),
  nutrition_sugar: z.string().optional(),
  nutrition_serving_size: z.string().optional(),
  video_url: z.string(),
  /** Length of the video as an ISO 8601 duration ("PT4M30S"); absent or "" when unknown. */
  video_duration: z.string().optional(),
  schema_markup: z.string(),
  rating_value: z.number(),
  rating_count: z.number().int(),
  /** Short labels, each with a distinct `tagSlug`; absent on posts saved before tags existed. */
  tags: z.array(z.string()).optional(),
  category_ids: z.array(z.string()),
  headings: z.array(HeadingSchema),
} satisfies Record<PostField | RecordOnlyField, z.ZodType>;

/** A full post as read back: the stored record plus its HTML content. */
export const PostSchema = z.object(postShape);
/** A full post with content. */
export type Post = z.infer<typeof PostSchema>;
/** A post without its content (what the record key holds, besides storage bookkeeping). */
export type PostRecord = Omit<Post, "content">;

/** The small projection of a post stored in every list index. */
export const PostSummarySchema = PostSchema.pick({
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  status: true,
  content_type: true,
  featured_image: true,
  author_name: true,
  created_at: true,
  updated_at: true,
  published_at: true,
  scheduled_at: true,
  category_ids: true,
  total_time: true,
  rating_value: true,
  rating_count: true,
}).extend({ title_search: z.string() });
/** A post as shown in lists and cards. */
export type PostSummary = z.infer<typeof PostSummarySchema>;

/** Who creates a post. */
export interface PostAuthor {
  id: string;
  name: string;
}

/** What an update changes about a post's author: the name shown, and the user it belongs to when `id` is set. */
export interface PostAuthorChange {
  id?: string;
  name: string;
}

/** Optional URL: null becomes "". */
function url(schema: z.ZodString) {
  return schema.nullable().transform((v) => v ?? "");
}

/** A JSON number; null (a cleared field) means 0. Numeric strings are refused. */
function numeric(schema: z.ZodNumber, label: string) {
  return z.preprocess((v) => (v === null ? 0 : v), z.number({ error: `${label} must be a number` }).pipe(schema));
}

/** Parses JSON text so list fields accept both arrays and their JSON encoding; blank text is an empty list. */
function jsonList(v: unknown): unknown {
  if (v === null) return [];
  if (typeof v !== "string") return v;
  const trimmed = v.trim();
  if (!trimmed) return [];
  try {
    return JSON.parse(trimmed);
  } catch {
    return v;
  }
}

const durationSchema = z.string().nullable().transform((v) => (v ?? "").trim().toUpperCase()).refine(
  (v) => v === "" || ISO_DURATION.test(v),
  "Use an ISO 8601 duration such as PT1H30M",
);

const dateTimeSchema = z.string().refine((v) => !Number.isNaN(Date.parse(v)), "Must be a date and time")
  .transform((v) => new Date(v).toISOString());

/** Message of a schedule time that is not ahead of now. */
export const SCHEDULE_IN_PAST = "Choose a date and time in the future";

/**
 * A publication time for a draft: a date and time; null unschedules. Whether it is still ahead is judged by the
 * save against the request's clock (`scheduleInPast`), not here.
 */
const scheduleSchema = dateTimeSchema.nullable();

/** True when `value`, a payload's `scheduled_at`, is a date and time not ahead of `now` (epoch milliseconds). */
export function scheduleInPast(value: unknown, now: number): boolean {
  if (typeof value !== "string") return false;
  const at = Date.parse(value);
  return !Number.isNaN(at) && at <= now;
}

/** Ingredients: a list of strings, or JSON text of one; blank lines are dropped. */
export const IngredientsInputSchema = z.preprocess(
  jsonList,
  z.array(plainText("Each ingredient", { max: 1000 }), {
    error: "Ingredients must be a JSON array of strings",
  }).max(200, "At most 200 ingredients").transform((list) => list.map((s) => s.trim()).filter(Boolean)),
);

/** Instructions: a list of {name, text}, or JSON text of one; plain strings become steps without a name. */
export const InstructionsInputSchema = z.preprocess(
  jsonList,
  z.array(
    z.preprocess(
      (v) => (typeof v === "string" ? { name: "", text: v } : v),
      z.object({
        name: plainText("Each instruction name", { max: 300 }).nullish().transform((v) => v ?? ""),
        text: plainText("Each instruction", { max: 5000, multiline: true }),
      }),
    ),
    { error: "Instructions must be a JSON array of objects with name and text" },
  ).max(200, "At most 200 instructions"),
);

/** Headings as derived from the content by the caller. */
export const HeadingsInputSchema = z.array(
  z.object({
    level: z.number().int().min(1).max(6),
    text: z.string().max(500),
    slug: z.string().max(200),
  }),
).max(300).nullable().transform((v) => v ?? []);

/** Category links: unique ids. */
export const CategoryIdsInputSchema = z.array(z.string().min(1).max(64)).nullable()
  .transform((ids) => [...new Set(ids ?? [])])
  .refine(
    (ids) => ids.length <= MAX_POST_CATEGORIES,
    `A post can have at most ${MAX_POST_CATEGORIES} categories`,
  );

/** One tag: trimmed, inner whitespace runs made one space, then the shared rules (`lib/shared/tags.ts`). */
const TagSchema = plainText("Each tag", { max: MAX_TAG_LENGTH, trim: true }).transform(tidyTag).superRefine(
  (tag, context) => {
    const problem = tagProblem(tag);
    if (problem) context.addIssue({ code: "custom", message: problem });
  },
);

/**
 * Tags: a list of short texts, or null for none. Tags with the same address (case, accents and punctuation
 * ignored: "Yuca", "yúca") are one tag, kept as first written; at most 20 remain.
 */
export const TagsInputSchema = z.array(TagSchema, { error: "Tags must be a list of texts" }).nullable()
  .transform((tags) => distinctTags(tags ?? []))
  .refine((tags) => tags.length <= MAX_POST_TAGS, `A post can have at most ${MAX_POST_TAGS} tags`);

/** A normalised slug; empty after normalising, or a path the site itself uses, is rejected. */
export const PostSlugInputSchema = slugField(TITLE_SLUG_REQUIRED);

/** Message of a payload that sets a rating. */
export const RATINGS_FROM_READERS = "Ratings come from readers' votes and cannot be set";

/** A field only readers' votes set (`READER_FIELDS`): any value in a payload is refused. */
function readerOnly() {
  return z.never({ error: RATINGS_FROM_READERS });
}

/** Validation of each field of `POST_FIELDS` (the reader fields refuse every value). */
const postPatchShape = {
  title: plainText("Title", { max: 300, trim: true, error: TITLE_SLUG_REQUIRED }).min(1, TITLE_SLUG_REQUIRED),
  slug: PostSlugInputSchema,
  excerpt: text(1000, "Excerpt", true),
  content: z.string().nullable().transform((v) => v ?? ""),
  featured_image: url(sitePathOrHttpUrl("Featured image")),
  status: PostStatusSchema,
  published_at: dateTimeSchema.nullable(),
  scheduled_at: scheduleSchema,
  meta_title: text(300, "Meta title"),
  meta_description: text(1000, "Meta description", true),
  focus_keyword: text(200, "Focus keyword"),
  secondary_focus_keyword: text(200, "Secondary focus keyword"),
  seo_score: numeric(z.number(), "SEO score").transform(Math.round).pipe(
    z.number().int().min(0, "SEO score must be between 0 and 100").max(
      100,
      "SEO score must be between 0 and 100",
    ),
  ),
  content_type: ContentTypeSchema,
  prep_time: durationSchema,
  cook_time: durationSchema,
  total_time: durationSchema,
  recipe_yield: text(200, "Recipe yield"),
  recipe_category: text(200, "Recipe category"),
  recipe_cuisine: text(200, "Recipe cuisine"),
  ingredients: IngredientsInputSchema,
  instructions: InstructionsInputSchema,
  nutrition_calories: text(100, "Calories"),
  nutrition_protein: text(100, "Protein"),
  nutrition_fat: text(100, "Fat"),
  nutrition_carbs: text(100, "Carbohydrates"),
  nutrition_saturated_fat: text(100, "Saturated fat"),
  nutrition_trans_fat: text(100, "Trans fat"),
  nutrition_cholesterol: text(100, "Cholesterol"),
  nutrition_sodium: text(100, "Sodium"),
  nutrition_fiber: text(100, "Fibre"),
  nutrition_sugar: text(100, "Sugar"),
  nutrition_serving_size: text(100, "Serving size"),
  video_url: url(videoUrl("Video URL")),
  video_duration: durationSchema,
  schema_markup: text(30_000, "Schema markup", true),
  rating_value: readerOnly(),
  rating_count: readerOnly(),
  tags: TagsInputSchema,
  category_ids: CategoryIdsInputSchema,
  headings: HeadingsInputSchema,
} satisfies Record<PostField, z.ZodType>;

/** Every editable post field (no defaults; absent means unchanged). */
export const PostPatchSchema = z.object(postPatchShape).partial();

/** A parsed update payload. */
export type PostPatch = z.output<typeof PostPatchSchema>;

/** Create payload: a title is required; a missing slug is derived from the title. */
export const PostCreateSchema = PostPatchSchema.extend({ title: PostPatchSchema.shape.title.unwrap() });

/** A parsed create payload. */
export type PostCreate = z.output<typeof PostCreateSchema>;

/**
 * `author_name` and `author_id` of a create or update payload: the name shown as the post's author instead of the
 * author's own (an imported post keeps its original author's display name), and the user the post belongs to when
 * it is not the creating user or, on update, not the post's author (admins only, e.g. an import attributing posts
 * to the blog's authors).
 */
export const PostAuthorNameSchema = z.object({
  author_name: plainText("Author name", { max: 100, trim: true }).optional(),
  author_id: z.string({ error: "Author must be a user id" }).trim().min(1, "Author must be a user id")
    .max(100, "Author must be a user id").optional(),
});

/** Values of fields a create payload leaves out (it needs a title and slug; the content is not part of the record). */
export const POST_DEFAULTS: Omit<PostRecord, "slug" | "title" | RecordOnlyField> = emptyPostFields(
  postFieldsWithout(["title", "slug", "content"]),
);

/** Options of a post list query (see `listPosts`). */
export const ListPostsOptionsSchema = z.object({
  status: z.enum(["published", "draft", "all"]).default("all"),
  order: z.enum(["newest", "oldest"]).default("newest"),
  sortBy: z.enum(["created", "published"]).default("created"),
  categoryId: z.string().min(1).optional(),
  title: z.string().optional(),
  limit: z.number().int().min(1, "Limit must be between 1 and 100").max(
    100,
    "Limit must be between 1 and 100",
  )
    .default(10),
  page: z.number().int().min(1, "Page must be 1 or more").default(1),
  cursor: z.string().nullish(),
});
/** Post list query options as callers pass them. */
export type ListPostsOptions = z.input<typeof ListPostsOptionsSchema>;

/** The post list query string (`status, limit, page, category_id, title, order, sort_by, cursor`), mapped to list options. */
export const PostListQuerySchema = z.object({
  status: z.enum(["published", "draft", "all"]).optional(),
  order: z.enum(["newest", "oldest"]).optional(),
  sort_by: z.enum(["created", "published"]).optional(),
  category_id: z.string().optional(),
  title: z.string().max(200, "Title search must be at most 200 characters").optional(),
  limit: queryInt({ min: 1, max: 100, message: "Limit must be between 1 and 100" }).optional(),
  page: queryInt({ min: 1, max: 1_000_000, message: "Page must be a whole number from 1" }).optional(),
  cursor: z.string().optional(),
}).transform((q): ListPostsOptions => ({
  status: q.status,
  order: q.order,
  sortBy: q.sort_by,
  categoryId: q.category_id || undefined,
  title: q.title || undefined,
  limit: q.limit,
  page: q.page,
  cursor: q.cursor || undefined,
}));
