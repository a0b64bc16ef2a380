/**
 * Everything public pages, admin lists, category pages and media "in use" checks read, as of one content version
 * (`lib/db/content_version.ts`): settings, menu items, categories with post counts, former permalink bases, a summary
 * of every post and which media each post, category and setting shows. Built whole and never changed afterwards
 * (`snapshot_holder.ts` keeps one per process and version).
 *
 * A build lists the creation index (every post's summary, written in the same atomic operation as the record, so with
 * the record's versionstamp), or after a recent build only the entries of the posts written since (`changed_posts.ts`),
 * and reads the record and content of the posts whose entry changed since the snapshot it starts from only; the others
 * are taken over as they were. Records and content are read after the index, so they are
 * never older than the entry they go with: a post written in between has a new entry versionstamp, and the next build
 * reads it again.
 */
import { listCategories, listFormerCategorySlugs } from "../db/categories.ts";
import { listAll } from "../db/kv.ts";
import { listMenuItems } from "../db/menu.ts";
import { type FormerBases, getFormerBases } from "../db/permalink_history.ts";
import { getManyBatched } from "../db/batched_get.ts";
import { type StoredPost, toPostRecord, toPostSummary } from "../db/post_indexes.ts";
import { contentChunkKey, decodeContent } from "../db/post_content.ts";
import { postKey, POSTS_PREFIX } from "../db/post_keys.ts";
import { getSettings } from "../db/settings.ts";
import { mediaKeyFromUrl } from "../media/keys.ts";
import type { Category, CategoryWithCount } from "../schemas/category.ts";
import type { MediaUsage } from "../schemas/media.ts";
import type { MenuItem } from "../schemas/menu.ts";
import type { Post, PostSummary } from "../schemas/post.ts";
import type { Settings } from "../schemas/settings.ts";
import { postExcerpt } from "../content/excerpt.ts";
import { categoryPostCounts } from "./category_counts.ts";
import { listPosts } from "./changed_posts.ts";
import { MEDIA_SETTINGS_FIELDS, mediaKeysInHtml } from "../media/media_places.ts";

/** Above this many changed posts a build reads every post's content in one scan rather than post by post. */
const SCAN_ABOVE = 100;

/** What the snapshot keeps of a post: its list summary, the fields lists filter on, and the media it shows. */
export interface SnapshotPost {
  summary: PostSummary;
  ingredients: readonly string[];
  prep_time: string;
  cook_time: string;
  /** The post's tags, when posts have them. */
  tags?: readonly string[];
  /** The card excerpt of a post with a blank excerpt: the start of its text (absent when the excerpt is set). */
  contentExcerpt?: string;
  /** Media keys of the featured image and of the content. */
  featuredKey: string | null;
  contentKeys: readonly string[];
  /** Versionstamp of the post's creation-index entry (the record's last write) this was read at. */
  versionstamp: string;
}

/** One content version's data. Shared by every request: never change it. */
export interface ContentSnapshot {
  /** The content version this was built for. */
  version: string;
  /** When this build started reading, and when the last full listing of posts it descends from did (epoch ms). */
  readAt: number;
  listedAt: number;
  settings: Settings;
  menu: readonly MenuItem[];
  /** Every category (active or not), by position then name. */
  allCategories: readonly Category[];
  /** Active categories with `post_count`: published posts linked to them or to an active sub-category, each once. */
  categories: readonly CategoryWithCount[];
  formerBases: FormerBases;
  /** The current slug of each category's former slugs (`lib/db/categories.ts`, category redirects). */
  formerCategorySlugs: ReadonlyMap<string, string>;
  /** Every post, oldest created first (then id). */
  posts: readonly SnapshotPost[];
  /** Posts by id. */
  byId: ReadonlyMap<string, SnapshotPost>;
  /** Summaries of every post, oldest created first (then id). */
  summaries: readonly PostSummary[];
  /** Summaries of every post, oldest publication (published_at, else created_at) first (then id). */
  byPublication: readonly PostSummary[];
  /** Published posts, oldest publication first (then id). */
  published: readonly PostSummary[];
  /** Published posts by slug. */
  publishedBySlug: ReadonlyMap<string, PostSummary>;
  /** The posts linked to each category (any status), oldest publication first (then id). */
  byCategory: ReadonlyMap<string, readonly PostSummary[]>;
  /** Every media key shown anywhere, with the places showing it. */
  mediaUsage: ReadonlyMap<string, readonly MediaUsage[]>;
}

/**
 * The snapshot of the store as of `version` (read now), taking over unchanged posts from `previous`; `now` is the
 * wall clock of the post journal (epoch milliseconds).
 */
export async function buildContentSnapshot(
  kv: Deno.Kv,
  version: string,
  previous: ContentSnapshot | null,
  now: () => number = Date.now,
): Promise<ContentSnapshot> {
  const readAt = now();
  const [settings, menu, allCategories, formerBases, { listed, full }, formerCategorySlugs] = await Promise.all([
    getSettings(kv).then((read) => read.settings),
    listMenuItems(kv),
    listCategories(kv, { includeInactive: true }),
    getFormerBases(kv),
    listPosts(kv, previous, readAt),
    listFormerCategorySlugs(kv),
  ]);
  const posts: SnapshotPost[] = [];
  const stale = new Map<string, string>();
  for (const { value, versionstamp } of listed) {
    const known = previous?.byId.get(value.id);
    if (known && known.versionstamp === versionstamp) posts.push(known);
    else stale.set(value.id, versionstamp);
  }
  const records = await readRecords(kv, stale);
  const contents = await readContents(kv, records);
  for (const record of records) {
    const post = { ...toPostRecord(record), content: contents.get(record.id) ?? "" };
    posts.push(snapshotPost(post, stale.get(record.id)!));
  }
  posts.sort((a, b) => compareOrder(a.summary.created_at, a.summary.id, b.summary.created_at, b.summary.id));
  const summaries = posts.map((post) => post.summary);
  const byPublication = [...summaries]
    .sort((a, b) => compareOrder(a.published_at ?? a.created_at, a.id, b.published_at ?? b.created_at, b.id));
  const published = byPublication.filter((summary) => summary.status === "published");
  const byCategory = new Map<string, PostSummary[]>();
  for (const summary of byPublication) {
    for (const id of new Set(summary.category_ids)) {
      const list = byCategory.get(id);
      if (list) list.push(summary);
      else byCategory.set(id, [summary]);
    }
  }
  // Counted over the active categories only, as a parent's page lists its active subtree.
  const active = allCategories.filter((category) => category.is_active === 1);
  const counts = categoryPostCounts(active, published);
  const categories = active.map((category) => ({ ...category, post_count: counts.get(category.id) ?? 0 }));
  return deepFreeze({
    version,
    readAt,
    listedAt: full ? readAt : previous!.listedAt,
    settings,
    menu,
    allCategories,
    categories,
    formerBases,
    formerCategorySlugs,
    posts,
    byId: new Map(posts.map((post) => [post.summary.id, post])),
    summaries,
    byPublication,
    published,
    publishedBySlug: new Map(published.map((summary) => [summary.slug, summary])),
    byCategory,
    mediaUsage: mediaUsageOf(posts, allCategories, settings),
  });
}

/** What the snapshot keeps of `post`. */
export function snapshotPost(post: Post, versionstamp: string): SnapshotPost {
  const tags = (post as { tags?: unknown }).tags;
  return {
    summary: toPostSummary(post),
    ingredients: post.ingredients,
    prep_time: post.prep_time,
    cook_time: post.cook_time,
    ...(Array.isArray(tags) ? { tags: tags.map(String) } : {}),
    ...(post.excerpt.trim() ? {} : { contentExcerpt: postExcerpt(post) }),
    featuredKey: post.featured_image ? mediaKeyFromUrl(post.featured_image) : null,
    contentKeys: [...mediaKeysInHtml(post.content)],
    versionstamp,
  };
}

/** The records of the posts `stale` names (all of them listed in one scan when there are many; deleted ones left out). */
async function readRecords(kv: Deno.Kv, stale: ReadonlyMap<string, string>): Promise<StoredPost[]> {
  if (stale.size > SCAN_ABOVE) {
    const entries = await listAll<StoredPost>(kv, { prefix: POSTS_PREFIX });
    return entries.map((entry) => entry.value).filter((record) => stale.has(record.id));
  }
  const entries = await getManyBatched<StoredPost>(kv, [...stale.keys()].map(postKey));
  return entries.flatMap((entry) => entry.value ? [entry.value] : []);
}

/** The content of each of `records` ("" when incomplete: the post is being deleted or rewritten). */
async function readContents(kv: Deno.Kv, records: readonly StoredPost[]): Promise<Map<string, string>> {
  const chunks = new Map<string, (Uint8Array | null)[]>();
  if (records.length > SCAN_ABOVE) {
    for (const entry of await listAll<Uint8Array>(kv, { prefix: contentChunkKey("", 0).slice(0, 1) })) {
      const [, id, n] = entry.key as [string, string, number];
      const list = chunks.get(id) ?? [];
      list[n] = entry.value;
      chunks.set(id, list);
    }
  } else {
    const keys = records.flatMap((record) =>
      Array.from({ length: record.content_chunks }, (_, n) => contentChunkKey(record.id, n))
    );
    const entries = await getManyBatched<Uint8Array>(kv, keys);
    entries.forEach((entry, i) => {
      const [, id, n] = keys[i] as [string, string, number];
      const list = chunks.get(id) ?? [];
      list[n] = entry.value;
      chunks.set(id, list);
    });
  }
  const contents = new Map<string, string>();
  for (const value of records) {
    try {
      contents.set(
        value.id,
        decodeContent(Array.from(chunks.get(value.id) ?? [], (c) => c ?? null), value.content_chunks),
      );
    } catch {
      contents.set(value.id, "");
    }
  }
  return contents;
}

/** Orders by `key`, then `id`. */
export function compareOrder(keyA: string, idA: string, keyB: string, idB: string): number {
  return keyA < keyB ? -1 : keyA > keyB ? 1 : idA < idB ? -1 : idA > idB ? 1 : 0;
}

/** Every media key shown by a post, a category or a setting, with the places showing it. */
function mediaUsageOf(
  posts: readonly SnapshotPost[],
  categories: readonly Category[],
  settings: Settings,
): Map<string, MediaUsage[]> {
  const usage = new Map<string, MediaUsage[]>();
  const add = (key: string | null, place: MediaUsage) => {
    if (!key) return;
    const places = usage.get(key);
    if (places) places.push(place);
    else usage.set(key, [place]);
  };
  for (const { summary, featuredKey, contentKeys } of posts) {
    add(featuredKey, { type: "post", id: summary.id, title: summary.title, field: "featured_image" });
    for (const key of contentKeys) add(key, { type: "post", id: summary.id, title: summary.title, field: "content" });
  }
  for (const category of categories) {
    const place = { type: "category", id: category.id, title: category.name } as const;
    add(category.card_image ? mediaKeyFromUrl(category.card_image) : null, { ...place, field: "card_image" });
    add(category.header_image ? mediaKeyFromUrl(category.header_image) : null, { ...place, field: "header_image" });
  }
  for (const field of MEDIA_SETTINGS_FIELDS) {
    const url = settings[field];
    add(url ? mediaKeyFromUrl(url) : null, { type: "settings", id: field, title: field, field });
  }
  return usage;
}

/** Freezes `value` and every plain object, array and map inside it. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (value instanceof Map) {
    for (const item of value.values()) deepFreeze(item);
  } else {
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
