/** Media library payloads and records: the one definition of a stored file's metadata. */
import { z } from "zod";
import { queryInt } from "./query_number.ts";
import { plainText } from "./text_fields.ts";
import { sitePathOrHttpUrl } from "./url_fields.ts";

/** What an upload is for. */
export const MEDIA_KINDS = ["featured", "content", "logo", "category-header", "other"] as const;
/** What an upload is for. */
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** Default and largest page size of the media list. */
export const MEDIA_PAGE_SIZE = 100;

/** A storage path relative to the media folder: no leading slash, no `..` or empty segments. */
const StorageKey = z.string().min(1, "Key is required").max(500, "Key must be at most 500 characters")
  .refine(
    (key) => !key.startsWith("/") && key.split("/").every((part) => part !== "" && part !== "." && part !== ".."),
    "Key must be a relative path inside the media folder",
  );
/** A public URL of a stored file: a site path or an http(s) URL. */
const PublicUrl = sitePathOrHttpUrl("URL").min(1, "URL is required");
const Dimension = z.number().int().min(0).max(100_000).nullable();
const OptionalText = (label: string, max: number) =>
  plainText(label, { max, trim: true }).nullable().transform((v) => v || null);

/** A stored media item. */
export const MediaItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  image_url: z.string().nullable(),
  key: z.string(),
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  post_id: z.string().nullable(),
  post_title: z.string().nullable(),
  kind: z.enum(MEDIA_KINDS),
  alt: z.string().nullable(),
  created_at: z.string(),
});
/** A stored media item. */
export type MediaItem = z.infer<typeof MediaItemSchema>;

/** Input of `createMediaItem`: what the upload handler knows after storing a file. */
export const MediaItemInputSchema = z.object({
  url: PublicUrl,
  key: StorageKey,
  filename: plainText("Filename", { max: 255, trim: true }).min(1, "Filename is required"),
  mime: z.string().trim().toLowerCase().regex(/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/, "Invalid MIME type"),
  size: z.number().int().min(0),
  width: Dimension.default(null),
  height: Dimension.default(null),
  post_id: OptionalText("Post id", 64).default(null),
  post_title: OptionalText("Post title", 300).default(null),
  kind: z.enum(MEDIA_KINDS).default("other"),
  alt: OptionalText("Alt text", 300).default(null),
});
/** Input of `createMediaItem` before defaults. */
export type MediaItemInput = z.input<typeof MediaItemInputSchema>;

/** Query of the media list. */
export const MediaListQuerySchema = z.object({
  limit: queryInt({ min: 1, max: MEDIA_PAGE_SIZE, message: `Limit must be between 1 and ${MEDIA_PAGE_SIZE}` })
    .default(MEDIA_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
});
