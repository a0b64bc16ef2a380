/**
 * The media library's search index (MiniSearch): file name, alt text and titles (the post an item was uploaded for,
 * then and now, and the posts and categories showing it), with the posts' folding of Spanish words (accents and case
 * ignored, plurals and gender stemmed) and every query word matched as the beginning of a word. Stop words are kept:
 * file names and alt texts are short, and "con" may be what tells two photos apart.
 */
import MiniSearch from "minisearch";
import { foldedWords, spanishStem } from "./spanish_terms.ts";

/** What the index holds of one media item. */
export interface MediaDocument {
  id: string;
  filename: string;
  alt: string;
  /** Titles of the posts and categories the item belongs to or is shown by. */
  titles: string;
}

/** An index of media items, built whole. */
export class MediaIndex {
  private readonly engine = new MiniSearch<MediaDocument>({
    fields: ["filename", "alt", "titles"],
    storeFields: [],
    tokenize: (text) => foldedWords(text),
    processTerm: (term) => spanishStem(term),
  });

  /** Indexes `documents`. */
  constructor(documents: readonly MediaDocument[]) {
    this.engine.addAll(documents);
  }

  /** Number of items indexed. */
  get size(): number {
    return this.engine.documentCount;
  }

  /** Ids of the items with every word of `query` beginning one of their words, newest first (ids sort by time). */
  search(query: string): string[] {
    const terms = foldedWords(query).map(spanishStem);
    if (!terms.length) return [];
    const results = this.engine.search(terms.join(" "), {
      tokenize: (text) => text.split(" "),
      processTerm: (term) => term,
      prefix: true,
      combineWith: "AND",
    });
    return results.map((result) => String(result.id)).sort().reverse();
  }
}
