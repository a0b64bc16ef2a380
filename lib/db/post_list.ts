/**
 * Post lists read only from the list indexes (never the records): filtered by
 * status, category and accent-insensitive title (the word index, see
 * `post_search.ts`), ordered by creation or publication date, paged by page
 * number or by cursor.
 */
import { ValidationError } from "../errors.ts";
import {
  type ListPostsOptions,
  ListPostsOptionsSchema,
  POST_STATUSES,
  type PostStatus,
  type PostSummary,
} from "../schemas/post.ts";
import { normalizeForSearch } from "../text/slug.ts";
import { categoryPostCountKey } from "./category_keys.ts";
import { getManyBatched } from "./batched_get.ts";
import { listAll } from "./kv.ts";
import {
  postCountKey,
  POSTS_BY_CATEGORY,
  POSTS_BY_CREATED,
  POSTS_BY_STATUS_CREATED,
  POSTS_BY_STATUS_PUBLISHED,
} from "./post_keys.ts";
import { comparePositions, type Position, searchTitles, titleMatches } from "./post_search.ts";
import { searchWords } from "./search_index.ts";
import { nearestCheckpoint, saveCheckpoint } from "./page_checkpoints.ts";
import { readContentVersion } from "./content_version.ts";

/** One page of posts. `cursor` continues after the last post, null when there are no more. */
export interface PostPage {
  posts: PostSummary[];
  total: number;
  cursor: string | null;
}

/** Largest batch one index read asks for (the store's own limit). */
const MAX_BATCH = 500;

/**
 * Lists post summaries. `status` "all" merges both statuses; `categoryId`
 * orders by publication date (published_at, else created_at); `title`
 * matches posts whose title has a word beginning with each of its words,
 * ignoring case and accents, and makes `total` a count of matches.
 * `cursor` (from a previous page) wins over `page`.
 */
export async function listPosts(kv: Deno.Kv, options: ListPostsOptions = {}): Promise<PostPage> {
  const opts = ListPostsOptionsSchema.parse(options);
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  const reverse = opts.order === "newest";
  const statuses: readonly PostStatus[] = opts.status === "all" ? POST_STATUSES : [opts.status];
  const prefixes = indexPrefixes(statuses, opts.sortBy, opts.categoryId);
  const query = opts.title ? normalizeForSearch(opts.title) : "";
  const skip = after ? 0 : (opts.page - 1) * opts.limit;

  const posts: PostSummary[] = [];
  let last: Position | null = null;
  let seen = 0;
  let more = false;
  let total = 0;
  if (query && !opts.categoryId) {
    const found = await searchTitles(kv, {
      query,
      statuses,
      sortBy: opts.sortBy,
      reverse,
      skip,
      limit: opts.limit,
      after,
    });
    return {
      posts: found.posts,
      total: found.total,
      cursor: found.more && found.last ? encodeCursor(found.last) : null,
    };
  }
  if (query) {
    const words = searchWords(query);
    for await (const entry of mergeIndexes(kv, prefixes, reverse, null, MAX_BATCH)) {
      if (!titleMatches(entry.value.title_search, words)) continue;
      total++;
      const position = positionOf(entry.key);
      if (after && !isBeyond(position, after, reverse)) continue;
      if (seen++ < skip) continue;
      if (posts.length < opts.limit) {
        posts.push(entry.value);
        last = position;
      } else more = true;
    }
  } else {
    // A page after the first starts where an earlier page of the same listing ended, when one is remembered.
    const versionRead = skip > 0 ? readContentVersion(kv) : null;
    total = await countIndexed(kv, statuses, opts.categoryId);
    const version = versionRead ? await versionRead : null;
    const listing = JSON.stringify(["list", prefixes, reverse]);
    const start = version ? nearestCheckpoint(kv, version, listing, skip) : null;
    const from = start ? start.position : after;
    const toSkip = start ? skip - start.matches : skip;
    let beforePage: Position | null = null;
    // The page and one more entry (to know whether another page follows).
    for await (const entry of mergeIndexes(kv, prefixes, reverse, from, toSkip + opts.limit + 1)) {
      if (seen++ < toSkip) {
        beforePage = positionOf(entry.key);
        continue;
      }
      if (posts.length === opts.limit) {
        more = true;
        break;
      }
      posts.push(entry.value);
      last = positionOf(entry.key);
    }
    // Only when the page was reached: past the end, `beforePage` is the list's last post, not the page's start.
    if (version && beforePage && posts.length) {
      saveCheckpoint(kv, version, listing, { matches: skip, position: beforePage });
    }
    if (version && last) saveCheckpoint(kv, version, listing, { matches: skip + posts.length, position: last });
  }
  return { posts, total, cursor: more && last ? encodeCursor(last) : null };
}

/** The `limit` most recently published posts. */
export async function listLatestPublished(kv: Deno.Kv, limit = 12): Promise<PostSummary[]> {
  const entries = await listAll<PostSummary>(kv, { prefix: [...POSTS_BY_STATUS_PUBLISHED, "published"] }, {
    reverse: true,
    limit: clampLimit(limit),
  });
  return entries.map((entry) => entry.value);
}

/** The `limit` most recently published posts of a category. */
export async function listPublishedByCategory(
  kv: Deno.Kv,
  categoryId: string,
  limit = 100,
): Promise<PostSummary[]> {
  const entries = await listAll<PostSummary>(kv, { prefix: [...POSTS_BY_CATEGORY, categoryId, "published"] }, {
    reverse: true,
    limit: clampLimit(limit),
  });
  return entries.map((entry) => entry.value);
}

function clampLimit(limit: number): number {
  return Math.max(1, Math.min(1000, Math.floor(limit) || 1));
}

/** The index prefixes answering a query; each orders its entries by [order key, id]. */
function indexPrefixes(
  statuses: readonly PostStatus[],
  sortBy: "created" | "published",
  categoryId: string | undefined,
): Deno.KvKey[] {
  if (categoryId) return statuses.map((status) => [...POSTS_BY_CATEGORY, categoryId, status]);
  if (sortBy === "published") return statuses.map((status) => [...POSTS_BY_STATUS_PUBLISHED, status]);
  if (statuses.length > 1) return [POSTS_BY_CREATED];
  return [[...POSTS_BY_STATUS_CREATED, statuses[0]]];
}

/** Exact number of posts in the given statuses (of one category when given), from the counters. */
async function countIndexed(
  kv: Deno.Kv,
  statuses: readonly PostStatus[],
  categoryId: string | undefined,
): Promise<number> {
  const keys = statuses.map((status) => categoryId ? categoryPostCountKey(categoryId, status) : postCountKey(status));
  const entries = await getManyBatched<Deno.KvU64>(kv, keys);
  return entries.reduce((sum, entry) => sum + (entry.value ? Number(entry.value.value) : 0), 0);
}

function positionOf(key: Deno.KvKey): Position {
  return [String(key[key.length - 2]), String(key[key.length - 1])];
}

/** True when `position` comes after `cursor` in the listing order. */
function isBeyond(position: Position, cursor: Position, reverse: boolean): boolean {
  const cmp = comparePositions(position, cursor);
  return reverse ? cmp < 0 : cmp > 0;
}

/**
 * Reads one index in order, in batches of `batch` entries (what the caller
 * expects to need, so one read usually does), starting strictly after `after`
 * when given.
 */
async function* readIndex(
  kv: Deno.Kv,
  prefix: Deno.KvKey,
  reverse: boolean,
  after: Position | null,
  batch: number,
): AsyncGenerator<Deno.KvEntry<PostSummary>> {
  const size = Math.min(MAX_BATCH, Math.max(1, batch));
  let position = after;
  while (true) {
    const selector: Deno.KvListSelector = !position
      ? { prefix }
      : reverse
      ? { prefix, end: [...prefix, ...position] }
      : { prefix, start: [...prefix, ...position, new Uint8Array()] };
    const entries = await listAll<PostSummary>(kv, selector, { reverse, limit: size, batchSize: size });
    for (const entry of entries) yield entry;
    if (entries.length < size) return;
    position = positionOf(entries[entries.length - 1].key);
  }
}

/** Merges several ordered indexes into one ordered stream, reading each `batch` entries at a time. */
async function* mergeIndexes(
  kv: Deno.Kv,
  prefixes: Deno.KvKey[],
  reverse: boolean,
  after: Position | null,
  batch: number,
): AsyncGenerator<Deno.KvEntry<PostSummary>> {
  const readers = prefixes.map((prefix) => readIndex(kv, prefix, reverse, after, batch));
  const heads = await Promise.all(readers.map((reader) => reader.next()));
  while (true) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const head = heads[i];
      if (head.done) continue;
      if (best === -1) {
        best = i;
        continue;
      }
      const current = heads[best];
      if (current.done) continue;
      const cmp = comparePositions(positionOf(head.value.key), positionOf(current.value.key));
      if (reverse ? cmp > 0 : cmp < 0) best = i;
    }
    if (best === -1) return;
    const chosen = heads[best];
    if (chosen.done) return;
    yield chosen.value;
    heads[best] = await readers[best].next();
  }
}

function encodeCursor(position: Position): string {
  const bytes = new TextEncoder().encode(JSON.stringify(position));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function decodeCursor(cursor: string): Position {
  try {
    const base64 = cursor.replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === "string")) {
      return [value[0], value[1]];
    }
  } catch {
    // falls through to the validation error
  }
  throw new ValidationError("Invalid cursor", { cursor: ["Invalid cursor"] });
}
