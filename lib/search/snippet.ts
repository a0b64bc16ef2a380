/**
 * A short snippet of a search result: a window of words around the first word matching one of the hit's terms,
 * taken from the excerpt, else the ingredients, else the body, as plain text parts, the matching words marked.
 * Rendering escapes the text and wraps the marked parts in `<mark>`.
 */
import type { PostDocument } from "./post_documents.ts";
import { indexTerms } from "./spanish_terms.ts";

/** One piece of a snippet. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** Words shown around the first match. */
const WINDOW = 24;

/** The snippet of `doc` for the index `terms` it matched (empty when no field holds text). */
export function snippetOf(doc: PostDocument, terms: readonly string[]): SnippetPart[] {
  const matches = (word: string) => indexTerms(word).some((term) => terms.some((t) => term.startsWith(t)));
  const sources = [doc.excerpt, doc.ingredients.replaceAll("\n", ", "), doc.body];
  const split = sources.map((source) => source.split(/\s+/).filter(Boolean));
  for (const words of split) {
    const first = words.findIndex((word) => matches(word));
    if (first >= 0) return window(words, Math.max(0, first - 6), matches);
  }
  return window(split.find((words) => words.length) ?? [], 0, () => false);
}

/** `WINDOW` words of `words` from `start` as parts, the words that `matches` marked, neighbouring plain parts joined. */
function window(words: string[], start: number, matches: (word: string) => boolean): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const add = (text: string, mark = false) => {
    const last = parts.at(-1);
    if (last && !last.mark && !mark) last.text += text;
    else if (text) parts.push({ text, mark });
  };
  if (start > 0) add("… ");
  const end = Math.min(words.length, start + WINDOW);
  for (let i = start; i < end; i++) {
    const separator = i < end - 1 ? " " : "";
    const [, lead, core, trail] = words[i].match(/^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u)!;
    if (matches(core)) {
      add(lead);
      add(core, true);
      add(trail + separator);
    } else add(words[i] + separator);
  }
  if (end < words.length) add(" …");
  return parts;
}
