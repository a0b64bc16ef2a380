/** Media library payloads and records: the one definition of a stored file's metadata. */
import { z } from "zod";
import { ID_PATTERN } from "../ids.ts";
import { queryInt } from "./query_number.ts";
import { plainText } from "./text_fields.ts";
import { sitePathOrHttpUrl } from "./url_fields.ts";

/**
 * What an upload is for, as the `type` field of `POST /api/upload`:
 * `content` editor images, `featured` post images, `category-card` and
 * `category-page-header` images of one category, `category-header` the site's
 * default category header, `logo`, and `favicon` (the three icon sizes).
 */
export const UPLOAD_TYPES = [
  "content",
  "featured",
  "category-card",
  "category-page-header",
  "category-header",
  "logo",
  "favicon",
] as const;
/** What an upload is for. */
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** What a stored file is for: an upload type, or `other` (files made elsewhere, e.g. the demo content). */
export const MEDIA_KINDS = [...UPLOAD_TYPES, "other"] as const;
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

/** A stored file made from a featured image: a search-engine version, or the upload kept as the versions' source. */
export const DerivedFileSchema = z.object({
  key: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
/**
 * A featured image's versions, widest first: the search engines' three ratios, a smaller 4:3 for cards and phones,
 * then Pinterest's tall one.
 */
export const VARIANT_RATIO_NAMES = ["16x9", "4x3", "1x1", "card", "2x3"] as const;
/** The versions a post's structured data lists (search engines want 16:9, 4:3 and 1:1 at 1200 px or more). */
export const SEARCH_ENGINE_RATIOS: readonly string[] = ["16x9", "4x3", "1x1"];
/** One search-engine version of a featured image (`lib/media/featured_variants.ts`). */
export const ImageVariantSchema = DerivedFileSchema.extend({ ratio: z.enum(VARIANT_RATIO_NAMES) });
/** One search-engine version of a featured image. */
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

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
  /** A featured image's upload, metadata removed, kept as the source of its versions (and exported). */
  original: DerivedFileSchema.optional(),
  /** A featured image's search-engine versions once made (absent until then; `lib/services/image_versions.ts`). */
  variants: z.array(ImageVariantSchema).optional(),
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
  /** The id of the last item of the previous page, as the list answered it (empty: the first page). */
  cursor: z.preprocess((v) => v === "" ? undefined : v, z.string().regex(ID_PATTERN, "Invalid cursor").optional()),
  /** Search in file names, alt texts and the titles of the posts using a file. */
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  /** `1` lists only files used nowhere. */
  unused: z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true"),
});

const FormFlag = z.union([z.boolean(), z.string()]).optional()
  .transform((v) => v === true || (typeof v === "string" && ["1", "true", "yes", "on"].includes(v.toLowerCase())));
const OptionalFormText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().transform((v) => v || null);

/** The text fields of the `POST /api/upload` form (the file itself is checked by its content). */
export const UploadFieldsSchema = z.object({
  type: z.enum(UPLOAD_TYPES, { error: `Type must be one of ${UPLOAD_TYPES.join(", ")}` }).default("content"),
  postId: OptionalFormText(64, "Post id"),
  alt: OptionalFormText(300, "Alt text"),
  title: OptionalFormText(300, "Title"),
  /** `1` for AI-generated featured images (saved at quality 0.92 instead of 0.9). */
  generated: FormFlag,
  /**
   * `1` for a featured image brought by an import (`recipes import`): one under the editor's 512×512 minimum is
   * padded onto a 512×512 canvas instead of refused, so a migrated post keeps its picture.
   */
  imported: FormFlag,
});
/** The text fields of an upload. */
export type UploadFields = z.output<typeof UploadFieldsSchema>;

/** Query of `DELETE /api/upload`: the storage key, and `force=1` to delete a file still in use. */
export const UploadDeleteQuerySchema = z.object({
  key: z.string().trim().min(1, "Key is required").max(300, "Key must be at most 300 characters"),
  force: FormFlag,
});

/** Body of `POST /api/media/delete`: the file's URL, and `force: true` to delete a file still in use. */
export const MediaDeleteSchema = z.object({
  url: PublicUrl,
  force: z.boolean().optional().default(false),
});

/** One place that shows a media file. */
export interface MediaUsage {
  type: "post" | "category" | "settings";
  /** Post or category id; the settings field name for settings. */
  id: string;
  /** Post title, category name, or the settings field name. */
  title: string;
  /** The field holding the URL: `featured_image`, `content`, `card_image`, `header_image`, or a settings field. */
  field: string;
}

/** Every media key shown by a post, a category or a setting, with the places showing it (a content snapshot's). */
export type MediaUsageMap = ReadonlyMap<string, readonly MediaUsage[]>;

/** Query of PUT /api/admin/media/restore: the key to restore under, what the file is for and its alt text. */
export const MediaRestoreQuerySchema = z.object({
  key: StorageKey,
  kind: z.enum(MEDIA_KINDS).default("other"),
  alt: OptionalText("Alt text", 300).optional(),
});

/** Most files one PUT /api/admin/media/restore/derived puts back (a featured image has six). */
export const MAX_DERIVED_FILES = 10;

/**
 * Query of PUT /api/admin/media/restore/derived: the key of the featured image the files were made from, and the key
 * and byte size of each file of the body, in order.
 */
export const MediaRestoreDerivedQuerySchema = z.object({
  of: StorageKey,
  key: z.array(StorageKey).min(1, "Name at least one file").max(MAX_DERIVED_FILES),
  size: z.array(z.coerce.number().int().positive()).max(MAX_DERIVED_FILES),
}).refine((query) => query.key.length === query.size.length, {
  message: "Give one size per key",
  path: ["size"],
});

/** A library item with where it is used. */
export type MediaLibraryItem = MediaItem & { used_by: MediaUsage[] };

/** One page of the library. */
export interface MediaLibraryPage {
  items: MediaLibraryItem[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  cursor: string | null;
}

/** URLs of the three favicon files, named as the settings fields that hold them. */
export interface FaviconUrls {
  favicon_16_url: string;
  favicon_32_url: string;
  apple_touch_icon_url: string;
}

/** What an upload answers: the main file, the sizes, and the library records. */
export interface UploadResult {
  url: string;
  key: string;
  width: number;
  height: number;
  /** Bytes received. */
  originalSize: number;
  /** Bytes of the main stored file. */
  optimizedSize: number;
  /** `webp`, or the original format for logos. */
  format: string;
  mime: string;
  media: MediaItem[];
  /** Favicon uploads only. */
  favicons?: FaviconUrls;
}
