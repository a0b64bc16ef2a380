/**
 * The search of the public `/search` page: matches of the query in the index, narrowed by the filters (category with
 * its sub-categories, total time, type, ingredients), with how many results each filter choice would leave given the
 * other filters.
 */
import type { ContentType } from "../schemas/post.ts";
import type { PostIndex, PostMatches, SearchHit } from "./post_index.ts";
import { NO_MINUTES } from "./post_facets.ts";
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

/**
 * Runs `query` with `filters` over `index`: status and ingredients are checked before a post is matched, the other
 * filters counted in one pass over the matches (reading the index's typed arrays, not documents); nothing is ranked
 * until a page is asked for.
 */
export function searchPosts(index: PostIndex, query: string, filters: SearchFilters = {}): SearchOutcome {
  const facets = index.facets;
  const statusMask = filters.statuses ? facets.mask(facets.statuses, filters.statuses) : -1;
  const ingredientTerms = indexTerms(filters.ingredients ?? "");
  const checked = statusMask !== -1 || ingredientTerms.length > 0;
  const hasIngredients = ingredientTerms.length ? index.hasIngredients(ingredientTerms) : null;
  const accept = (n: number) =>
    (statusMask & (1 << facets.status[n])) !== 0 && (hasIngredients === null || hasIngredients(n));
  // −1: the filter is off; −2: nothing can pass it (no post has that category or type).
  const category = filters.categoryId ? facets.categoryCodes.find(filters.categoryId) ?? -2 : -1;
  const type = filters.type ? facets.types.find(filters.type) ?? -2 : -1;
  const maxMinutes = filters.maxMinutes ?? -1;

  const matches: PostMatches = index.search(query, checked ? accept : undefined);
  const categoryCounts = new Int32Array(facets.categoryCodes.names.length);
  const timeCounts = new Int32Array(TIME_LIMITS.length);
  const typeCounts = new Int32Array(facets.types.names.length);
  const kept: number[] = [];
  for (const n of matches.ids) {
    const categories = facets.categories[n], minutes = facets.minutes[n], kind = facets.type[n];
    const inCategory = category === -1 || categories.includes(category);
    const inTime = maxMinutes === -1 || (minutes !== NO_MINUTES && minutes <= maxMinutes);
    const ofType = type === -1 || kind === type;
    if (inTime && ofType) { for (const code of categories) categoryCounts[code]++; }
    if (inCategory && ofType && minutes !== NO_MINUTES) {
      for (let i = 0; i < TIME_LIMITS.length; i++) if (minutes <= TIME_LIMITS[i]) timeCounts[i]++;
    }
    if (inCategory && inTime) typeCounts[kind]++;
    if (inCategory && inTime && ofType) kept.push(n);
  }
  const counts: FilterCounts = {
    categories: countsOf(facets.categoryCodes.names, categoryCounts),
    times: countsOf(TIME_LIMITS, timeCounts),
    types: countsOf(facets.types.names as ContentType[], typeCounts),
  };
  return { total: kept.length, counts, page: (start, count) => matches.rank(kept, start, count) };
}

/** The non-zero counts by name. */
function countsOf<K>(names: readonly K[], counts: Int32Array): Map<K, number> {
  const out = new Map<K, number>();
  for (let i = 0; i < names.length; i++) if (counts[i]) out.set(names[i], counts[i]);
  return out;
}
