/**
 * The title word index: one key per word of each post's title, written in the
 * same atomic operation as the post, so searches never scan the posts.
 *
 * - `["post_words", word, post_id]` → {@link WordEntry}
 *
 * Words are the title folded to lower case without accents ("Plátanos" →
 * "platanos") and split on anything that is not a letter or digit. A query
 * word matches a title word it begins ("pla" → "platanos"). Stores written
 * before the index existed are indexed once on start ({@link ensureSearchIndex}).
 */
import type { PostRecord, PostStatus } from "../schemas/post.ts";
import { normalizeForSearch } from "../text/slug.ts";
import { listAll, retryLocked } from "./kv.ts";
import { POSTS_PREFIX } from "./post_keys.ts";
import { commitOnce } from "./write.ts";

/** First key part of the word index. */
export const POST_WORDS = "post_words";

/** What a word key holds: enough to filter, order and find the post's summary without reading the post. */
export interface WordEntry {
  status: PostStatus;
  created_at: string;
  /** Order key of the publication-ordered indexes (published_at, else created_at). */
  sort_key: string;
  /** The folded title, for matching the other words of a query. */
  title: string;
}

/** Marker of a store whose existing posts have been indexed. */
export const SEARCH_INDEX_MARKER: Deno.KvKey = ["meta", "search_index"];

/** The distinct folded words of `text`. */
export function searchWords(text: string): string[] {
  return [...new Set(normalizeForSearch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
}

function wordEntry(post: PostRecord): WordEntry {
  return {
    status: post.status,
    created_at: post.created_at,
    sort_key: post.published_at ?? post.created_at,
    title: normalizeForSearch(post.title),
  };
}

/** Adds the word-index mutations turning `before` into `after` (null for create or delete). */
export function writeSearchWords(
  op: Deno.AtomicOperation,
  before: PostRecord | null,
  after: PostRecord | null,
): void {
  const words = after ? searchWords(after.title) : [];
  if (before) {
    const kept = new Set(words);
    for (const word of searchWords(before.title)) if (!kept.has(word)) op.delete([POST_WORDS, word, before.id]);
  }
  if (after) {
    const entry = wordEntry(after);
    for (const word of words) op.set([POST_WORDS, word, after.id], entry);
  }
}

/** Posts per atomic operation while indexing an existing store. */
const REBUILD_BATCH = 10;

/**
 * Indexes the titles of every post once per store: the first process to
 * claim the marker does it (others go on), checking each post's versionstamp
 * so a post changed meanwhile keeps the words its own write gave it.
 * Returns the number of posts indexed (0 when already done or claimed).
 */
export async function ensureSearchIndex(kv: Deno.Kv): Promise<number> {
  const marker = await retryLocked(() => kv.get(SEARCH_INDEX_MARKER));
  if (marker.versionstamp) return 0;
  const claim = kv.atomic().check({ key: SEARCH_INDEX_MARKER, versionstamp: null })
    .set(SEARCH_INDEX_MARKER, { state: "building", at: new Date().toISOString() });
  if (await commitOnce(claim) === null) return 0;
  let indexed = 0;
  let start: Deno.KvKey | null = null;
  while (true) {
    const selector: Deno.KvListSelector = start ? { prefix: POSTS_PREFIX, start } : { prefix: POSTS_PREFIX };
    const batch: Deno.KvEntry<PostRecord>[] = await listAll<PostRecord>(kv, selector, { limit: REBUILD_BATCH });
    for (const entry of batch) indexed += await indexOne(kv, entry) ? 1 : 0;
    if (batch.length < REBUILD_BATCH) break;
    start = [...batch[batch.length - 1].key, new Uint8Array()];
  }
  await retryLocked(() => kv.set(SEARCH_INDEX_MARKER, { state: "done", at: new Date().toISOString(), posts: indexed }));
  return indexed;
}

/** Writes one post's words unless the post changed since `entry` was read (its own write indexed it then). */
async function indexOne(kv: Deno.Kv, entry: Deno.KvEntry<PostRecord>): Promise<boolean> {
  const op = kv.atomic().check(entry);
  writeSearchWords(op, null, entry.value);
  return await commitOnce(op) !== null;
}
