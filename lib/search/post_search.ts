/**
 * The search of the public `/search` page: matches of the query in the index, narrowed by the filters (category with
 * its sub-categories, total time, type, ingredients), with how many results each filter choice would leave given the
 * other filters.
 */
import type { ContentType } from "../schemas/post.ts";
import type { PostDocument } from "./post_documents.ts";
import type { PostIndex, SearchHit } from "./post_index.ts";

/** Most minutes of the time filter's choices. */
export const TIME_LIMITS = [15, 30, 60] as const;
/** A time filter choice. */
export type TimeLimit = (typeof TIME_LIMITS)[number];

/** Filters of a search (each optional). */
export interface SearchFilters {
  categoryId?: string;
  maxMinutes?: TimeLimit;
  type?: ContentType;
  /** Words that must all be in the ingredients. */
  ingredients?: string;
  /** Statuses searched (public search: published only). */
  statuses?: readonly string[];
}

/** Results per filter choice, each counted with the other filters applied. */
export interface FilterCounts {
  categories: Map<string, number>;
  times: Map<TimeLimit, number>;
  types: Map<ContentType, number>;
}

/** A search's results: how many, the filter counts, and any page of them ranked. */
export interface SearchOutcome {
  total: number;
  counts: FilterCounts;
  /** The `count` best results from `start` (ranked, newest first on ties). */
  page(start: number, count: number): SearchHit[];
  /** The title or ingredient nearest to the query among the posts of the searched statuses (`PostIndex.nearest`). */
  nearest(): string | null;
}

/**
 * Runs `query` over `index`: status and ingredients filter the search itself, the other filters are counted in one
 * pass over its results.
 */
export function searchPosts(index: PostIndex, query: string, filters: SearchFilters = {}): SearchOutcome {
  const statuses = filters.statuses && new Set(filters.statuses);
  const withIngredients = index.withIngredients(filters.ingredients ?? "");
  const hits = index.ranked(
    query,
    (doc) => (!statuses || statuses.has(doc.summary.status)) && (!withIngredients || withIngredients.has(doc.id)),
  );
  const inCategory = (doc: PostDocument) => !filters.categoryId || doc.categoryIds.includes(filters.categoryId);
  const inTime = (doc: PostDocument, limit = filters.maxMinutes) =>
    !limit || (doc.totalMinutes !== null && doc.totalMinutes <= limit);
  const ofType = (doc: PostDocument) => !filters.type || doc.summary.content_type === filters.type;
  const counts: FilterCounts = { categories: new Map(), times: new Map(), types: new Map() };
  const add = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const kept: SearchHit[] = [];
  for (const hit of hits) {
    const doc = hit.doc, category = inCategory(doc), time = inTime(doc), type = ofType(doc);
    if (time && type) { for (const id of doc.categoryIds) add(counts.categories, id); }
    if (category && type) { for (const limit of TIME_LIMITS) if (inTime(doc, limit)) add(counts.times, limit); }
    if (category && time) add(counts.types, doc.summary.content_type);
    if (category && time && type) kept.push(hit);
  }
  return {
    total: kept.length,
    counts,
    page: (start, count) => kept.slice(start, start + count),
    nearest: () => index.nearest(query, (doc) => !statuses || statuses.has(doc.summary.status)),
  };
}
