/** The editor's live word counter: words of the text of an HTML fragment, shown as '1 word' or 'N words'. */
import { pluralize } from "../text/plural.ts";

/** Number of words in the text of `html` (tags and entities count as separators). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[#\w]+;/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** '1 word' or 'N words'. */
export function wordLabel(count: number): string {
  return pluralize(count, "word");
}
