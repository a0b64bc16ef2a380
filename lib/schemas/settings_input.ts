/** Reading a settings save body: the spec lets a client clear a value with "" or null. */

/** Fields where null means "" (the URL bases: "" means no base). */
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
