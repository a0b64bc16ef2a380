/**
 * The full-text index of posts (MiniSearch): Spanish terms (accents and case folded, light stemming), field boosts
 * title > ingredients > tags and categories > excerpt > body, prefix matching on the last word and one typo in words
 * of 5 letters or more. Built whole from a list of documents and never changed afterwards.
 */
import MiniSearch from "minisearch";
import type { PostDocument } from "./post_documents.ts";
import { foldedWords, searchTerm } from "./spanish_terms.ts";

/** Searchable fields, in boost order. */
export const SEARCH_FIELDS = ["title", "ingredients", "tags", "categories", "excerpt", "body"] as const;
/** Weight of a match in each field. */
export const FIELD_BOOSTS: Record<(typeof SEARCH_FIELDS)[number], number> = {
  title: 6,
  ingredients: 3,
  tags: 2,
  categories: 2,
  excerpt: 1.5,
  body: 1,
};

/** One match: the document, its relevance and the index terms it matched. */
export interface SearchHit {
  doc: PostDocument;
  score: number;
  terms: string[];
}

/** An immutable index of posts. */
export class PostIndex {
  private readonly engine: MiniSearch<PostDocument>;
  private readonly docs = new Map<string, PostDocument>();

  /** Indexes `documents` (all of them, before any search). */
  constructor(documents: readonly PostDocument[]) {
    this.engine = new MiniSearch<PostDocument>({
      fields: [...SEARCH_FIELDS],
      storeFields: [],
      tokenize: (text) => foldedWords(text),
      processTerm: (term) => searchTerm(term),
    });
    this.engine.addAll(documents);
    for (const doc of documents) this.docs.set(doc.id, doc);
  }

  /** Number of posts indexed. */
  get size(): number {
    return this.docs.size;
  }

  /** Every indexed document, in the order given. */
  all(): IterableIterator<PostDocument> {
    return this.docs.values();
  }

  /**
   * Posts matching every word of `query` (a word matches a term it begins, when last, or is one edit from, when of 5
   * letters or more), best first, newest first on equal relevance. A query of stop words only matches nothing.
   */
  search(query: string): SearchHit[] {
    const words = foldedWords(query);
    const results = this.engine.search(words.join(" "), {
      boost: FIELD_BOOSTS,
      combineWith: "AND",
      prefix: (_term, i, terms) => i === terms.length - 1,
      fuzzy: (term) => (term.length >= 5 ? 1 : 0),
      maxFuzzy: 1,
    });
    const hits = results.map((result) => ({
      doc: this.docs.get(String(result.id))!,
      score: result.score,
      terms: result.terms,
    }));
    return hits.sort((a, b) => b.score - a.score || compareNewest(a.doc, b.doc));
  }

  /** Documents with every word of `query` in `fields`, every word matched as a beginning or within one typo. */
  searchFields(query: string, fields: (typeof SEARCH_FIELDS)[number][]): PostDocument[] {
    const results = this.engine.search(foldedWords(query).join(" "), {
      fields,
      combineWith: "AND",
      prefix: true,
      fuzzy: (term) => (term.length >= 5 ? 1 : 0),
      maxFuzzy: 1,
    });
    return results.map((result) => this.docs.get(String(result.id))!);
  }
}

/**
 * Posts whose title has every word of `query` (each as a beginning, words of 5 letters or more within one typo), in
 * no particular order: the admin posts list's title search, which orders by date.
 */
export function searchTitles(index: PostIndex, query: string): PostDocument[] {
  return index.searchFields(query, ["title"]);
}

/** Newer first (publication date, else creation), then id for a stable order. */
export function compareNewest(a: PostDocument, b: PostDocument): number {
  return a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
