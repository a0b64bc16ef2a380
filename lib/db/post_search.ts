/**
 * Title search over the word index (`search_index.ts`). Each query word names
 * one ordered key range per status (posts whose title has a word it begins);
 * the counters tell which word is rarest. A one-word query reads just the
 * page asked for and takes its total from the counters; a query of several
 * words (or a word longer than the indexed beginnings) walks the rarest
 * word's keys and checks the others against each key's folded title.
 */
import type { PostStatus, PostSummary } from "../schemas/post.ts";
import { getManyBatched } from "./batched_get.ts";
import { listAll, retryLocked } from "./kv.ts";
import {
  POSTS_BY_CREATED,
  POSTS_BY_STATUS_PUBLISHED,
  postWordCountKey,
  postWordPrefix,
  type WordOrder,
} from "./post_keys.ts";
import { MAX_PREFIX, OVERFLOW_PREFIX, searchWords, type WordEntry } from "./search_index.ts";

/** Position in a listing: [order key, post id]. */
export type Position = [string, string];

/** Orders positions by order key, then id. */
export function comparePositions(a: Position, b: Position): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  return 0;
}

/** True when every one of `words` begins a word of `title` (both folded by `searchWords`). */
export function titleMatches(title: string, words: readonly string[]): boolean {
  const titleWords = searchWords(title);
  return words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
}

/** A title search. */
export interface TitleSearch {
  query: string;
  statuses: readonly PostStatus[];
  sortBy: WordOrder;
  /** Newest first. */
  reverse: boolean;
  /** Matches to pass over before the page. */
  skip: number;
  limit: number;
  /** Continue strictly after this position (a cursor). */
  after: Position | null;
}

/** One page of matches, the number of matches, and the position of the page's last post. */
export interface TitleSearchPage {
  posts: PostSummary[];
  total: number;
  last: Position | null;
  more: boolean;
}

interface Match {
  status: PostStatus;
  position: Position;
}

const EMPTY: TitleSearchPage = { posts: [], total: 0, last: null, more: false };

/** Runs `search`: every query word must begin a word of the title (accents and case ignored). */
export async function searchTitles(kv: Deno.Kv, search: TitleSearch): Promise<TitleSearchPage> {
  const words = searchWords(search.query);
  if (!words.length) return EMPTY;
  const prefixes = [...new Set(words.map((word) => [...word].slice(0, MAX_PREFIX).join("")))];
  const counts = await countsOf(kv, [...prefixes, OVERFLOW_PREFIX], search.statuses);
  const rarest = prefixes.reduce((a, b) => (counts.get(b)! < counts.get(a)! ? b : a));
  const sign = search.reverse ? -1 : 1;
  const byPosition = (a: Match, b: Match) => sign * comparePositions(a.position, b.position);
  const afterCursor = (m: Match) => !search.after || sign * comparePositions(m.position, search.after) > 0;
  const overflow = counts.get(OVERFLOW_PREFIX)! > 0
    ? (await readStreams(kv, search, OVERFLOW_PREFIX, 0)).filter((m) => titleMatches(m.title, words))
    : [];
  let matches: Match[];
  let total: number;
  if (words.length === 1 && words[0] === rarest) {
    total = counts.get(rarest)! + overflow.length;
    if (!search.after && search.skip >= total) return { ...EMPTY, total };
    const listed = counts.get(rarest)! > 0 ? await readStreams(kv, search, rarest, search.skip + search.limit + 1) : [];
    matches = [...listed, ...overflow.filter(afterCursor)].sort(byPosition);
  } else {
    const listed = counts.get(rarest)! > 0 ? await readStreams(kv, search, rarest, 0) : [];
    const found = [...listed.filter((match) => titleMatches(match.title, words)), ...overflow].sort(byPosition);
    total = found.length; // every match, before the cursor too
    matches = found.filter(afterCursor);
  }
  const page = matches.slice(search.skip, search.skip + search.limit);
  const summaries = await getManyBatched<PostSummary>(kv, page.map((match) => summaryKey(search.sortBy, match)));
  return {
    posts: summaries.map((entry) => entry.value).filter((value): value is PostSummary => value !== null),
    total,
    last: page.length ? page[page.length - 1].position : null,
    more: matches.length > search.skip + search.limit,
  };
}

/** Matches per prefix over `statuses`, from the counters. */
async function countsOf(
  kv: Deno.Kv,
  prefixes: readonly string[],
  statuses: readonly PostStatus[],
): Promise<Map<string, number>> {
  const keys = prefixes.flatMap((prefix) => statuses.map((status) => postWordCountKey(prefix, status)));
  const entries = await retryLocked(() => kv.getMany<Deno.KvU64[]>(keys));
  const counts = new Map<string, number>();
  entries.forEach((entry, i) => {
    const prefix = prefixes[Math.floor(i / statuses.length)];
    const n = entry.value ? Number(BigInt.asIntN(64, entry.value.value)) : 0;
    counts.set(prefix, (counts.get(prefix) ?? 0) + Math.max(0, n));
  });
  return counts;
}

/** The keys of one prefix over the search's statuses (each in order, not merged). */
async function readStreams(
  kv: Deno.Kv,
  search: TitleSearch,
  prefix: string,
  limit: number,
): Promise<(Match & WordEntry)[]> {
  const streams = await Promise.all(search.statuses.map((status) => readStream(kv, search, prefix, status, limit)));
  return streams.flat();
}

/**
 * The keys of one prefix and status in the search's order, strictly after
 * its cursor; `limit` 0 reads them all.
 */
async function readStream(
  kv: Deno.Kv,
  search: TitleSearch,
  prefix: string,
  status: PostStatus,
  limit: number,
): Promise<(Match & WordEntry)[]> {
  const base = postWordPrefix(search.sortBy, prefix, status);
  let selector: Deno.KvListSelector = { prefix: base };
  if (search.after && limit) {
    const at = [...base, ...search.after];
    selector = search.reverse ? { prefix: base, end: at } : { prefix: base, start: [...at, new Uint8Array()] };
  }
  const entries = await listAll<WordEntry>(kv, selector, {
    reverse: search.reverse,
    ...(limit ? { limit, batchSize: Math.min(limit, 500) } : { batchSize: 500 }),
  });
  return entries.map(({ key, value }) => ({
    status,
    position: [String(key[key.length - 2]), String(key[key.length - 1])],
    title: value.title,
  }));
}

/** The list-index key holding a match's summary. */
function summaryKey(sortBy: WordOrder, { status, position: [order, id] }: Match): Deno.KvKey {
  return sortBy === "created" ? [...POSTS_BY_CREATED, order, id] : [...POSTS_BY_STATUS_PUBLISHED, status, order, id];
}
