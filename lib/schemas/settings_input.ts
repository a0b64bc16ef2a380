/** Reading a settings save body: the spec lets a client clear a value with "" or null. */
import { DEFAULT_SETTINGS } from "./settings.ts";

/** Fields that "" or null reset to their default rather than refuse (the URL bases: "" means no base). */
const CLEARS_TO_EMPTY = new Set(["category_base", "post_base"]);

/**
 * The body without `versionstamp`, with null written as "" for the URL bases.
 * Required text fields sent empty stay empty and fail validation with their
 * message ('Site name is required'); asset URLs accept null and "".
 */
export function settingsPatchFrom(body: Record<string, unknown>): Record<string, unknown> {
  const { versionstamp: _, ...patch } = body;
  for (const field of CLEARS_TO_EMPTY) {
    if (patch[field] === null) patch[field] = "";
  }
  return patch;
}

/** Defaults shown by a settings form that failed to load (es, 10 per page, categoria, no post base). */
export const SETTINGS_FORM_DEFAULTS = {
  site_name: DEFAULT_SETTINGS.site_name,
  site_description: DEFAULT_SETTINGS.site_description,
  language: DEFAULT_SETTINGS.language,
  posts_per_page: DEFAULT_SETTINGS.posts_per_page,
  category_base: DEFAULT_SETTINGS.category_base,
  post_base: DEFAULT_SETTINGS.post_base,
};
