/** KV keys of posts: records, the unique slug and title indexes, the list indexes and the per-status counters. */
import type { PostStatus } from "../schemas/post.ts";
import { normalizeForSearch } from "../text/slug.ts";

/** Key prefix of post records. */
export const POSTS_PREFIX: Deno.KvKey = ["posts"];
/** Index of every post by creation: `[..., created_at, id]` → summary. */
export const POSTS_BY_CREATED: Deno.KvKey = ["posts_by_created"];
/** Index by category: `[..., category_id, status, sort key, id]` → summary. */
export const POSTS_BY_CATEGORY: Deno.KvKey = ["posts_by_category"];

/** Index of scheduled drafts: `[..., scheduled_at, id]` → id (`scheduled_posts.ts`). */
export const POSTS_SCHEDULED: Deno.KvKey = ["posts_scheduled"];

/** `["posts", id]`. */
export const postKey = (id: string): Deno.KvKey => [...POSTS_PREFIX, id];

/** `["posts_by_slug", slug]`. */
export const postSlugKey = (slug: string): Deno.KvKey => ["posts_by_slug", slug];

/** Key prefix of the unique title index. */
export const POSTS_BY_TITLE: Deno.KvKey = ["posts_by_title"];

/** The form of a title two posts may not share: lower case, accents removed, spaces collapsed ("Rópa  Viejá" → "ropa vieja"). */
export function titleIndexForm(title: string): string {
  return normalizeForSearch(title);
}

/** `["posts_by_title", title in its index form]`. */
export const postTitleKey = (title: string): Deno.KvKey => [...POSTS_BY_TITLE, titleIndexForm(title)];

/** `["post_count", status]`. */
export const postCountKey = (status: PostStatus): Deno.KvKey => ["post_count", status];
