/**
 * Categories and category redirects: stored records and create/update
 * payloads. The gradient is the style used when a category has no image.
 */
import { z } from "zod";
import { slugField } from "./reserved_slugs.ts";
import { clearableText as text, plainText } from "./text_fields.ts";
import { sitePathOrHttpUrl } from "./url_fields.ts";
import { graphemeCount } from "../shared/graphemes.ts";
import { EMOJI_MAX, EMOJI_TOO_LONG, NAME_SLUG_REQUIRED } from "../shared/category_rules.ts";

export { EMOJI_MAX, EMOJI_TOO_LONG, NAME_SLUG_REQUIRED };

/** The seven gradient presets. */
export const GRADIENT_PRESETS = [
  "red-pink",
  "blue-cyan",
  "orange-yellow",
  "green-emerald",
  "purple-pink",
  "indigo-blue",
  "gray",
] as const;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a hex colour like #ff0000").transform((v) =>
  v.toLowerCase()
);

/** Gradient: none, a named preset, or two custom hex colours. */
export const GradientSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("none") }),
  z.object({ type: z.literal("preset"), preset: z.enum(GRADIENT_PRESETS) }),
  z.object({ type: z.literal("custom"), from: hexColor, to: hexColor }),
]);
/** A category gradient. */
export type Gradient = z.infer<typeof GradientSchema>;

/** Gradient input: the object form, or a preset name / "none" / "" as a plain string. */
export const GradientInputSchema = z.preprocess((v) => {
  if (v === null || v === "" || v === "none") return { type: "none" };
  if (typeof v === "string") return { type: "preset", preset: v };
  return v;
}, GradientSchema);

export { graphemeCount };

/** A stored category. `is_active` is 1 for active, 0 for hidden. */
export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  parent_id: z.string().nullable(),
  emoji: z.string(),
  gradient: GradientSchema,
  is_active: z.union([z.literal(1), z.literal(0)]),
  card_image: z.string(),
  header_image: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** A stored category. */
export type Category = z.infer<typeof CategorySchema>;
/** A category with its published post count, when requested. */
export type CategoryWithCount = Category & { post_count?: number };

/** A redirect left behind when a category's slug changes. */
export const CategoryRedirectSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  old_slug: z.string(),
  new_slug: z.string(),
  created_at: z.string(),
});
/** A category redirect. */
export type CategoryRedirect = z.infer<typeof CategoryRedirectSchema>;

function imageUrl(label: string) {
  return sitePathOrHttpUrl(label).nullable().transform((v) => v ?? "");
}

/** Every editable category field (no defaults; absent means unchanged). */
export const CategoryPatchSchema = z.object({
  name: plainText("Name", { max: 100, trim: true, error: NAME_SLUG_REQUIRED }).min(1, NAME_SLUG_REQUIRED),
  slug: slugField(NAME_SLUG_REQUIRED),
  description: text(2000, "Description", true),
  parent_id: z.string().nullable().transform((v) => v || null),
  emoji: plainText("Emoji", { max: 64, trim: true }).nullable().transform((v) => v ?? "").refine(
    (v) => graphemeCount(v) <= EMOJI_MAX,
    EMOJI_TOO_LONG,
  ),
  gradient: GradientInputSchema,
  is_active: z.preprocess(
    (v) => (v === true || v === "1" || v === "true" ? 1 : v === false || v === "0" || v === "false" ? 0 : v),
    z.union([z.literal(1), z.literal(0)], { error: "is_active must be 1 or 0" }),
  ),
  card_image: imageUrl("Card image"),
  header_image: imageUrl("Header image"),
  meta_title: text(60, "Meta title"),
  meta_description: text(160, "Meta description", true),
  meta_keywords: text(500, "Meta keywords"),
  position: z.number({ error: "Position must be a number" }).int("Position must be a whole number")
    .min(0, "Position must be 0 or more"),
}).partial();

/** Create payload: a name is required; a missing slug is derived from the name. */
export const CategoryCreateSchema = CategoryPatchSchema.extend({
  name: CategoryPatchSchema.shape.name.unwrap(),
});

/** Values of fields a create payload leaves out (position defaults to the current count). */
export const CATEGORY_DEFAULTS: Omit<
  Category,
  "id" | "name" | "slug" | "position" | "created_at" | "updated_at"
> = {
  description: "",
  parent_id: null,
  emoji: "",
  gradient: { type: "none" },
  is_active: 1,
  card_image: "",
  header_image: "",
  meta_title: "",
  meta_description: "",
  meta_keywords: "",
};

/** Reorder payload: each category id with its new position. */
export const CategoryReorderSchema = z.array(
  z.object({
    id: z.string().min(1),
    position: z.number().int().min(0, "Position must be 0 or more"),
  }),
).max(1000);
