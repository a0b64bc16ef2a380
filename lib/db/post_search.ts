/**
 * Title search over the word index (`search_index.ts`). Each query word names
 * one ordered key range per status (posts whose title has a word it begins)
 * and one bitmap of posts; the counters tell which word is rarest.
 *
 * - One word: the total comes from the counters and the page from a walk of
 *   that word's keys (`search_walk.ts`).
 * - Several words: the intersection of their bitmaps gives the exact total;
 *   the page comes from a walk of the rarest word's keys keeping the posts in
 *   the intersection, or, when there are few matches among many keys, from
 *   looking each match up by its search number and sorting.
 * - A word longer than the indexed beginnings: the posts of its indexed
 *   beginning are looked up and their folded titles checked.
 *
 * Posts listed under the overflow prefix (titles with too many words) are
 * read whole and checked by title on every search.
 */
import { POST_STATUSES, type PostStatus, type PostSummary } from "../schemas/post.ts";
import { getManyBatched } from "./batched_get.ts";
import { getManyCached } from "./versioned_cache.ts";
import { listAll } from "./kv.ts";
import {
  POSTS_BY_CREATED,
  POSTS_BY_STATUS_PUBLISHED,
  postWordCountKey,
  postWordPrefix,
  SEARCH_BITS,
  SEARCH_STATUS_BITS,
  type WordOrder,
} from "./post_keys.ts";
import { type Bitmap, bitSeqs, countBits, intersect, union } from "./search_bits.ts";
import { readBitmapsCached } from "./search_bits_cache.ts";
import { readContentVersion } from "./content_version.ts";
import { MAX_PREFIX, OVERFLOW_PREFIX, searchWords, type SeqEntry, seqKey, type WordEntry } from "./search_index.ts";
import { comparePositions, type Match, type Position, walkPage } from "./search_walk.ts";

export { comparePositions, type Position } from "./search_walk.ts";

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

const EMPTY: TitleSearchPage = { posts: [], total: 0, last: null, more: false };

/** A key read by a walk costs about a third of a key looked up by number (measured on a local store). */
const LOOKUP_COST = 3;

/** Runs `search`: every query word must begin a word of the title (accents and case ignored). */
export async function searchTitles(kv: Deno.Kv, search: TitleSearch): Promise<TitleSearchPage> {
  const words = searchWords(search.query);
  if (!words.length) return EMPTY;
  const prefixes = [...new Set(words.map((word) => [...word].slice(0, MAX_PREFIX).join("")))];
  const exact = words.every((word) => [...word].length <= MAX_PREFIX);
  const several = words.length > 1 || !exact;
  // The content version keys the cached bitmaps and summaries, and the remembered page ends (`page_checkpoints.ts`):
  // a page after the first may resume where an earlier page of the same search ended. Read once, while the counters
  // are.
  const resumes = search.skip > 0 && !search.after;
  const versionRead = readContentVersion(kv);
  versionRead.catch(() => {});
  // The bitmaps of a query of several words are read while the counters are.
  const bitsRead = several ? versionRead.then((version) => matchBits(kv, version, prefixes, search.statuses)) : null;
  bitsRead?.catch(() => {}); // awaited below unless nothing matches
  const counts = await countsOf(kv, [...prefixes, OVERFLOW_PREFIX], search.statuses);
  const sum = (prefix: string) => [...counts.get(prefix)!.values()].reduce((a, b) => a + b, 0);
  const rarest = prefixes.reduce((a, b) => (sum(b) < sum(a) ? b : a));
  if (sum(rarest) === 0 && sum(OVERFLOW_PREFIX) === 0) return EMPTY;
  const overflow = sum(OVERFLOW_PREFIX) > 0 ? await overflowMatches(kv, search, words) : [];
  const version = await versionRead;
  const resume = resumes
    ? { version, search: JSON.stringify([words, search.statuses, search.sortBy, search.reverse]) }
    : undefined;
  const walk = { ...search, prefix: rarest, listed: counts.get(rarest)!, overflow, resume };
  if (!bitsRead) {
    const total = sum(rarest) + overflow.length;
    return await pageOf(kv, version, search, await walkPage(kv, { ...walk, filter: null, total }), total);
  }
  const bits = await bitsRead;
  const candidates = countBits(bits);
  const total = candidates + overflow.length;
  const perMatch = sum(rarest) / Math.max(1, candidates);
  const walked = search.after ? search.limit + 1 : Math.min(search.skip + search.limit, total - search.skip) + 1;
  if (exact && walked * perMatch < candidates * LOOKUP_COST) {
    return await pageOf(kv, version, search, await walkPage(kv, { ...walk, filter: bits, total }), total);
  }
  return await pageOfAll(kv, version, search, [
    ...await lookUp(kv, version, search, bits, exact ? null : words),
    ...overflow,
  ]);
}

/** Matches per prefix and status, from the counters (read in batches: a query may have any number of words). */
async function countsOf(
  kv: Deno.Kv,
  prefixes: readonly string[],
  statuses: readonly PostStatus[],
): Promise<Map<string, Map<PostStatus, number>>> {
  const keys = prefixes.flatMap((prefix) => statuses.map((status) => postWordCountKey(prefix, status)));
  const entries = await getManyBatched<Deno.KvU64>(kv, keys);
  const counts = new Map<string, Map<PostStatus, number>>(prefixes.map((prefix) => [prefix, new Map()]));
  entries.forEach((entry, i) => {
    const n = entry.value ? Number(BigInt.asIntN(64, entry.value.value)) : 0;
    counts.get(prefixes[Math.floor(i / statuses.length)])!.set(statuses[i % statuses.length], Math.max(0, n));
  });
  return counts;
}

/** The posts of the search's statuses whose titles have a word beginning with each prefix. */
async function matchBits(
  kv: Deno.Kv,
  version: string,
  prefixes: readonly string[],
  statuses: readonly PostStatus[],
): Promise<Bitmap> {
  const everyStatus = POST_STATUSES.every((status) => statuses.includes(status));
  const byStatus = everyStatus ? [] : statuses.map((status) => [...SEARCH_STATUS_BITS, status]);
  const maps = await readBitmapsCached(kv, version, [
    ...prefixes.map((prefix) => [...SEARCH_BITS, prefix]),
    ...byStatus,
  ]);
  const byPrefix = maps.slice(0, prefixes.length);
  return intersect(everyStatus ? byPrefix : [...byPrefix, union(maps.slice(prefixes.length))]);
}

/** The posts in `bits`, looked up by search number (and checked against `words` when given). */
async function lookUp(
  kv: Deno.Kv,
  version: string,
  search: TitleSearch,
  bits: Bitmap,
  words: readonly string[] | null,
): Promise<Match[]> {
  const seqs = bitSeqs(bits);
  const entries = await getManyCached<SeqEntry>(kv, "post_seqs", version, seqs.map(seqKey));
  const matches: Match[] = [];
  entries.forEach((value, i) => {
    if (!value || !search.statuses.includes(value.status)) return;
    if (words && !titleMatches(value.title, words)) return;
    const order = search.sortBy === "created" ? value.created : value.published;
    matches.push({ status: value.status, position: [order, value.id], seq: seqs[i] });
  });
  return matches;
}

/** The overflow posts of the search's statuses whose titles match `words`. */
async function overflowMatches(kv: Deno.Kv, search: TitleSearch, words: readonly string[]): Promise<Match[]> {
  const lists = await Promise.all(search.statuses.map(async (status) => {
    const entries = await listAll<WordEntry>(kv, { prefix: postWordPrefix(search.sortBy, OVERFLOW_PREFIX, status) });
    return entries.filter(({ value }) => titleMatches(value.title, words)).map(({ key, value }): Match => ({
      status,
      position: [String(key[key.length - 2]), String(key[key.length - 1])],
      seq: value.seq,
    }));
  }));
  return lists.flat();
}

/** The page of `search` among every match (in any order). */
function pageOfAll(kv: Deno.Kv, version: string, search: TitleSearch, all: Match[]): Promise<TitleSearchPage> {
  const sign = search.reverse ? -1 : 1;
  all.sort((a, b) => sign * comparePositions(a.position, b.position));
  const rest = search.after ? all.filter((m) => sign * comparePositions(m.position, search.after!) > 0) : all;
  const page = rest.slice(search.skip, search.skip + search.limit);
  return pageOf(kv, version, search, { page, more: rest.length > search.skip + search.limit }, all.length);
}

/** Reads the summaries of a page of matches (through the cache kept per content version). */
async function pageOf(
  kv: Deno.Kv,
  version: string,
  search: TitleSearch,
  { page, more }: { page: Match[]; more: boolean },
  total: number,
): Promise<TitleSearchPage> {
  const keys = page.map((match) => summaryKey(search.sortBy, match));
  const summaries = await getManyCached<PostSummary>(kv, "post_summaries", version, keys);
  return {
    posts: summaries.filter((value): value is PostSummary => value !== null),
    total,
    last: page.length ? page[page.length - 1].position : null,
    more,
  };
}

/** The list-index key holding a match's summary. */
function summaryKey(sortBy: WordOrder, { status, position: [order, id] }: Match): Deno.KvKey {
  return sortBy === "created" ? [...POSTS_BY_CREATED, order, id] : [...POSTS_BY_STATUS_PUBLISHED, status, order, id];
}
