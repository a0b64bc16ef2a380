/**
 * The full-text index of posts (MiniSearch, through its public API): Spanish terms (accents and case folded, spelt
 * by sound, light stemming, stop words dropped; titles also keep each word as written), field boosts title > tags >
 * ingredients > categories > excerpt > body, every query word required (`combineWith: "AND"`, a title word as
 * written ranking above one that only sounds the same). Only when nothing matches: words joined or split ("pica
 * dillo"), then one typo in words of 5 letters or more. Changed in place by whole batches (`update`).
 */
import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from "minisearch";
import type { PostDocument } from "./post_documents.ts";
import { exactTerm, foldedTerm, foldedWords, indexTerms, STOP_WORDS } from "./spanish_terms.ts";

/** Searchable fields, in boost order. */
export const SEARCH_FIELDS = ["title", "ingredients", "tags", "categories", "excerpt", "body"] as const;
/** Weight of a match in each field. */
const FIELD_BOOSTS = { title: 6, ingredients: 3, tags: 4, categories: 2, excerpt: 1.5, body: 1 };

/** Most words a query may have to be respelt or retried with typos (longer ones would cost too much for little). */
const MAX_FUZZY_WORDS = 4;
/** Most respellings (words joined or split) tried for a query that found nothing. */
const MAX_RESPELLINGS = 8;
/** Fewest letters of each part of a word split in two. */
const MIN_PART = 3;
/** Queries whose ranked results are kept until the next change (paging and filtering rerun the same words). */
const KEPT_QUERIES = 16;

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
  processTerm: (term, field) =>
    field === "title" ? [foldedTerm(term), exactTerm(term)].filter((t) => t !== null) : foldedTerm(term),
};

/**
 * Every one of `words` (AND), each as it sounds in any field or as written in a title (which adds to the score); the
 * last word (with `prefixAll`, every word) also matches as a beginning; `fuzzy`: one typo in words of 5 letters or more.
 */
function wordsQuery(words: readonly string[], prefixAll: boolean, fuzzy: boolean): Query {
  return {
    combineWith: "AND",
    queries: words.map((word, i) => ({
      combineWith: "OR",
      prefix: prefixAll || i === words.length - 1,
      fuzzy: fuzzy && ((term: string) => term.length >= 5 ? 1 : false),
      queries: [word, { queries: [word], fields: ["title"], processTerm: exactTerm, fuzzy: false }],
    })),
  };
}

/** The query's folded words without stop words. */
function queryWords(query: string): string[] {
  return foldedWords(query).filter((word) => !STOP_WORDS.has(word));
}

/**
 * The queries to try in turn until one matches: `words`; when a short query found nothing, two neighbours joined
 * ("pica dillo") or one word split in two ("ropavieja"), at most a few, then the words with one typo.
 */
function queryVariants(words: string[]): { words: string[]; fuzzy: boolean }[] {
  if (words.length > MAX_FUZZY_WORDS) return [{ words, fuzzy: false }];
  const respelt: string[][] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    respelt.push([...words.slice(0, i), words[i] + words[i + 1], ...words.slice(i + 2)]);
  }
  words.forEach((word, i) => {
    for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
      respelt.push([...words.slice(0, i), word.slice(0, cut), word.slice(cut), ...words.slice(i + 1)]);
    }
  });
  const tries = [words, ...respelt.slice(0, MAX_RESPELLINGS)].map((words) => ({ words, fuzzy: false }));
  return [...tries, { words, fuzzy: true }];
}

/** An index of posts, changed only through {@link PostIndex.update}. */
export class PostIndex {
  private readonly engine: MiniSearch<PostDocument>;
  private readonly docs = new Map<string, PostDocument>();
  /** Results of the latest queries by kind and words, oldest first; emptied by every change. */
  private readonly recent = new Map<string, unknown>();

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
    this.recent.clear();
    for (const id of [...removed, ...changed.map((doc) => doc.id)]) {
      if (this.docs.delete(id)) this.engine.discard(id);
    }
    for (const doc of changed) this.docs.set(doc.id, doc);
    this.engine.addAll(changed);
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
   * first, newest first on equal relevance. A query of stop words only matches nothing. The ranking of the last
   * {@link KEPT_QUERIES} queries is kept until the next change.
   */
  ranked(query: string, keep?: (doc: PostDocument) => boolean): SearchHit[] {
    const words = queryWords(query);
    const hits = this.kept(
      `q ${words.join(" ")}`,
      () =>
        this.find(words, { boost: FIELD_BOOSTS }, false)
          .map((result) => ({ doc: this.docs.get(result.id)!, score: result.score, terms: result.terms }))
          .sort((a, b) => b.score - a.score || compareNewest(a.doc, b.doc)),
    );
    return keep ? hits.filter((hit) => keep(hit.doc)) : hits;
  }

  /** The result kept under `key`, else `compute`d and kept (the oldest of {@link KEPT_QUERIES} goes). */
  private kept<T>(key: string, compute: () => T): T {
    const found = this.recent.has(key) ? this.recent.get(key) as T : compute();
    this.recent.delete(key);
    if (this.recent.size >= KEPT_QUERIES) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(key, found);
    return found;
  }

  /**
   * The title, or else the ingredient words, nearest to `query` (words a third of their letters off, 3 at most)
   * among the posts `keep` lets through: what to offer when a search found nothing. Null when nothing is near.
   */
  nearest(query: string, keep: (doc: PostDocument) => boolean): string | null {
    const best = this.engine.search(query, {
      fields: ["title", "ingredients"],
      boost: { title: 2 },
      fuzzy: 0.34,
      maxFuzzy: 3,
      prefix: true,
      filter: (result) => keep(this.docs.get(result.id)!),
    })[0];
    if (!best) return null;
    const doc = this.docs.get(best.id)!;
    if (Object.values(best.match).some((fields) => fields.includes("title"))) return doc.title;
    const matched = (word: string) => best.terms.includes(foldedTerm(foldedWords(word)[0] ?? "") ?? "");
    const line = doc.ingredients.split("\n").find((line) => line.split(/\s+/).some(matched)) ?? "";
    return line.split(/\s+/).filter(matched).join(" ") || null;
  }

  /**
   * Ids of the posts with every word of `query` among their ingredients' words, a word of 4 letters or more also as
   * a word's beginning ('con ingredientes'); null when `query` has no words to look for.
   */
  withIngredients(query: string): Set<string> | null {
    const terms = indexTerms(query);
    if (!terms.length) return null;
    return this.kept(`con ${terms.join(" ")}`, () => {
      const found = this.engine.search(query, {
        fields: ["ingredients"],
        combineWith: "AND",
        prefix: (t) => t.length >= 4,
      });
      return new Set(found.map((result) => result.id));
    });
  }

  /**
   * Ids of the posts whose title has every word of `query`, each as a beginning (typos as in {@link ranked}): the
   * title search of the admin posts list and of `GET /api/posts?title=` (`listPosts`).
   */
  titledIds(query: string): Set<string> {
    return new Set(this.find(queryWords(query), { fields: ["title"] }, true).map((result) => result.id));
  }

  /** Every one of `words` required, trying {@link queryVariants} until one matches. */
  private find(words: string[], options: SearchOptions, prefixAll: boolean): SearchResult[] {
    for (const variant of words.length ? queryVariants(words) : []) {
      const found = this.engine.search(wordsQuery(variant.words, prefixAll, variant.fuzzy), options);
      if (found.length) return found;
    }
    return [];
  }
}

/** Newer first (publication date, else creation), then id for a stable order. */
export function compareNewest(a: PostDocument, b: PostDocument): number {
  return a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
