/** KV keys of posts: records, the unique slug index, the list indexes and the per-status counters. */
import type { PostStatus } from "../schemas/post.ts";

/** Key prefix of post records. */
export const POSTS_PREFIX: Deno.KvKey = ["posts"];
/** Index of every post by creation: `[..., created_at, id]` → summary. */
export const POSTS_BY_CREATED: Deno.KvKey = ["posts_by_created"];
/** Index by status and creation: `[..., status, created_at, id]` → summary. */
export const POSTS_BY_STATUS_CREATED: Deno.KvKey = ["posts_by_status_created"];
/** Index by status and publication: `[..., status, sort key, id]` → summary. */
export const POSTS_BY_STATUS_PUBLISHED: Deno.KvKey = ["posts_by_status_published"];
/** Index by category: `[..., category_id, status, sort key, id]` → summary. */
export const POSTS_BY_CATEGORY: Deno.KvKey = ["posts_by_category"];

/** `["posts", id]`. */
export function postKey(id: string): Deno.KvKey {
  return [...POSTS_PREFIX, id];
}

/** `["posts_by_slug", slug]`. */
export function postSlugKey(slug: string): Deno.KvKey {
  return ["posts_by_slug", slug];
}

/** `["post_count", status]`. */
export function postCountKey(status: PostStatus): Deno.KvKey {
  return ["post_count", status];
}

/** Orders of the word index: by creation, or by publication (published_at, else created_at). */
export type WordOrder = "created" | "published";

/** Word index: `[..., order, word prefix, status, order key, id]` → folded title. */
export const POST_WORD_INDEX: Deno.KvKey = ["post_word_index"];
/** Matches per word prefix and status: `[..., prefix, status]` → KvU64. */
export const POST_WORD_COUNT: Deno.KvKey = ["post_word_count"];
/** Word keys of the first index (`["post_words", word, id]`), removed when a store is re-indexed. */
export const LEGACY_POST_WORDS: Deno.KvKey = ["post_words"];

/** The key listing every post with `status` whose title has a word beginning with `prefix`, in `order`. */
export function postWordPrefix(order: WordOrder, prefix: string, status: PostStatus): Deno.KvKey {
  return [...POST_WORD_INDEX, order, prefix, status];
}

/** `["post_word_count", prefix, status]`. */
export function postWordCountKey(prefix: string, status: PostStatus): Deno.KvKey {
  return [...POST_WORD_COUNT, prefix, status];
}
