/** KV keys of categories, their slug index, post counters and slug redirects. */
import type { PostStatus } from "../schemas/post.ts";

/** Key prefix of category records. */
export const CATEGORIES_PREFIX: Deno.KvKey = ["categories"];
/** Key prefix of category slug redirects. */
export const CATEGORY_REDIRECTS_PREFIX: Deno.KvKey = ["category_redirects"];

/** `["categories", id]` → Category. */
export const categoryKey = (id: string): Deno.KvKey => [...CATEGORIES_PREFIX, id];

/** `["categories_by_slug", slug]` → category id (unique). */
export const categorySlugKey = (slug: string): Deno.KvKey => ["categories_by_slug", slug];

/** Key prefix of the per-category post counters. */
export const CATEGORY_POST_COUNT_PREFIX: Deno.KvKey = ["category_post_count"];

/** `["category_post_count", categoryId, status]` → KvU64 number of linked posts in that status. */
export const categoryPostCountKey = (
  categoryId: string,
  status: PostStatus,
): Deno.KvKey => ["category_post_count", categoryId, status];

/** `["category_redirects", id]` → CategoryRedirect. */
export const categoryRedirectKey = (id: string): Deno.KvKey => [...CATEGORY_REDIRECTS_PREFIX, id];

/** `["category_redirects_by_old_slug", oldSlug]` → redirect id (one redirect per old slug). */
export const categoryRedirectSlugKey = (oldSlug: string): Deno.KvKey => ["category_redirects_by_old_slug", oldSlug];

/**
 * `["category_write_lock"]`: rewritten by every category write and checked by
 * it, so category writes (which validate slugs, parents and redirects across
 * the whole small set) never interleave.
 */
export const CATEGORY_WRITE_LOCK_KEY: Deno.KvKey = ["category_write_lock"];
