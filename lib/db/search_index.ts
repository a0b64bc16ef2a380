/**
 * The title word index, written in the same atomic operation as the post, so
 * a search reads one ordered page of keys instead of every match:
 *
 * - `["post_word_index", order, prefix, status, order key, id]` → {@link WordEntry},
 *   for each order ("created", "published") and each beginning (1 to
 *   {@link MAX_PREFIX} letters) of each word of the title;
 * - `["post_word_count", prefix, status]` → how many posts those keys list.
 *
 * Words are the title folded to lower case without accents ("Plátanos" →
 * "platanos") and split on anything that is not a letter or digit. Stores
 * indexed before (or by an older version of) this index are re-indexed once
 * on start ({@link ensureSearchIndex}).
 */
import type { PostRecord } from "../schemas/post.ts";
import { normalizeForSearch } from "../text/slug.ts";
import { KV_MINUS_ONE, KV_ONE, listAll, retryLocked } from "./kv.ts";
import { LEGACY_POST_WORDS, POSTS_PREFIX, postWordCountKey, postWordPrefix, type WordOrder } from "./post_keys.ts";
import { commitOnce } from "./write.ts";

/** What a word key holds: the folded title, for matching the other words of a query. */
export interface WordEntry {
  title: string;
}

/** Longest word beginning indexed; longer query words use their first {@link MAX_PREFIX} letters and a title check. */
export const MAX_PREFIX = 10;

/**
 * Most word beginnings one post is listed under: a longer title (hundreds of
 * distinct words) is listed under {@link OVERFLOW_PREFIX} instead, keeping a
 * title change inside one atomic operation's mutation limit.
 */
export const MAX_PREFIXES_PER_POST = 120;

/** The beginning listing posts with too many words; every search also checks these titles. */
export const OVERFLOW_PREFIX = "";

/** The orders the index keeps. */
export const WORD_ORDERS: readonly WordOrder[] = ["created", "published"];

/** Marker of a store whose existing posts have been indexed, and by which index version. */
export const SEARCH_INDEX_MARKER: Deno.KvKey = ["meta", "search_index"];

/** Version of the index layout; a store marked with an older one is re-indexed. */
export const SEARCH_INDEX_VERSION = 2;

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

/** The beginnings `title` is listed under: its own, or {@link OVERFLOW_PREFIX} when there are too many. */
export function indexedPrefixes(title: string): string[] {
  const prefixes = titlePrefixes(title);
  return prefixes.length > MAX_PREFIXES_PER_POST ? [OVERFLOW_PREFIX] : prefixes;
}

/** The order key of `post` in `order`. */
export function wordOrderKey(post: PostRecord, order: WordOrder): string {
  return order === "created" ? post.created_at : post.published_at ?? post.created_at;
}

function wordKeys(post: PostRecord, prefix: string): Deno.KvKey[] {
  return WORD_ORDERS.map((
    order,
  ) => [...postWordPrefix(order, prefix, post.status), wordOrderKey(post, order), post.id]);
}

/** True when `before` and `after` are listed under the same word keys with the same values. */
function sameWordKeys(before: PostRecord, after: PostRecord): boolean {
  return before.title === after.title && before.status === after.status &&
    WORD_ORDERS.every((order) => wordOrderKey(before, order) === wordOrderKey(after, order));
}

/** Adds the word-index mutations turning `before` into `after` (null for create or delete). */
export function writeSearchWords(
  op: Deno.AtomicOperation,
  before: PostRecord | null,
  after: PostRecord | null,
): void {
  if (before && after && sameWordKeys(before, after)) return;
  if (before) {
    for (const prefix of indexedPrefixes(before.title)) {
      for (const key of wordKeys(before, prefix)) op.delete(key);
      op.sum(postWordCountKey(prefix, before.status), KV_MINUS_ONE.value);
    }
  }
  if (after) {
    const entry: WordEntry = { title: normalizeForSearch(after.title) };
    for (const prefix of indexedPrefixes(after.title)) {
      for (const key of wordKeys(after, prefix)) op.set(key, entry);
      op.sum(postWordCountKey(prefix, after.status), KV_ONE.value);
    }
  }
}

/** Posts per atomic operation while indexing an existing store. */
const REBUILD_BATCH = 10;

/** A process building the index renews its claim at least this often; an older claim is taken over. */
export const SEARCH_INDEX_LEASE_MS = 60_000;

/**
 * Indexes the titles of every post once per store and index version: the
 * first process to claim the marker does it (others go on); a claim left by a
 * process that stopped while building goes stale and the next start redoes the
 * work. It first removes
 * the keys of the older index, then writes each post's words unless the post
 * changed since it was read (its own write indexed it then).
 * Returns the number of posts indexed (0 when already done or claimed).
 */
export async function ensureSearchIndex(kv: Deno.Kv, now: () => number = Date.now): Promise<number> {
  const marker = await retryLocked(() =>
    kv.get<{ version?: number; state?: string; at?: string }>(SEARCH_INDEX_MARKER)
  );
  const value = marker.value;
  if (marker.versionstamp && (value?.version ?? 1) >= SEARCH_INDEX_VERSION) {
    const building = value?.state === "building";
    if (!building || now() - Date.parse(value?.at ?? "") < SEARCH_INDEX_LEASE_MS) return 0;
  }
  const claim = kv.atomic().check(marker)
    .set(SEARCH_INDEX_MARKER, { state: "building", version: SEARCH_INDEX_VERSION, at: new Date().toISOString() });
  if (await commitOnce(claim) === null) return 0;
  await deleteAll(kv, LEGACY_POST_WORDS);
  let indexed = 0;
  let start: Deno.KvKey | null = null;
  while (true) {
    const selector: Deno.KvListSelector = start ? { prefix: POSTS_PREFIX, start } : { prefix: POSTS_PREFIX };
    const batch: Deno.KvEntry<PostRecord>[] = await listAll<PostRecord>(kv, selector, { limit: REBUILD_BATCH });
    for (const entry of batch) indexed += await indexOne(kv, entry) ? 1 : 0;
    if (batch.length < REBUILD_BATCH) break;
    await retryLocked(() =>
      kv.set(SEARCH_INDEX_MARKER, { state: "building", version: SEARCH_INDEX_VERSION, at: new Date().toISOString() })
    );
    start = [...batch[batch.length - 1].key, new Uint8Array()];
  }
  await retryLocked(() =>
    kv.set(SEARCH_INDEX_MARKER, {
      state: "done",
      version: SEARCH_INDEX_VERSION,
      at: new Date().toISOString(),
      posts: indexed,
    })
  );
  return indexed;
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
 * Writes one post's words unless the post changed since `entry` was read, or
 * its first word key already exists (a write since the claim indexed it).
 */
async function indexOne(kv: Deno.Kv, entry: Deno.KvEntry<PostRecord>): Promise<boolean> {
  const op = kv.atomic().check(entry);
  const [first] = indexedPrefixes(entry.value.title);
  if (first !== undefined) op.check({ key: wordKeys(entry.value, first)[0], versionstamp: null });
  writeSearchWords(op, null, entry.value);
  return await commitOnce(op) !== null;
}
