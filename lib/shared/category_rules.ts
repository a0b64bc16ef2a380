/**
 * Rules and texts of the category form shared by the server and the admin
 * screen. Dependency-free (see docs/architecture.md, Islands).
 */

/** Message shown when name or slug is missing. */
export const NAME_SLUG_REQUIRED = "Name and slug are required";
/** Message of a duplicate category slug (409, field `slug`). */
export const CATEGORY_SLUG_TAKEN = "Category slug already exists";
/** Most characters (graphemes) of a category emoji. */
export const EMOJI_MAX = 2;
/** Message of an emoji longer than {@link EMOJI_MAX} graphemes. */
export const EMOJI_TOO_LONG = "Emoji must be at most 2 characters";
/** Parent categories per page of the admin table. */
export const CATEGORY_PAGE_SIZE = 15;
/** Upload `type` of the card image (512×512 WebP q0.85) and of the header image (≥ 800×400, 1280 wide, q0.85). */
export const CATEGORY_UPLOAD_TYPES = { card: "category-card", header: "category-page-header" } as const;

/** The spec's messages of the categories screen. */
export const CATEGORY_MESSAGES = {
  load: "Failed to load categories",
  save: "Failed to save category",
  delete: "Failed to delete category",
  reorder: "Failed to reorder categories",
  redirects: "Failed to load redirects",
} as const;
