/**
 * Title search over the word index (`search_index.ts`): the longest query
 * word is looked up as a key range (every title word it begins), the other
 * query words are matched against each candidate's folded title, and only
 * the summaries of the page asked for are read. Cost follows the number of
 * posts matching the longest word, never the number of posts.
 */
import type { PostStatus, PostSummary } from "../schemas/post.ts";
import { getManyBatched } from "./batched_get.ts";
import { listAll } from "./kv.ts";
import { POSTS_BY_CREATED, POSTS_BY_STATUS_PUBLISHED } from "./post_keys.ts";
import { POST_WORDS, searchWords, type WordEntry } from "./search_index.ts";

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
  sortBy: "created" | "published";
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
  id: string;
  entry: WordEntry;
  position: Position;
}

/** Runs `search`: every query word must begin a word of the title (accents and case ignored). */
export async function searchTitles(kv: Deno.Kv, search: TitleSearch): Promise<TitleSearchPage> {
  const words = searchWords(search.query).sort((a, b) => b.length - a.length);
  if (!words.length) return { posts: [], total: 0, last: null, more: false };
  const [first, ...rest] = words;
  const statuses = new Set(search.statuses);
  const entries = await listAll<WordEntry>(kv, {
    start: [POST_WORDS, first],
    end: [POST_WORDS, `${first}\u{10FFFF}`],
  }, { batchSize: 500 });
  const matches = new Map<string, Match>();
  for (const { key, value } of entries) {
    const id = String(key[2]);
    if (matches.has(id) || !statuses.has(value.status)) continue;
    if (rest.length && !titleMatches(value.title, rest)) continue;
    const order = search.sortBy === "created" ? value.created_at : value.sort_key;
    matches.set(id, { id, entry: value, position: [order, id] });
  }
  const sign = search.reverse ? -1 : 1;
  let sorted = [...matches.values()].sort((a, b) => sign * comparePositions(a.position, b.position));
  const total = sorted.length;
  if (search.after) sorted = sorted.filter((m) => sign * comparePositions(m.position, search.after!) > 0);
  const page = sorted.slice(search.skip, search.skip + search.limit);
  const summaries = await getManyBatched<PostSummary>(kv, page.map(summaryKey(search.sortBy)));
  const posts = summaries.map((entry) => entry.value).filter((value): value is PostSummary => value !== null);
  return {
    posts,
    total,
    last: page.length ? page[page.length - 1].position : null,
    more: sorted.length > search.skip + search.limit,
  };
}

/** The list-index key holding a match's summary. */
function summaryKey(sortBy: "created" | "published"): (match: Match) => Deno.KvKey {
  return ({ id, entry }) =>
    sortBy === "created"
      ? [...POSTS_BY_CREATED, entry.created_at, id]
      : [...POSTS_BY_STATUS_PUBLISHED, entry.status, entry.sort_key, id];
}
