/** Reading a settings save body: the spec lets a client clear a value with "" or null. */
import { ThemeActivateSchema } from "./themes.ts";

/** Fields where null means "" (the URL bases: "" means no base). */
const CLEARS_TO_EMPTY = new Set(["category_base", "post_base"]);

/**
 * The body without `versionstamp`, with null written as "" for the URL bases.
 * Required text fields sent empty stay empty and fail validation with their
 * message ('Site name is required'); asset URLs accept null and "". A theme
 * the site does not offer is refused as `PUT /api/admin/themes` refuses it
 * (400 'Unknown theme'); a stored one since removed is still read.
 */
export function settingsPatchFrom(body: Record<string, unknown>): Record<string, unknown> {
  const { versionstamp: _, ...patch } = body;
  if (patch.active_theme !== undefined) ThemeActivateSchema.parse(patch);
  for (const field of CLEARS_TO_EMPTY) {
    if (patch[field] === null) patch[field] = "";
  }
  return patch;
}
