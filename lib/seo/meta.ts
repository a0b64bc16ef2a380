/** Titles and descriptions of public pages. */

/** Longest meta description kept, in characters. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** "{page} | {suffix}", or just the suffix when there is no page part. */
export function pageTitle(page: string, suffix: string): string {
  const part = page.trim();
  return part ? `${part} | ${suffix}` : suffix;
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
