/**
 * The search of the public `/search` page: matches of the query in the index, narrowed by the filters (category with
 * its sub-categories, total time, type, ingredients), with how many results each filter choice would leave given the
 * other filters.
 */
import type { ContentType } from "../schemas/post.ts";
import type { PostDocument } from "./post_documents.ts";
import type { MatchedPost, PostIndex, PostMatches, SearchHit } from "./post_index.ts";
import { indexTerms } from "./spanish_terms.ts";

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
}

type Check = (doc: PostDocument) => boolean;

/**
 * Runs `query` with `filters` over `index`: status and ingredients are checked before a post is matched, the other
 * filters counted in one pass over the matches; nothing is ranked until a page is asked for.
 */
export function searchPosts(index: PostIndex, query: string, filters: SearchFilters = {}): SearchOutcome {
  const statuses = filters.statuses ? new Set(filters.statuses) : null;
  const ingredientTerms = indexTerms(filters.ingredients ?? "");
  const checked = statuses !== null || ingredientTerms.length > 0;
  const accept: Check = (doc) =>
    (!statuses || statuses.has(doc.summary.status)) &&
    (!ingredientTerms.length || ingredientTerms.every((term) => hasIngredient(doc, term)));
  const byCategory: Check = (doc) => !filters.categoryId || doc.categoryIds.has(filters.categoryId);
  const byTime: Check = (doc) =>
    !filters.maxMinutes || (doc.totalMinutes !== null && doc.totalMinutes <= filters.maxMinutes);
  const byType: Check = (doc) => !filters.type || doc.summary.content_type === filters.type;

  const matches: PostMatches = index.search(query, checked ? accept : undefined);
  const counts: FilterCounts = { categories: new Map(), times: new Map(), types: new Map() };
  const kept: MatchedPost[] = [];
  for (const post of matches.posts) {
    const { doc } = post;
    const category = byCategory(doc), time = byTime(doc), type = byType(doc);
    if (time && type) {
      for (const id of doc.categoryIds) counts.categories.set(id, (counts.categories.get(id) ?? 0) + 1);
    }
    if (category && type && doc.totalMinutes !== null) {
      for (const limit of TIME_LIMITS) {
        if (doc.totalMinutes <= limit) counts.times.set(limit, (counts.times.get(limit) ?? 0) + 1);
      }
    }
    if (category && time) {
      const kind = doc.summary.content_type;
      counts.types.set(kind, (counts.types.get(kind) ?? 0) + 1);
    }
    if (category && time && type) kept.push(post);
  }
  return { total: kept.length, counts, page: (start, count) => matches.rank(kept, start, count) };
}

/** True when one of the post's ingredient terms is `term` or, for a term of 4 letters or more, begins with it. */
function hasIngredient(doc: PostDocument, term: string): boolean {
  if (doc.ingredientTerms.has(term)) return true;
  if (term.length < 4) return false;
  for (const own of doc.ingredientTerms) if (own.startsWith(term)) return true;
  return false;
}
