/** Titles and descriptions of public pages. */

/** Longest meta description kept, in characters. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** Longest document title with the suffix; past it search results cut the title, so the suffix is left off. */
export const MAX_TITLE_LENGTH = 70;

/** "{page} | {suffix}" ({page} alone when that is over 70 characters), or just the suffix without a page part. */
export function pageTitle(page: string, suffix: string): string {
  const part = page.trim();
  const full = `${part} | ${suffix}`;
  return !part ? suffix : [...full].length > MAX_TITLE_LENGTH ? part : full;
}

/** A meta description: whitespace collapsed, cut at a word boundary to at most 160 characters with "…". */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const chars = [...clean];
  if (chars.length <= MAX_DESCRIPTION_LENGTH) return clean;
  const cut = chars.slice(0, MAX_DESCRIPTION_LENGTH - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
