/**
 * Post lists read from a content snapshot (`content_snapshot.ts`): filtered by status, category and title (the posts
 * the search index found for it), ordered by creation or publication date, paged by page number or by
 * cursor. Every page of one version comes from the same list, so pages never skip or repeat a post.
 */
import { assertKeyPartFits } from "../db/kv_limits.ts";
import { pageSize } from "../db/list_page.ts";
import { ValidationError } from "../errors.ts";
import { type ListPostsOptions, ListPostsOptionsSchema, type PostSummary } from "../schemas/post.ts";
import { compareOrder, type ContentSnapshot } from "./content_snapshot.ts";

/** One page of posts. `cursor` continues after the last post, null when there are no more. */
export interface PostPage {
  posts: PostSummary[];
  total: number;
  cursor: string | null;
}

/** Where a post sits in a list: its order key (creation or publication date) and id. */
type Position = [string, string];

/**
 * Lists post summaries. `status` "all" merges both statuses; `categoryId` (posts linked to that category) orders by
 * publication date (published_at, else created_at); `title` keeps the posts in `titled`, the ids the search index
 * found for it (`PostIndex.titledIds`, given with any title). `total` counts every match. `cursor` (from a previous
 * page) wins over `page`.
 */
export function listPosts(
  snapshot: ContentSnapshot,
  options: ListPostsOptions = {},
  titled?: ReadonlySet<string>,
): PostPage {
  const opts = ListPostsOptionsSchema.parse(options);
  if (opts.title && !titled) throw new Error("A title filter needs the posts the search index found for it");
  // An id too long for a key names no category: 404, as the category index read answered.
  if (opts.categoryId) assertKeyPartFits(opts.categoryId);
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  const byPublication = opts.sortBy === "published" || !!opts.categoryId;
  const orderKey = byPublication ? publicationKey : (post: PostSummary) => post.created_at;
  const source = opts.categoryId
    ? snapshot.byCategory.get(opts.categoryId) ?? []
    : byPublication
    ? snapshot.byPublication
    : snapshot.summaries;
  const matches = source.filter((post) =>
    (opts.status === "all" || post.status === opts.status) &&
    (!opts.title || titled!.has(post.id))
  );
  if (opts.order === "newest") matches.reverse();
  const sign = opts.order === "newest" ? -1 : 1;
  const start = after
    ? firstBeyond(matches, (post) => sign * compareOrder(orderKey(post), post.id, after[0], after[1]) > 0)
    : (opts.page - 1) * opts.limit;
  const posts = matches.slice(start, start + opts.limit);
  const last = posts[posts.length - 1];
  const more = start + opts.limit < matches.length;
  return { posts, total: matches.length, cursor: more && last ? encodeCursor([orderKey(last), last.id]) : null };
}

/** The `limit` most recently published posts. */
export function listLatestPublished(snapshot: ContentSnapshot, limit = 12): PostSummary[] {
  const published = snapshot.published;
  return published.slice(Math.max(0, published.length - pageSize(limit, 1000))).reverse();
}

/** The published posts linked to any of `categoryIds`, each once, newest publication first. */
export function listPublishedInCategories(snapshot: ContentSnapshot, categoryIds: readonly string[]): PostSummary[] {
  const byCategory = snapshot.byCategory;
  const chosen = new Set<PostSummary>();
  for (const id of new Set(categoryIds)) {
    for (const post of byCategory.get(id) ?? []) if (post.status === "published") chosen.add(post);
  }
  return [...chosen].sort((a, b) => compareOrder(publicationKey(b), b.id, publicationKey(a), a.id));
}

/** Order key of the publication-ordered lists: published_at, else created_at. */
function publicationKey(post: PostSummary): string {
  return post.published_at ?? post.created_at;
}

/** Index of the first item of `list` for which `beyond` holds (`list` is ordered, so a binary search). */
function firstBeyond<T>(list: readonly T[], beyond: (item: T) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (beyond(list[mid])) high = mid;
    else low = mid + 1;
  }
  return low;
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
