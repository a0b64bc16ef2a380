/** KV keys of posts: records, the unique slug and title indexes, the list indexes and the per-status counters. */
import type { PostStatus } from "../schemas/post.ts";
import { normalizeForSearch } from "../text/slug.ts";

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

/** Index of scheduled drafts: `[..., scheduled_at, id]` → id (`scheduled_posts.ts`). */
export const POSTS_SCHEDULED: Deno.KvKey = ["posts_scheduled"];

/** `["posts", id]`. */
export function postKey(id: string): Deno.KvKey {
  return [...POSTS_PREFIX, id];
}

/** `["posts_by_slug", slug]`. */
export function postSlugKey(slug: string): Deno.KvKey {
  return ["posts_by_slug", slug];
}

/** Key prefix of the unique title index. */
export const POSTS_BY_TITLE: Deno.KvKey = ["posts_by_title"];

/** The form of a title two posts may not share: lower case, accents removed, spaces collapsed ("Rópa  Viejá" → "ropa vieja"). */
export function titleIndexForm(title: string): string {
  return normalizeForSearch(title);
}

/** `["posts_by_title", title in its index form]`. */
export function postTitleKey(title: string): Deno.KvKey {
  return [...POSTS_BY_TITLE, titleIndexForm(title)];
}

/** `["post_count", status]`. */
export function postCountKey(status: PostStatus): Deno.KvKey {
  return ["post_count", status];
}

/** Orders of the word index: by creation, or by publication (published_at, else created_at). */
export type WordOrder = "created" | "published";

/** Word index: `[..., order, word prefix, status, order key, id]` → {seq, folded title}. */
export const SEARCH_WORDS: Deno.KvKey = ["search_words"];
/** Matches per word prefix and status: `[..., prefix, status]` → KvU64. */
export const SEARCH_COUNT: Deno.KvKey = ["search_count"];
/** Posts (any status) per word prefix as a bitmap of search numbers: `[..., prefix, word]` → KvU64 (64 posts). */
export const SEARCH_BITS: Deno.KvKey = ["search_bits"];
/** Posts per status as a bitmap of search numbers: `[..., status, word]` → KvU64. */
export const SEARCH_STATUS_BITS: Deno.KvKey = ["search_status_bits"];
/** The post behind a search number: `[..., seq]` → its id, status, order keys and folded title. */
export const SEARCH_SEQ: Deno.KvKey = ["search_seq"];
/** Next block of 64 search numbers not yet handed to a process. */
export const SEARCH_SEQ_NEXT: Deno.KvKey = ["meta", "search_seq_next"];

/** Keys of the earlier index layouts, removed when a store is re-indexed. */
export const LEGACY_SEARCH_PREFIXES: readonly Deno.KvKey[] = [["post_words"], ["post_word_index"], ["post_word_count"]];

/** The key listing every post with `status` whose title has a word beginning with `prefix`, in `order`. */
export function postWordPrefix(order: WordOrder, prefix: string, status: PostStatus): Deno.KvKey {
  return [...SEARCH_WORDS, order, prefix, status];
}

/** `["search_count", prefix, status]`. */
export function postWordCountKey(prefix: string, status: PostStatus): Deno.KvKey {
  return [...SEARCH_COUNT, prefix, status];
}
