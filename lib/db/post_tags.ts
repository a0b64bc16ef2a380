/**
 * The tag index: which posts carry a tag, found by the tag's address form (`tagSlug`, as in `/tag/<slug>`), kept in
 * the same atomic operation as the post (`writePostIndexes`), so a tag page never lists a post that lost the tag.
 *
 * - `["posts_by_tag", slug, status, published_at || created_at, id]` → {@link TaggedPost}
 * - `["tag_post_count", slug, status]` → KvU64
 */
import { type PostRecord, type PostStatus, type PostSummary, tagSlug } from "../schemas/post.ts";
import { KV_MINUS_ONE, KV_ONE, listAll, readCounter } from "./kv.ts";
import { pageSize } from "./list_page.ts";

/** Index of posts by tag: `[..., slug, status, sort key, id]` → {@link TaggedPost}. */
export const POSTS_BY_TAG: Deno.KvKey = ["posts_by_tag"];
/** Posts per tag and status: `[..., slug, status]` → KvU64. */
export const TAG_POST_COUNT: Deno.KvKey = ["tag_post_count"];

/** A tag index entry: the post's summary and the tag as this post writes it ("Yuca"). */
export type TaggedPost = PostSummary & { tag: string };

/** `["tag_post_count", slug, status]`. */
export const tagPostCountKey = (slug: string, status: PostStatus): Deno.KvKey => [...TAG_POST_COUNT, slug, status];

/** The post's tags by address form (the schema keeps one tag per address; the first wins here too). */
function tagsBySlug(post: PostRecord): Map<string, string> {
  const out = new Map<string, string>();
  for (const tag of post.tags ?? []) {
    const slug = tagSlug(tag);
    if (slug && !out.has(slug)) out.set(slug, tag);
  }
  return out;
}

const entryKey = (
  post: PostRecord,
  slug: string,
  sortKey: string,
): Deno.KvKey => [...POSTS_BY_TAG, slug, post.status, sortKey, post.id];

/**
 * Adds the tag index and counter mutations turning `before` into `after` (null for create or delete); `summary`
 * is `after`'s list projection, `sortKey` a post's publication order key.
 */
export function writeTagIndexes(
  op: Deno.AtomicOperation,
  before: PostRecord | null,
  after: PostRecord | null,
  summary: PostSummary | null,
  sortKey: (post: PostRecord) => string,
): void {
  const next = new Map<string, { key: Deno.KvKey; tag: string }>();
  if (after) {
    for (const [slug, tag] of tagsBySlug(after)) {
      const key = entryKey(after, slug, sortKey(after));
      next.set(JSON.stringify(key), { key, tag });
    }
  }
  if (before) {
    for (const slug of tagsBySlug(before).keys()) {
      const key = entryKey(before, slug, sortKey(before));
      if (!next.has(JSON.stringify(key))) op.delete(key);
    }
  }
  for (const { key, tag } of next.values()) op.set(key, { ...summary!, tag } satisfies TaggedPost);

  const deltas = new Map<string, { key: Deno.KvKey; n: number }>();
  const count = (post: PostRecord | null, n: number) => {
    if (!post) return;
    for (const slug of tagsBySlug(post).keys()) {
      const key = tagPostCountKey(slug, post.status);
      const entry = deltas.get(JSON.stringify(key)) ?? { key, n: 0 };
      entry.n += n;
      deltas.set(JSON.stringify(key), entry);
    }
  };
  count(before, -1);
  count(after, 1);
  for (const { key, n } of deltas.values()) {
    if (n !== 0) op.sum(key, (n > 0 ? KV_ONE : KV_MINUS_ONE).value);
  }
}

/** One page of a tag's published posts, the tag as the newest of them writes it, and how many there are. */
export interface TagPage {
  /** The tag's text from the first post listed, or null when the page is empty. */
  tag: string | null;
  posts: PostSummary[];
  total: number;
}

/**
 * Page `page` (from 1, `limit` a page, at most 100) of the published posts tagged `slug`, newest first; a page past
 * the last reads no entries.
 */
export async function listPublishedByTag(kv: Deno.Kv, slug: string, page: number, limit: number): Promise<TagPage> {
  const size = pageSize(limit, 100);
  const skip = (Math.max(1, Math.floor(page)) - 1) * size;
  const total = await readCounter(kv, tagPostCountKey(slug, "published"));
  if (skip >= total) return { tag: null, posts: [], total };
  const entries = await listAll<TaggedPost>(kv, { prefix: [...POSTS_BY_TAG, slug, "published"] }, {
    reverse: true,
    limit: skip + size,
  });
  const listed = entries.slice(skip).map((entry) => entry.value);
  return { tag: listed[0]?.tag ?? null, posts: listed.map(({ tag: _, ...post }) => post), total };
}
