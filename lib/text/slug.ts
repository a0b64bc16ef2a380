/** Slugs and search normalisation for Spanish text. */

/** Removes diacritics ("Puré" → "Pure", "ñ" → "n") by dropping combining marks after NFD decomposition. */
export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "");
}

/**
 * URL slug: lower case, accents removed, every run of non-alphanumerics
 * becomes one hyphen, hyphens at both ends trimmed ("¡Arroz con Pollo!" → "arroz-con-pollo").
 */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Search form of a text: lower case, accents removed, whitespace runs collapsed, trimmed. */
export function normalizeForSearch(text: string): string {
  return stripAccents(text).toLowerCase().replace(/\s+/g, " ").trim();
}
