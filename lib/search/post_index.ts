/**
 * The full-text index of posts (MiniSearch): Spanish terms (accents and case folded, light stemming), field boosts
 * title > tags > ingredients > categories > excerpt > body, prefix matching on the last word and, when nothing
 * matches exactly, one typo in words of 5 letters or more. Changed in place by whole batches (`update`).
 *
 * A search finds the matching posts without scoring them (`ranked_match.ts`); the caller filters and counts them and
 * asks for the page it shows, and only the posts left are scored and only that page is sorted and explained.
 */
import MiniSearch, { type Options } from "minisearch";
import type { PostDocument } from "./post_documents.ts";
import {
  type EngineInternals,
  engineInternals,
  holdsAll,
  matchAll,
  type Matched,
  postIdOf,
  postNumberOf,
  type TermSpec,
} from "./ranked_match.ts";
import { PostFacets } from "./post_facets.ts";
import { foldedTerm, foldedWords } from "./spanish_terms.ts";

/** Searchable fields, in boost order. */
export const SEARCH_FIELDS = ["title", "ingredients", "tags", "categories", "excerpt", "body"] as const;
/** A searchable field. */
export type SearchField = (typeof SEARCH_FIELDS)[number];
/** Weight of a match in each field. */
export const FIELD_BOOSTS: Record<SearchField, number> = {
  title: 6,
  ingredients: 3,
  tags: 4,
  categories: 2,
  excerpt: 1.5,
  body: 1,
};

/** Most words a query may have to be retried with typos allowed (longer ones would cost too much for little). */
export const MAX_FUZZY_WORDS = 4;

/** Posts indexed between two pauses of {@link PostIndex.build}. */
const BUILD_SLICE = 200;

/** One ranked match: the document, its relevance and the index terms it matched. */
export interface SearchHit {
  doc: PostDocument;
  score: number;
  terms: string[];
}

/** The search terms of a query: folded words without stop words, stemmed, in order. */
export function queryTerms(query: string): string[] {
  return foldedWords(query).flatMap((word) => foldedTerm(word) ?? []);
}

/** MiniSearch's options of the post index (a snapshot must be loaded with the same). */
export const ENGINE_OPTIONS: Options<PostDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize: (text) => foldedWords(text),
  processTerm: (term) => foldedTerm(term),
};

/** The posts a search matched (by the index's internal post numbers), unranked, and how to rank some of them. */
export class PostMatches {
  constructor(
    /** Internal numbers of the matching posts, in no particular order. */
    readonly ids: readonly number[],
    private readonly matched: Matched | null,
    /** The document of an internal number. */
    readonly documentAt: (n: number) => PostDocument,
  ) {}

  /**
   * The `count` best of `ids` (all or some of {@link PostMatches.ids}) from `start`, best first, newest first on
   * equal relevance; only these are sorted and explained.
   */
  rank(ids: readonly number[], start: number, count: number): SearchHit[] {
    if (!this.matched || start >= ids.length || count <= 0) return [];
    const matched = this.matched;
    const scores = matched.score(ids);
    const better = (a: number, b: number) =>
      scores[b] - scores[a] || compareNewest(this.documentAt(ids[a]), this.documentAt(ids[b]));
    const order = bestFirst(ids.length, Math.min(ids.length, start + count), better);
    return order.slice(start).map((i) => ({
      doc: this.documentAt(ids[i]),
      score: scores[i],
      terms: matched.termsOf(ids[i]),
    }));
  }

  /** Every match ranked (tests and benchmarks). */
  all(): SearchHit[] {
    return this.rank(this.ids, 0, this.ids.length);
  }
}

/** Positions 0…n−1, the `end` best first under `compare` (a full sort only when most are wanted). */
function bestFirst(n: number, end: number, compare: (a: number, b: number) => number): number[] {
  if (end * 8 >= n) return Array.from({ length: n }, (_, i) => i).sort(compare).slice(0, end);
  const best: number[] = [];
  for (let i = 0; i < n; i++) {
    if (best.length === end && compare(i, best[end - 1]) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(i, best[at - 1]) < 0) at--;
    best.splice(at, 0, i);
    if (best.length > end) best.pop();
  }
  return best;
}

/** An index of posts, changed only through {@link PostIndex.update}. */
export class PostIndex {
  private readonly engine: MiniSearch<PostDocument>;
  private readonly docs = new Map<string, PostDocument>();
  /**
   * Documents by MiniSearch's internal number, filled as searches meet them. A number is never given to another
   * post (a replaced post gets a new one), and numbers no longer in the index are never matched.
   */
  private readonly byNumber: (PostDocument | undefined)[] = [];
  /** What the filters read of each post, by internal number. */
  readonly facets = new PostFacets();

  /** Indexes `documents` (all of them, before any search), or takes `engine` as holding them already. */
  constructor(documents: readonly PostDocument[] = [], engine?: MiniSearch<PostDocument>) {
    this.engine = engine ?? new MiniSearch<PostDocument>(ENGINE_OPTIONS);
    if (!engine) this.engine.addAll(documents);
    for (const doc of documents) {
      this.docs.set(doc.id, doc);
      this.facets.set(postNumberOf(this.engine, doc.id)!, doc);
    }
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
      this.facets.set(postNumberOf(this.engine, doc.id)!, doc);
    }
  }

  /**
   * A new index of `documents`, indexed {@link BUILD_SLICE} at a time with a pause between slices, so the process
   * answers other requests meanwhile (thousands of posts take seconds); nobody sees it before it is whole.
   */
  static async build(documents: readonly PostDocument[]): Promise<PostIndex> {
    const index = new PostIndex();
    for (let start = 0; start < documents.length; start += BUILD_SLICE) {
      if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      index.update(documents.slice(start, start + BUILD_SLICE), []);
    }
    return index;
  }

  /** Number of posts indexed. */
  get size(): number {
    return this.docs.size;
  }

  /** Every indexed document, in the order given. */
  all(): IterableIterator<PostDocument> {
    return this.docs.values();
  }

  /** The indexed document of post `id`, if any. */
  document(id: string): PostDocument | undefined {
    return this.docs.get(id);
  }

  /** MiniSearch's own data (read by the saved index; `MiniSearch.loadJS` with {@link ENGINE_OPTIONS} restores it). */
  engineInternals(): EngineInternals {
    return engineInternals(this.engine);
  }

  /**
   * Posts matching every word of `query` (the last word as a beginning) that `accept` lets through (asked with
   * internal post numbers), unranked.
   * Only when nothing matches, a query of at most {@link MAX_FUZZY_WORDS} words is tried again with one typo allowed
   * in words of 5 letters or more ('fijoles' → frijoles), so an exact word never brings in its near neighbours
   * ('comino' is not 'cocina'). A query of stop words only matches nothing.
   */
  search(query: string, accept?: (n: number) => boolean): PostMatches {
    const terms = queryTerms(query);
    if (!terms.length) return new PostMatches([], null, this.documentAt);
    const last = terms.length - 1;
    const exact = this.match(terms.map((term, i) => ({ term, prefix: i === last, fuzzy: 0 })), FIELD_BOOSTS, accept);
    if (exact.ids.length || terms.length > MAX_FUZZY_WORDS) return exact;
    const typos = terms.map((term, i) => ({ term, prefix: i === last, fuzzy: term.length >= 5 ? 1 : 0 }));
    return this.match(typos, FIELD_BOOSTS, accept);
  }

  /** Every match of `query` ranked (see {@link search}). */
  ranked(query: string): SearchHit[] {
    return this.search(query).all();
  }

  /** Documents with every word of `query` in `fields`, each as a beginning (typos as in {@link search}), unordered. */
  searchFields(query: string, fields: SearchField[]): PostDocument[] {
    const terms = queryTerms(query);
    if (!terms.length) return [];
    const boosts = Object.fromEntries(fields.map((field) => [field, 1]));
    const exact = this.match(terms.map((term) => ({ term, prefix: true, fuzzy: 0 })), boosts);
    if (exact.ids.length || terms.length > MAX_FUZZY_WORDS) return exact.ids.map(this.documentAt);
    const typos = terms.map((term) => ({ term, prefix: true, fuzzy: term.length >= 5 ? 1 : 0 }));
    return this.match(typos, boosts).ids.map(this.documentAt);
  }

  private match(
    specs: TermSpec[],
    boosts: Readonly<Record<string, number>>,
    accept?: (n: number) => boolean,
  ): PostMatches {
    const matched = matchAll(this.engine, specs, { boosts }, accept);
    return new PostMatches(matched.ids, matched, this.documentAt);
  }

  /**
   * A test of whether internal post number `n` has every one of `terms` (search terms) among its ingredients' words,
   * a term of 4 letters or more also as a word's beginning ('con ingredientes').
   */
  hasIngredients(terms: readonly string[]): (n: number) => boolean {
    return holdsAll(this.engine, "ingredients", terms, 4);
  }

  /** The document of internal post number `n` (one a search matched). */
  readonly documentAt = (n: number): PostDocument => this.byNumber[n] ??= this.docs.get(postIdOf(this.engine, n))!;
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
