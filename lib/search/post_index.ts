/**
 * The full-text index of posts (MiniSearch, through its public API): Spanish terms (accents and case folded, light
 * stemming, stop words dropped), field boosts title > tags > ingredients > categories > excerpt > body, every query
 * word required (`combineWith: "AND"`), and, only when nothing matches exactly, one typo allowed in words of 5 letters
 * or more. Changed in place by whole batches (`update`).
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from "minisearch";
import type { PostDocument } from "./post_documents.ts";
import { foldedTerm, foldedWords, indexTerms } from "./spanish_terms.ts";

/** Searchable fields, in boost order. */
export const SEARCH_FIELDS = ["title", "ingredients", "tags", "categories", "excerpt", "body"] as const;
/** Weight of a match in each field. */
const FIELD_BOOSTS = { title: 6, ingredients: 3, tags: 4, categories: 2, excerpt: 1.5, body: 1 };

/** Most words a query may have to be retried with typos allowed (longer ones would cost too much for little). */
const MAX_FUZZY_WORDS = 4;

/** Posts indexed between two pauses of {@link PostIndex.build}. */
const BUILD_SLICE = 200;

/** One ranked match: the document, its relevance and the index terms it matched. */
export interface SearchHit {
  doc: PostDocument;
  score: number;
  terms: string[];
}

/** MiniSearch's options of the post index (a saved index must be loaded with the same). */
export const ENGINE_OPTIONS: Options<PostDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize: (text) => foldedWords(text),
  processTerm: (term) => foldedTerm(term),
};

/** The last query word as a beginning ('croq' finds croquetas while it is typed). */
const lastWord = (_term: string, i: number, terms: string[]) => i === terms.length - 1;
/** One typo in words of 5 letters or more. */
const oneTypo = (term: string) => term.length >= 5 ? 1 : false;

/** An index of posts, changed only through {@link PostIndex.update}. */
export class PostIndex {
  private readonly engine: MiniSearch<PostDocument>;
  private readonly docs = new Map<string, PostDocument>();

  /** Indexes `documents` (all of them, before any search), or takes `engine` as holding them already. */
  constructor(documents: readonly PostDocument[] = [], engine?: MiniSearch<PostDocument>) {
    this.engine = engine ?? new MiniSearch<PostDocument>(ENGINE_OPTIONS);
    if (!engine) this.engine.addAll(documents);
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

  /** MiniSearch's data of the index (`MiniSearch.loadJS` with {@link ENGINE_OPTIONS} restores it). */
  toJSON(): ReturnType<MiniSearch["toJSON"]> {
    return this.engine.toJSON();
  }

  /**
   * Posts matching every word of `query` (the last word also as a beginning) that `keep` lets through, ranked best
   * first, newest first on equal relevance. A query of stop words only matches nothing.
   */
  ranked(query: string, keep?: (doc: PostDocument) => boolean): SearchHit[] {
    const filter = keep && ((result: SearchResult) => keep(this.docs.get(result.id)!));
    return this.find(query, { boost: FIELD_BOOSTS, prefix: lastWord, filter })
      .map((result) => ({ doc: this.docs.get(result.id)!, score: result.score, terms: result.terms }))
      .sort((a, b) => b.score - a.score || compareNewest(a.doc, b.doc));
  }

  /**
   * Ids of the posts with every word of `query` among their ingredients' words, a word of 4 letters or more also as
   * a word's beginning ('con ingredientes'); null when `query` has no words to look for.
   */
  withIngredients(query: string): Set<string> | null {
    if (!indexTerms(query).length) return null;
    const found = this.engine.search(query, {
      fields: ["ingredients"],
      combineWith: "AND",
      prefix: (term) => term.length >= 4,
    });
    return new Set(found.map((result) => result.id));
  }

  /**
   * Ids of the posts whose title has every word of `query`, each as a beginning (typos as in {@link ranked}): the
   * title search of the admin posts list and of `GET /api/posts?title=` (`listPosts`).
   */
  titledIds(query: string): Set<string> {
    return new Set(this.find(query, { fields: ["title"], prefix: true }).map((result) => result.id));
  }

  /** Every query word required; retried with one typo only when nothing matched exactly and the query is short. */
  private find(query: string, options: SearchOptions): SearchResult[] {
    const exact = this.engine.search(query, { ...options, combineWith: "AND" });
    if (exact.length || indexTerms(query).length > MAX_FUZZY_WORDS) return exact;
    return this.engine.search(query, { ...options, combineWith: "AND", fuzzy: oneTypo });
  }
}

/** Newer first (publication date, else creation), then id for a stable order. */
export function compareNewest(a: PostDocument, b: PostDocument): number {
  return a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
