/**
 * Counting user-perceived characters (grapheme clusters), so one flag or one
 * family emoji counts as one. Dependency-free: the server's schemas and the
 * browser's forms use the same rule.
 */

/** Number of grapheme clusters in `text`. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) count++;
  return count;
}
