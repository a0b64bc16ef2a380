/**
 * The admin posts list: its query (the one definition, shared by the API and
 * the page), its row shape, and the read that pages the post indexes and adds
 * each post's link stats.
 */
import { z } from "zod";
import { getLinkStatsMany } from "../db/link_stats.ts";
import { countPosts, listPosts } from "../db/posts.ts";
import type { LinkStats } from "../schemas/link_stats.ts";
import { queryInt } from "../schemas/query_number.ts";
import type { PostStatus, PostSummary } from "../schemas/post.ts";

/** Rows per page unless the query asks otherwise. */
export const ADMIN_POSTS_PAGE_SIZE = 100;
/** Largest page the list answers. */
export const ADMIN_POSTS_MAX_LIMIT = 100;

/** Query of the admin posts list: `status`, `title`, `order`, `page`, `limit`. Empty values mean the default. */
export const AdminPostsQuerySchema = z.object({
  status: z.preprocess(emptyAsMissing, z.enum(["all", "published", "draft"]).default("all")),
  title: z.preprocess(
    emptyAsMissing,
    z.string().trim().max(200, "Search must be at most 200 characters").default(""),
  ),
  order: z.preprocess(emptyAsMissing, z.enum(["newest", "oldest"]).default("newest")),
  page: z.preprocess(
    emptyAsMissing,
    queryInt({ min: 1, max: 1_000_000, message: "Page must be a whole number from 1" }).default(1),
  ),
  limit: z.preprocess(
    emptyAsMissing,
    queryInt({ min: 1, max: ADMIN_POSTS_MAX_LIMIT, message: "Limit must be between 1 and 100" })
      .default(ADMIN_POSTS_PAGE_SIZE),
  ),
});
/** A parsed admin posts query. */
export type AdminPostsQuery = z.output<typeof AdminPostsQuerySchema>;

/** One row of the admin posts list (the specification's admin list fields). */
export interface AdminPostRow {
  id: string;
  title: string;
  slug: string;
  status: PostStatus;
  author_name: string;
  created_at: string;
  updated_at: string;
  /** When the links were last checked; null when never. */
  links_last_checked: string | null;
  inbound_count: number;
  outbound_internal_count: number;
  outbound_external_count: number;
  broken_links_count: number;
}

/** One page of the admin posts list; `total` counts every post matching the filter and search. */
export interface AdminPostList {
  posts: AdminPostRow[];
  total: number;
}

/** Builds a row from a post summary and its link stats (zeros when never checked). */
export function toAdminPostRow(post: PostSummary, stats: LinkStats | undefined): AdminPostRow {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    status: post.status,
    author_name: post.author_name,
    created_at: post.created_at,
    updated_at: post.updated_at,
    links_last_checked: stats?.lastChecked ?? null,
    inbound_count: stats?.inboundCount ?? 0,
    outbound_internal_count: stats?.outboundInternal ?? 0,
    outbound_external_count: stats?.outboundExternal ?? 0,
    broken_links_count: stats?.brokenLinksCount ?? 0,
  };
}

/**
 * One page of the admin posts list, read from the post indexes, with link
 * stats merged in. Pages in the second half of an unfiltered list are read
 * from the other end of the index, so the last page costs as little as the first.
 */
export async function listAdminPosts(kv: Deno.Kv, query: AdminPostsQuery): Promise<AdminPostList> {
  const { posts, total } = query.title ? await readPage(kv, query) : await readPageFromNearerEnd(kv, query);
  const stats = await getLinkStatsMany(kv, posts.map((post) => post.id));
  return { posts: posts.map((post) => toAdminPostRow(post, stats.get(post.id))), total };
}

interface SummaryPage {
  posts: PostSummary[];
  total: number;
  cursor: string | null;
}

function readPage(
  kv: Deno.Kv,
  query: AdminPostsQuery,
  overrides: { order?: AdminPostsQuery["order"]; page?: number; cursor?: string } = {},
): Promise<SummaryPage> {
  return listPosts(kv, {
    status: query.status,
    title: query.title || undefined,
    order: overrides.order ?? query.order,
    sortBy: "created",
    page: overrides.page ?? query.page,
    limit: query.limit,
    cursor: overrides.cursor,
  });
}

/** Reads the page of an unfiltered list from whichever end of the index is nearer. */
async function readPageFromNearerEnd(kv: Deno.Kv, query: AdminPostsQuery): Promise<SummaryPage> {
  const counts = await countPosts(kv);
  const total = query.status === "all" ? counts.total : counts[query.status];
  const skip = (query.page - 1) * query.limit;
  if (skip < total - skip) return await readPage(kv, query);
  if (skip >= total) return { posts: [], total, cursor: null };
  // Positions [start, end) of the same rows when the list runs the other way.
  const end = total - skip;
  const start = Math.max(0, end - query.limit);
  const reversed = query.order === "newest" ? "oldest" : "newest";
  const page = Math.floor(start / query.limit) + 1;
  const first = await readPage(kv, query, { order: reversed, page });
  const rows = [...first.posts];
  if (page * query.limit < end && first.cursor) {
    rows.push(...(await readPage(kv, query, { order: reversed, cursor: first.cursor })).posts);
  }
  const offset = start - (page - 1) * query.limit;
  return { posts: rows.slice(offset, offset + (end - start)).reverse(), total: first.total, cursor: null };
}

function emptyAsMissing(value: unknown): unknown {
  return value === "" || value === null ? undefined : value;
}
