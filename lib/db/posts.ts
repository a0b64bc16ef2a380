/**
 * Posts on Deno KV. Each write is one atomic operation holding the record,
 * its content chunks, slug, title and list indexes, and counters, guarded by
 * versionstamp checks on the record, the slug, the title and every linked category.
 * Reads return the record's versionstamp for optimistic concurrency.
 * Lists are read from the content snapshot (`lib/snapshot/post_listing.ts`).
 */
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { newId } from "../ids.ts";
import {
  type Post,
  POST_DEFAULTS,
  type PostAuthor,
  type PostAuthorChange,
  type PostCreate,
  type PostPatch,
  type PostSummary,
  TITLE_SLUG_REQUIRED,
} from "../schemas/post.ts";
import { assertSlugNotReserved } from "../schemas/reserved_slugs.ts";
import { slugify } from "../text/slug.ts";
import { deleteRatingsForPost } from "./ratings.ts";
import { deleteReviewsForPost } from "./reviews.ts";
import { conflictWith, optimisticWrite, writePublic } from "./write.ts";
import { categoryKey } from "./category_keys.ts";
import { getExisting, listAll, retryLocked } from "./kv.ts";
import { SETTINGS_KEY, urlBasesOf } from "./settings.ts";
import { settingsWithDefaults } from "../schemas/settings.ts";
import { planSlugRedirect, type SlugRedirectPlan } from "./slug_redirect.ts";
import { postPath } from "../shared/paths.ts";
import { withoutUndefined } from "./without_undefined.ts";
import { getManyBatched } from "./batched_get.ts";
import { deleteLinkStatsIn } from "./link_stats.ts";
import { allContentChunkKeys, decodeContent, deleteContent, encodeContent, writeContent } from "./post_content.ts";
import {
  assertRecordFits,
  postCountKey,
  postKey,
  postSlugKey,
  settlePublication,
  type StoredPost,
  toPostRecord,
  writePostIndexes,
} from "./post_indexes.ts";
import { POSTS_BY_CATEGORY, POSTS_BY_CREATED, POSTS_PREFIX } from "./post_keys.ts";
import { planTitleIndex } from "./post_title_index.ts";

/** Message of a versionstamp conflict on a post. */
export const POST_CHANGED = "This post was changed by someone else. Reload to get the latest version.";
/** Message of a duplicate post slug. */
export const POST_SLUG_TAKEN = "URL slug already exists";
export { POST_TITLE_TAKEN } from "./post_title_index.ts";

/** A post with the versionstamp of its record. */
export interface PostResult {
  post: Post;
  versionstamp: string;
}

/** Post counters for the dashboard. */
export type PostCounts = Record<"total" | "published" | "draft", number>;

/** Creation and update times to keep when importing existing content (ISO strings); default now. */
export interface PostTimes {
  created_at?: string;
  updated_at?: string;
}

/** A post's identity, for link checking and sitemaps. */
export type PostRef = Pick<PostSummary, "id" | "slug" | "title" | "status">;

/** A stored post as read: the record, its versionstamp and its content. */
interface LoadedPost {
  stored: StoredPost;
  versionstamp: string;
  content: string;
}

/** Reads a record and its content chunks in one consistent read. */
async function loadPost(kv: Deno.Kv, id: string): Promise<LoadedPost | null> {
  const keys = [postKey(id), ...allContentChunkKeys(id)];
  if (keys.length > 10) throw new Error("Too many content chunks for one read");
  const [record, ...chunks] = await retryLocked(() => kv.getMany<unknown[]>(keys));
  if (!record.value || !record.versionstamp) return null;
  const stored = record.value as StoredPost;
  const content = decodeContent(chunks.map((c) => c.value as Uint8Array | null), stored.content_chunks);
  return { stored, versionstamp: record.versionstamp, content };
}

/** Versionstamps of the categories among `ids` that exist. */
async function readLiveCategories(kv: Deno.Kv, ids: Iterable<string>): Promise<Map<string, string>> {
  const list = [...new Set(ids)];
  const entries = await getManyBatched(kv, list.map(categoryKey));
  return new Map(list.flatMap((id, i) => entries[i].versionstamp ? [[id, entries[i].versionstamp!]] : []));
}

/** Refuses the `requested` category ids that are not `live` (a 400 naming `category_ids`). */
function assertCategoriesExist(requested: string[], live: Map<string, string>): void {
  const unknown = requested.filter((id) => !live.has(id));
  if (unknown.length) {
    throw new ValidationError("Unknown category", { category_ids: unknown.map((id) => `Category not found: ${id}`) });
  }
}

function toResult(stored: StoredPost, content: string, versionstamp: string): PostResult {
  return { post: { ...toPostRecord(stored), content }, versionstamp };
}

/**
 * Creates a post. A title another post has (folded: case, accents and spaces
 * ignored) throws ConflictError("Title already exists in another post",
 * "title"). A missing slug is derived from the title; a slug in use
 * throws ConflictError("URL slug already exists", "slug"); unknown category
 * ids throw ValidationError; content above 500,000 bytes throws
 * PayloadTooLargeError. `published_at` is set when created as published.
 */
export async function createPost(
  kv: Deno.Kv,
  input: PostCreate,
  author: PostAuthor,
  times: PostTimes = {},
): Promise<PostResult> {
  const { content: rawContent, ...fields } = withoutUndefined(input);
  const content = rawContent ?? "";
  const chunks = encodeContent(content);
  const title = fields.title!;
  const slug = fields.slug ?? slugify(title);
  if (!slug) throw new ValidationError(TITLE_SLUG_REQUIRED, { slug: [TITLE_SLUG_REQUIRED] });
  const now = new Date().toISOString();
  const id = newId();
  const stored: StoredPost = {
    ...POST_DEFAULTS,
    ...fields,
    id,
    slug,
    title,
    created_at: times.created_at ?? now,
    updated_at: times.updated_at ?? times.created_at ?? now,
    author_id: author.id,
    author_name: author.name,
    category_ids: [...new Set(fields.category_ids ?? [])],
    content_chunks: chunks.length,
  };
  settlePublication(stored, now);
  const exhausted = conflictWith("The post could not be saved because of concurrent changes. Please try again.");
  return await optimisticWrite({ publicContent: true, exhausted }, async () => {
    const op = kv.atomic();
    await postWrite(kv, op, null, stored, chunks, { requestedCategories: stored.category_ids });
    return { op, done: (versionstamp) => toResult(stored, content, versionstamp) };
  });
}

/** A post with its content and versionstamp, or null. */
export async function getPost(kv: Deno.Kv, id: string): Promise<PostResult | null> {
  const loaded = await loadPost(kv, id);
  return loaded ? toResult(loaded.stored, loaded.content, loaded.versionstamp) : null;
}

/** The id of the post whose slug is `slug` (any status), or null: one read of the slug index. */
export async function getPostIdBySlug(kv: Deno.Kv, slug: string): Promise<string | null> {
  return (await retryLocked(() => kv.get<string>(postSlugKey(slug)))).value;
}

/** The post that currently owns `slug`, or null. */
export async function getPostBySlug(kv: Deno.Kv, slug: string): Promise<PostResult | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const index = await retryLocked(() => kv.get<string>(postSlugKey(slug)));
    if (!index.value) return null;
    const loaded = await loadPost(kv, index.value);
    if (loaded && loaded.stored.slug === slug) {
      return toResult(loaded.stored, loaded.content, loaded.versionstamp);
    }
  }
  return null;
}

/** A planned change of a post. */
interface ChangePlan {
  /** The record after the change (category ids are filtered to existing categories afterwards). */
  next: StoredPost;
  /** New content chunks, or null to keep the stored ones. */
  chunks: Uint8Array[] | null;
  /** Content of the post after the change. */
  content: string;
}

/** What a post's write checks and writes besides the record. */
interface WriteOptions {
  /** Category ids the write links explicitly; unknown ones are rejected. */
  requestedCategories?: string[];
  /** Extra keys deleted in the same operation. */
  extraDeletes?: Deno.KvKey[];
  /** Leave a redirect from the old address when the slug changes, written in the same operation. */
  redirectOldSlug?: boolean;
}

/** A change of a stored post: its options, the version it expects and the plan made from the post as read. */
interface ChangeOptions extends WriteOptions {
  expectedVersionstamp?: string | null;
  plan: (current: LoadedPost) => ChangePlan | Promise<ChangePlan>;
}

/**
 * Adds to `op` the writing of `next` over `current` (null for a new post): the record, its indexes, counters and
 * content, checked on the record, the title, the new slug and every category involved. A new slug reads the
 * settings once (the reserved bases, the post base of the addresses) and, with `redirectOldSlug`, adds the old
 * address's redirect: the post and its redirect are saved together or not at all.
 */
async function postWrite(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  current: LoadedPost | null,
  next: StoredPost,
  chunks: Uint8Array[] | null,
  options: WriteOptions,
): Promise<void> {
  const before = current?.stored ?? null;
  const requested = options.requestedCategories ?? [];
  const live = await readLiveCategories(kv, [...before?.category_ids ?? [], ...next.category_ids, ...requested]);
  assertCategoriesExist(requested, live);
  next.category_ids = [...new Set(next.category_ids)].filter((categoryId) => live.has(categoryId));
  assertRecordFits(next);
  const titleIndex = await planTitleIndex(kv, next.id, before?.title ?? null, next.title);
  op.check({ key: postKey(next.id), versionstamp: current?.versionstamp ?? null });
  if (next.slug !== before?.slug) {
    const slug = await planSlugChange(kv, next.id, before?.slug ?? null, next.slug, options.redirectOldSlug);
    op.check(...slug.checks);
    slug.redirect?.write(op);
  }
  for (const [categoryId, versionstamp] of live) op.check({ key: categoryKey(categoryId), versionstamp });
  titleIndex(op);
  writePostIndexes(op, before, next, new Set(live.keys()));
  if (chunks) writeContent(op, next.id, chunks, before?.content_chunks ?? 0);
  for (const key of options.extraDeletes ?? []) op.delete(key);
}

/** The optimistic read-modify-write loop of post updates: reads the post, plans the change and writes it. */
export function changePost(kv: Deno.Kv, id: string, options: ChangeOptions): Promise<PostResult> {
  return optimisticWrite({ publicContent: true, exhausted: conflictWith(POST_CHANGED) }, async () => {
    const current = await loadPost(kv, id);
    if (!current) throw new NotFoundError("Post not found");
    if (options.expectedVersionstamp != null && current.versionstamp !== options.expectedVersionstamp) {
      throw new ConflictError(POST_CHANGED);
    }
    const { next, chunks, content } = await options.plan(current);
    const op = kv.atomic();
    await postWrite(kv, op, current, next, chunks, options);
    return { op, done: (versionstamp) => toResult(next, content, versionstamp) };
  });
}

/** What an update may do besides its fields: leave a redirect, change the author. */
export interface PostUpdateExtras extends Pick<WriteOptions, "redirectOldSlug"> {
  /** The author change, decided from the post as read for the write (`lib/services/post_author.ts`). */
  author?: (current: StoredPost) => Promise<PostAuthorChange | undefined>;
}

/** The checks a new slug adds to the post's operation, and the redirect from the old one when asked. */
async function planSlugChange(
  kv: Deno.Kv,
  id: string,
  oldSlug: string | null,
  newSlug: string,
  redirect = false,
): Promise<{ checks: Deno.AtomicCheck[]; redirect: SlugRedirectPlan | null }> {
  const [settingsEntry, taken] = await retryLocked(() =>
    kv.getMany<[unknown, string]>([SETTINGS_KEY, postSlugKey(newSlug)])
  );
  const settings = settingsWithDefaults(settingsEntry.value);
  assertSlugNotReserved(newSlug, urlBasesOf(settings));
  if (taken.value && taken.value !== id) throw new ConflictError(POST_SLUG_TAKEN, "slug");
  const checks = [{ key: postSlugKey(newSlug), versionstamp: taken.versionstamp }];
  if (!redirect || oldSlug === null) return { checks, redirect: null };
  const base = settings.post_base;
  const plan = await planSlugRedirect(kv, postPath(oldSlug, base), postPath(newSlug, base), id);
  return { checks: [...checks, settingsEntry], redirect: plan };
}

/**
 * Updates the fields present in `patch`. With `expectedVersionstamp`, a post changed since that read throws
 * ConflictError(POST_CHANGED). A new slug or title must be free (the old one is released; `post_title_index.ts`);
 * becoming published sets `published_at` the first time. `author` (checked by `lib/services/post_author.ts`) sets
 * the name shown and, with an id, the user the post belongs to; the list indexes carry the new name.
 */
export async function updatePost(
  kv: Deno.Kv,
  id: string,
  patch: PostPatch,
  expectedVersionstamp?: string | null,
  extras: PostUpdateExtras = {},
): Promise<PostResult> {
  const { content: newContent, ...fields } = withoutUndefined(patch);
  const chunks = newContent === undefined ? null : encodeContent(newContent);
  return await changePost(kv, id, {
    expectedVersionstamp,
    requestedCategories: fields.category_ids,
    redirectOldSlug: extras.redirectOldSlug,
    plan: async (current) => {
      const author = await extras.author?.(current.stored);
      const now = new Date().toISOString();
      const next: StoredPost = {
        ...current.stored,
        ...fields,
        ...(author && { author_id: author.id ?? current.stored.author_id, author_name: author.name }),
        updated_at: now,
        content_chunks: chunks ? chunks.length : current.stored.content_chunks,
      };
      settlePublication(next, now);
      return { next, chunks, content: newContent ?? current.content };
    },
  });
}

/** Replaces the categories linked to a post (unknown ids are rejected). */
export function setPostCategories(kv: Deno.Kv, postId: string, categoryIds: string[]): Promise<PostResult> {
  return updatePost(kv, postId, { category_ids: categoryIds });
}

/**
 * Removes a deleted category from every post that links it, with their
 * category index entries. Counters of the category are left alone (the
 * caller deletes them); call only after the category record is gone, so no
 * post can link it again meanwhile.
 */
export async function unlinkCategoryFromPosts(kv: Deno.Kv, categoryId: string): Promise<number> {
  const entries = await listAll<PostSummary>(kv, { prefix: [...POSTS_BY_CATEGORY, categoryId] });
  const keysByPost = new Map<string, Deno.KvKey[]>();
  for (const entry of entries) {
    const postId = String(entry.key[entry.key.length - 1]);
    keysByPost.set(postId, [...keysByPost.get(postId) ?? [], entry.key]);
  }
  for (const [postId, keys] of keysByPost) {
    try {
      await changePost(kv, postId, {
        extraDeletes: keys,
        plan: (current) => ({
          next: {
            ...current.stored,
            category_ids: current.stored.category_ids.filter((id) => id !== categoryId),
          },
          chunks: null,
          content: current.content,
        }),
      });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      await writePublic(kv, (op) => keys.forEach((key) => op.delete(key)));
    }
  }
  return keysByPost.size;
}

/**
 * Deletes a post with its content, slug and list indexes, link stats,
 * ratings and readers' reviews, and decrements its counters. Throws
 * NotFoundError when missing.
 */
export async function deletePost(kv: Deno.Kv, id: string): Promise<void> {
  await optimisticWrite({ publicContent: true, exhausted: conflictWith(POST_CHANGED) }, async () => {
    const entry = await getExisting<StoredPost>(kv, postKey(id), "Post not found");
    const stored = entry.value;
    const live = await readLiveCategories(kv, stored.category_ids);
    const titleIndex = await planTitleIndex(kv, id, stored.title, null);
    const op = kv.atomic();
    op.check({ key: postKey(id), versionstamp: entry.versionstamp });
    for (const [categoryId, versionstamp] of live) op.check({ key: categoryKey(categoryId), versionstamp });
    titleIndex(op);
    writePostIndexes(op, stored, null, new Set(live.keys()));
    deleteContent(op, id, Math.max(stored.content_chunks, 0));
    deleteLinkStatsIn(op, id).delete(["rating_agg", id]);
    return { op, done: () => {} };
  });
  await deleteRatingsForPost(kv, id);
  await deleteReviewsForPost(kv, id);
}

/** Total, published and draft counts, from the counters. */
export async function countPosts(kv: Deno.Kv): Promise<PostCounts> {
  const counters = await getManyBatched<Deno.KvU64>(kv, [postCountKey("published"), postCountKey("draft")]);
  const [published, draft] = counters.map((entry) => Number(entry.value?.value ?? 0n));
  return { total: published + draft, published, draft };
}

/** Every post's id, slug, title and status (newest first), read from the creation index. */
export async function listAllPostIdsAndSlugs(kv: Deno.Kv): Promise<PostRef[]> {
  const entries = await listAll<PostSummary>(kv, { prefix: POSTS_BY_CREATED }, { reverse: true });
  return entries.map(({ value: { id, slug, title, status } }) => ({ id, slug, title, status }));
}

/** Yields every post with its content, in id order, reading records in small batches. */
export async function* iteratePosts(kv: Deno.Kv): AsyncGenerator<Post> {
  let start: Deno.KvKey | null = null;
  while (true) {
    const selector: Deno.KvListSelector = start ? { prefix: POSTS_PREFIX, start } : { prefix: POSTS_PREFIX };
    const batch: Deno.KvEntry<StoredPost>[] = await listAll<StoredPost>(kv, selector, { limit: 20 });
    for (const entry of batch) {
      const loaded = await loadPost(kv, entry.value.id);
      if (loaded) yield { ...toPostRecord(loaded.stored), content: loaded.content };
    }
    if (batch.length < 20) return;
    start = [...batch[batch.length - 1].key, new Uint8Array()];
  }
}
