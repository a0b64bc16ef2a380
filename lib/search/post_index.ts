/**
 * The full-text index of posts (MiniSearch): Spanish terms (accents and case folded, light stemming), field boosts
 * title > tags > ingredients > categories > excerpt > body, prefix matching on the last word and, when nothing
 * matches exactly, one typo in words of 5 letters or more. Built whole from a list of documents and never changed afterwards.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import type { PostDocument } from "./post_documents.ts";
import { foldedWords, searchTerm, STOP_WORDS } from "./spanish_terms.ts";

/** Searchable fields, in boost order. */
export const SEARCH_FIELDS = ["title", "ingredients", "tags", "categories", "excerpt", "body"] as const;
/** Weight of a match in each field. */
export const FIELD_BOOSTS: Record<(typeof SEARCH_FIELDS)[number], number> = {
  title: 6,
  ingredients: 3,
  tags: 4,
  categories: 2,
  excerpt: 1.5,
  body: 1,
};

/** Most words a query may have to be retried with typos allowed (longer ones would cost too much for little). */
export const MAX_FUZZY_WORDS = 4;

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

  /**
   * Applies one batch of changes synchronously (a search never sees part of it): `removed` ids leave the index,
   * `changed` documents enter it or replace their earlier version.
   */
  update(changed: readonly PostDocument[], removed: readonly string[]): void {
    for (const id of removed) {
      if (this.docs.delete(id)) this.engine.discard(id);
    }
    for (const doc of changed) {
      if (this.docs.has(doc.id)) this.engine.discard(doc.id);
      this.engine.add(doc);
      this.docs.set(doc.id, doc);
    }
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
   * Posts matching every word of `query` (the last word as a beginning), best first, newest first on equal relevance.
   * Only when nothing matches, a query of at most {@link MAX_FUZZY_WORDS} words is tried again with one typo allowed
   * in words of 5 letters or more ('fijoles' → frijoles), so an exact word never brings in its near neighbours
   * ('comino' is not 'cocina'). A query of stop words only matches nothing.
   */
  search(query: string): SearchHit[] {
    const results = this.run(query, {
      boost: FIELD_BOOSTS,
      combineWith: "AND",
      prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
    });
    const hits = results.map((result) => ({
      doc: this.docs.get(String(result.id))!,
      score: result.score,
      terms: result.terms,
    }));
    return hits.sort((a, b) => b.score - a.score || compareNewest(a.doc, b.doc));
  }

  /** Documents with every word of `query` in `fields`, each as a beginning (typos as in {@link search}). */
  searchFields(query: string, fields: (typeof SEARCH_FIELDS)[number][]): PostDocument[] {
    return this.run(query, { fields, combineWith: "AND", prefix: true }).map((result) =>
      this.docs.get(String(result.id))!
    );
  }

  private run(query: string, options: SearchOptions): SearchResult[] {
    const words = foldedWords(query);
    const text = words.join(" ");
    const exact = this.engine.search(text, options);
    const significant = words.filter((word) => !STOP_WORDS.has(word)).length;
    if (exact.length || significant > MAX_FUZZY_WORDS) return exact;
    return this.engine.search(text, { ...options, fuzzy: (term) => (term.length >= 5 ? 1 : 0), maxFuzzy: 1 });
  }
}

/**
 * Posts whose title has every word of `query` (each as a beginning; typos as in `PostIndex.search`), in
 * no particular order: the admin posts list's title search, which orders by date.
 */
export function searchTitles(index: PostIndex, query: string): PostDocument[] {
  return index.searchFields(query, ["title"]);
}

/** Newer first (publication date, else creation), then id for a stable order. */
export function compareNewest(a: PostDocument, b: PostDocument): number {
  return a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
