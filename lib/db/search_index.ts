/**
 * The title word index, written in the same atomic operation as the post, so
 * a search reads one ordered page of keys instead of every match:
 *
 * - `["search_words", order, prefix, status, order key, id]` → {@link WordEntry},
 *   for each order ("created", "published") and each beginning (1 to
 *   {@link MAX_PREFIX} letters) of each word of the title;
 * - `["search_count", prefix, status]` → how many posts those keys list;
 * - `["search_bits", prefix, word]` and `["search_status_bits", status, word]`
 *   → bitmaps of the posts' search numbers (`search_bits.ts`), intersected for
 *   the exact total of a query of several words;
 * - `["search_seq", seq]` → {@link SeqEntry}, the post behind a search number.
 *
 * Words are the title folded to lower case without accents ("Plátanos" →
 * "platanos") and split on anything that is not a letter or digit. A post is
 * indexed once it has a search number (`search_seq` in its record). Stores
 * indexed before (or by an older version of) this index are re-indexed once
 * on start ({@link ensureSearchIndex}).
 */
import type { PostRecord, PostStatus } from "../schemas/post.ts";
import { normalizeForSearch } from "../text/slug.ts";
import { KV_MINUS_ONE, KV_ONE, listAll, retryLocked } from "./kv.ts";
import {
  LEGACY_SEARCH_PREFIXES,
  POSTS_PREFIX,
  postWordCountKey,
  postWordPrefix,
  SEARCH_BITS,
  SEARCH_SEQ,
  SEARCH_STATUS_BITS,
  type WordOrder,
} from "./post_keys.ts";
import { bitOf, bitWord, wrapDelta } from "./search_bits.ts";
import { allocateSearchSeq } from "./search_seq.ts";
import { runOnceWithLease } from "./run_once.ts";
import { commitOnce } from "./write.ts";

/** What a word key holds: the post's search number and folded title (for query words longer than the index). */
export interface WordEntry {
  seq: number;
  title: string;
}

/** What `["search_seq", seq]` holds. */
export interface SeqEntry {
  id: string;
  status: PostStatus;
  /** created_at. */
  created: string;
  /** published_at, else created_at. */
  published: string;
  /** Folded title. */
  title: string;
}

/** A post as the index sees it: indexed once it has a search number. */
export type SearchablePost = PostRecord & { search_seq?: number };

/** Longest word beginning indexed; longer query words use their first {@link MAX_PREFIX} letters and a title check. */
export const MAX_PREFIX = 10;

/**
 * Most word beginnings one post is listed under: a longer title is listed
 * under {@link OVERFLOW_PREFIX} instead, keeping a title change inside one
 * atomic operation's limits (1,000 mutations, 80 KiB of keys).
 */
export const MAX_PREFIXES_PER_POST = 90;

/** Most word beginnings one media item is listed under (see {@link MAX_PREFIXES_PER_POST}). */
export const MAX_PREFIXES_PER_ITEM = 120;

/** The beginning listing posts with too many words; every search also checks these titles. */
export const OVERFLOW_PREFIX = "";

/** The orders the index keeps. */
export const WORD_ORDERS: readonly WordOrder[] = ["created", "published"];

/** Marker of a store whose existing posts have been indexed, and by which index version. */
export const SEARCH_INDEX_MARKER: Deno.KvKey = ["meta", "search_index"];

/** Version of the index layout; a store marked with an older one is re-indexed. */
export const SEARCH_INDEX_VERSION = 3;

/** The distinct folded words of `text`. */
export function searchWords(text: string): string[] {
  return [...new Set(normalizeForSearch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
}

/** The distinct beginnings (1 to {@link MAX_PREFIX} letters) of the words of `title`. */
export function titlePrefixes(title: string): string[] {
  const prefixes = new Set<string>();
  for (const word of searchWords(title)) {
    const letters = [...word];
    for (let n = 1; n <= Math.min(MAX_PREFIX, letters.length); n++) prefixes.add(letters.slice(0, n).join(""));
  }
  return [...prefixes];
}

/**
 * The beginnings `title` is listed under: its own, or {@link OVERFLOW_PREFIX}
 * when there are more than `max`.
 */
export function indexedPrefixes(title: string, max = MAX_PREFIXES_PER_ITEM): string[] {
  const prefixes = titlePrefixes(title);
  return prefixes.length > max ? [OVERFLOW_PREFIX] : prefixes;
}

/** The order key of `post` in `order`. */
export function wordOrderKey(post: PostRecord, order: WordOrder): string {
  return order === "created" ? post.created_at : post.published_at ?? post.created_at;
}

/** The `search_seq` key of a search number. */
export function seqKey(seq: number): Deno.KvKey {
  return [...SEARCH_SEQ, seq];
}

/** Every index key, counter and bitmap delta of one indexed post. */
interface PostIndex {
  sets: Map<string, { key: Deno.KvKey; value: unknown }>;
  sums: Map<string, { key: Deno.KvKey; delta: bigint }>;
}

function addSum(index: PostIndex, key: Deno.KvKey, delta: bigint): void {
  const name = JSON.stringify(key);
  const entry = index.sums.get(name) ?? { key, delta: 0n };
  entry.delta += delta;
  index.sums.set(name, entry);
}

/** What `post` adds to the index (`sign` 1), or takes away (`sign` -1); nothing without a search number. */
function indexOf(post: SearchablePost | null, sign: 1n | -1n, into: PostIndex): void {
  const seq = post?.search_seq;
  if (!post || seq === undefined) return;
  const title = normalizeForSearch(post.title);
  const entry: WordEntry = { seq, title };
  const bit = bitOf(seq) * sign;
  for (const prefix of indexedPrefixes(post.title, MAX_PREFIXES_PER_POST)) {
    for (const order of WORD_ORDERS) {
      const key = [...postWordPrefix(order, prefix, post.status), wordOrderKey(post, order), post.id];
      into.sets.set(JSON.stringify(key), { key, value: sign > 0 ? entry : null });
    }
    addSum(into, postWordCountKey(prefix, post.status), sign);
    addSum(into, [...SEARCH_BITS, prefix, bitWord(seq)], bit);
  }
  addSum(into, [...SEARCH_STATUS_BITS, post.status, bitWord(seq)], bit);
  const seqEntry: SeqEntry = {
    id: post.id,
    status: post.status,
    created: post.created_at,
    published: wordOrderKey(post, "published"),
    title,
  };
  into.sets.set(JSON.stringify(seqKey(seq)), { key: seqKey(seq), value: sign > 0 ? seqEntry : null });
}

/** True when `before` and `after` are indexed the same way. */
function sameIndex(before: SearchablePost, after: SearchablePost): boolean {
  return before.title === after.title && before.status === after.status && before.search_seq === after.search_seq &&
    WORD_ORDERS.every((order) => wordOrderKey(before, order) === wordOrderKey(after, order));
}

/**
 * Adds the word-index mutations turning `before` into `after` (null for
 * create or delete): keys only `before` has are deleted, counters and bitmaps
 * get their net change (none when unchanged).
 */
export function writeSearchWords(
  op: Deno.AtomicOperation,
  before: SearchablePost | null,
  after: SearchablePost | null,
): void {
  if (before && after && sameIndex(before, after)) return;
  const removed: PostIndex = { sets: new Map(), sums: new Map() };
  const added: PostIndex = { sets: new Map(), sums: new Map() };
  indexOf(before, -1n, removed);
  indexOf(after, 1n, added);
  for (const [name, { key }] of removed.sets) if (!added.sets.has(name)) op.delete(key);
  for (const { key, value } of added.sets.values()) op.set(key, value);
  for (const { key, delta } of removed.sums.values()) addSum(added, key, delta);
  for (const { key, delta } of added.sums.values()) {
    if (delta === 0n) continue;
    if (delta === 1n) op.sum(key, KV_ONE.value);
    else if (delta === -1n) op.sum(key, KV_MINUS_ONE.value);
    else op.sum(key, wrapDelta(delta));
  }
}

/** Posts per atomic operation while indexing an existing store. */
const REBUILD_BATCH = 10;

/** A process building the index renews its claim at least this often; an older claim is taken over. */
export const SEARCH_INDEX_LEASE_MS = 60_000;

/**
 * Indexes the titles of every post once per store and index version
 * (`run_once.ts`: the first process to claim the marker does it, others go
 * on; a claim left by a process that stopped while building goes stale and
 * the next start redoes the work). It first removes the keys of older
 * layouts, then gives each post without a search number one, in the same
 * operation as its words, unless the post changed since it was read (its own
 * write indexed it then).
 * Returns the number of posts indexed (0 when already done or claimed).
 */
export async function ensureSearchIndex(kv: Deno.Kv, now: () => number = Date.now): Promise<number> {
  const outcome = await runOnceWithLease(kv, {
    marker: SEARCH_INDEX_MARKER,
    leaseMs: SEARCH_INDEX_LEASE_MS,
    version: SEARCH_INDEX_VERSION,
    now,
    run: (renew) => indexEveryPost(kv, renew),
    summary: (posts) => ({ posts }),
  });
  return outcome.ran ? outcome.result : 0;
}

async function indexEveryPost(kv: Deno.Kv, renew: () => Promise<void>): Promise<number> {
  for (const prefix of LEGACY_SEARCH_PREFIXES) await deleteAll(kv, prefix);
  let indexed = 0;
  let start: Deno.KvKey | null = null;
  while (true) {
    const selector: Deno.KvListSelector = start ? { prefix: POSTS_PREFIX, start } : { prefix: POSTS_PREFIX };
    const batch: Deno.KvEntry<SearchablePost>[] = await listAll<SearchablePost>(kv, selector, { limit: REBUILD_BATCH });
    for (const entry of batch) indexed += await indexOne(kv, entry) ? 1 : 0;
    if (batch.length < REBUILD_BATCH) return indexed;
    await renew();
    start = [...batch[batch.length - 1].key, new Uint8Array()];
  }
}

/** Deletes every key under `prefix`. */
async function deleteAll(kv: Deno.Kv, prefix: Deno.KvKey): Promise<void> {
  while (true) {
    const entries = await listAll(kv, { prefix }, { limit: 500 });
    if (!entries.length) return;
    const op = kv.atomic();
    for (const entry of entries) op.delete(entry.key);
    await retryLocked(() => op.commit());
  }
}

/**
 * Gives one post a search number and writes its words, unless it has one
 * already or changed since `entry` was read (its own write indexed it then).
 */
async function indexOne(kv: Deno.Kv, entry: Deno.KvEntry<SearchablePost>): Promise<boolean> {
  if (entry.value.search_seq !== undefined) return false;
  const after: SearchablePost = { ...entry.value, search_seq: await allocateSearchSeq(kv) };
  const op = kv.atomic().check(entry).set(entry.key, after);
  writeSearchWords(op, null, after);
  return await commitOnce(op, true) !== null;
}
