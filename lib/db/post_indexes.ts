/**
 * KV layout of posts besides content: the record key, the unique slug index,
 * the list indexes holding {@link PostSummary} values, and the counters. The
 * functions here add the mutations that move a post from one state to the
 * next; callers add the checks and commit.
 *
 * - `["posts", id]` → {@link StoredPost}
 * - `["posts_by_slug", slug]` → id
 * - `["posts_by_created", created_at, id]` → summary
 * - `["posts_by_category", categoryId, status, published_at || created_at, id]` → summary
 * - `["posts_scheduled", scheduled_at, id]` → id, for drafts with a publication time
 * - `["post_count", status]` and `["category_post_count", categoryId, status]` → KvU64
 * - the tag index and its counters (`post_tags.ts`)
 */
import { serialize } from "node:v8";
import { PayloadTooLargeError } from "../errors.ts";
import type { PostRecord, PostSummary } from "../schemas/post.ts";
import { normalizeForSearch } from "../text/slug.ts";
import { categoryPostCountKey } from "./category_keys.ts";
import { KV_MINUS_ONE, KV_ONE } from "./kv.ts";
import {
  postCountKey,
  postKey,
  POSTS_BY_CATEGORY,
  POSTS_BY_CREATED,
  POSTS_SCHEDULED,
  postSlugKey,
} from "./post_keys.ts";
import { writeTagIndexes } from "./post_tags.ts";
import { writePostChange } from "./post_changes.ts";

/** What `["posts", id]` holds: the post without content, plus how many content chunks it owns. */
export interface StoredPost extends PostRecord {
  content_chunks: number;
  /** Left in records by the former KV title index: ignored, and dropped when read (`toPostRecord`). */
  search_seq?: number;
}

export { postCountKey, postKey, postSlugKey } from "./post_keys.ts";

/** Largest serialized record (KV values are limited to 64 KiB). */
export const MAX_RECORD_BYTES = 60_000;

/** Order key of the publication-ordered indexes: published_at, or created_at when never published. */
export function postSortKey(post: PostRecord): string {
  return post.published_at ?? post.created_at;
}

/** The list projection of a post. */
export function toPostSummary(post: PostRecord): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    status: post.status,
    content_type: post.content_type,
    featured_image: post.featured_image,
    author_name: post.author_name,
    created_at: post.created_at,
    updated_at: post.updated_at,
    published_at: post.published_at,
    ...(post.scheduled_at ? { scheduled_at: post.scheduled_at } : {}),
    category_ids: post.category_ids,
    total_time: post.total_time,
    rating_value: post.rating_value,
    rating_count: post.rating_count,
    title_search: normalizeForSearch(post.title),
  };
}

/** Every list-index key a post in this state owns. */
export function postIndexKeys(post: PostRecord): Deno.KvKey[] {
  const sortKey = postSortKey(post);
  return [
    [...POSTS_BY_CREATED, post.created_at, post.id],
    ...post.category_ids.map((categoryId) => [...POSTS_BY_CATEGORY, categoryId, post.status, sortKey, post.id]),
  ];
}

/**
 * A post's publication fields as a write leaves them: a published post gets `published_at` the first time (`now`)
 * and loses its schedule; a draft keeps both.
 */
export function settlePublication(post: PostRecord, now: string): void {
  if (post.status !== "published") return;
  post.published_at ||= now;
  post.scheduled_at = null;
}

/** The scheduled-draft index key of a post in this state, or null when it is not a scheduled draft. */
export function scheduledPostKey(post: PostRecord): Deno.KvKey | null {
  return post.status === "draft" && post.scheduled_at ? [...POSTS_SCHEDULED, post.scheduled_at, post.id] : null;
}

/** Drops storage bookkeeping from a stored record. */
export function toPostRecord(stored: StoredPost): PostRecord {
  const { content_chunks: _, search_seq: _seq, ...record } = stored;
  return record;
}

/** Throws {@link PayloadTooLargeError} when the record would not fit in one KV value. */
export function assertRecordFits(record: StoredPost): void {
  const size = serialize(record).length;
  if (size > MAX_RECORD_BYTES) {
    throw new PayloadTooLargeError(
      `Post fields other than the content are too large: ${size} bytes (maximum ${MAX_RECORD_BYTES} bytes)`,
    );
  }
}

/**
 * Adds the record, slug, index, tag and counter mutations turning `before` into
 * `after` (null for create or delete). Category counters are only touched for
 * ids in `liveCategories`: categories that exist, whose versionstamps the
 * caller checks in the same operation.
 */
export function writePostIndexes(
  op: Deno.AtomicOperation,
  before: StoredPost | null,
  after: StoredPost | null,
  liveCategories: ReadonlySet<string>,
): void {
  const id = (after ?? before)!.id;
  if (after) op.set(postKey(id), after);
  else op.delete(postKey(id));

  if (before && before.slug !== after?.slug) op.delete(postSlugKey(before.slug));
  if (after && after.slug !== before?.slug) op.set(postSlugKey(after.slug), id);

  const newKeys = after ? postIndexKeys(after) : [];
  const kept = new Set(newKeys.map((key) => JSON.stringify(key)));
  for (const key of before ? postIndexKeys(before) : []) {
    if (!kept.has(JSON.stringify(key))) op.delete(key);
  }
  const summary = after ? toPostSummary(after) : null;
  if (summary) { for (const key of newKeys) op.set(key, summary); }
  const scheduledBefore = before && scheduledPostKey(before);
  const scheduledAfter = after && scheduledPostKey(after);
  if (scheduledBefore && JSON.stringify(scheduledBefore) !== JSON.stringify(scheduledAfter)) op.delete(scheduledBefore);
  if (scheduledAfter) op.set(scheduledAfter, id);
  writePostChange(op, id, after?.created_at ?? null);
  writeTagIndexes(op, before, after, summary, postSortKey);

  const deltas = new Map<string, { key: Deno.KvKey; n: number }>();
  const count = (post: StoredPost | null, n: number) => {
    if (!post) return;
    const keys = [postCountKey(post.status)];
    for (const categoryId of post.category_ids) {
      if (liveCategories.has(categoryId)) keys.push(categoryPostCountKey(categoryId, post.status));
    }
    for (const key of keys) {
      const name = JSON.stringify(key);
      const entry = deltas.get(name) ?? { key, n: 0 };
      entry.n += n;
      deltas.set(name, entry);
    }
  };
  count(before, -1);
  count(after, 1);
  for (const { key, n } of deltas.values()) {
    if (n !== 0) op.sum(key, (n > 0 ? KV_ONE : KV_MINUS_ONE).value);
  }
}
