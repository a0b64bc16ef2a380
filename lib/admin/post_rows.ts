/**
 * The admin posts list: its row shape, and the read that pages the post
 * indexes and adds each post's link stats (the query is in
 * `lib/schemas/admin_posts_query.ts`).
 */
import { getLinkStatsMany } from "../db/link_stats.ts";
import type { LinkStats } from "../schemas/link_stats.ts";
import type { AdminPostsQuery } from "../schemas/admin_posts_query.ts";
import type { PostSummary } from "../schemas/post.ts";
import { type PostIndex, searchTitles } from "../search/post_index.ts";
import type { ContentState } from "../snapshot/content_state.ts";
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import { listPosts } from "../snapshot/post_listing.ts";

/** One row of the admin posts list (the specification's admin list fields). */
export interface AdminPostRow
  extends Pick<PostSummary, "id" | "title" | "slug" | "status" | "author_name" | "created_at" | "updated_at"> {
  /** When a scheduled draft publishes itself; null when not scheduled. */
  scheduled_at: string | null;
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
  const { id, title, slug, status, author_name, created_at, updated_at } = post;
  const shown = { id, title, slug, status, author_name, created_at, updated_at };
  return {
    ...shown,
    scheduled_at: status === "draft" ? post.scheduled_at ?? null : null,
    links_last_checked: stats?.lastChecked ?? null,
    inbound_count: stats?.inboundCount ?? 0,
    outbound_internal_count: stats?.outboundInternal ?? 0,
    outbound_external_count: stats?.outboundExternal ?? 0,
    broken_links_count: stats?.brokenLinksCount ?? 0,
  };
}

/**
 * One page of the admin posts list, read from `content`'s snapshot (a title search from its search index), with
 * link stats merged in.
 */
export async function listAdminPosts(
  kv: Deno.Kv,
  content: Pick<ContentState, "snapshot" | "search">,
  query: AdminPostsQuery,
): Promise<AdminPostList> {
  const { posts, total } = query.title
    ? titleSearchPage(await content.search.get(), query)
    : readPage(await content.snapshot.get(), query);
  const stats = await getLinkStatsMany(kv, posts.map((post) => post.id));
  return { posts: posts.map((post) => toAdminPostRow(post, stats.get(post.id))), total };
}

/** The page of posts whose title matches `query.title`, filtered by status and category, ordered by creation. */
export function titleSearchPage(index: PostIndex, query: AdminPostsQuery): SummaryPage {
  const sign = query.order === "newest" ? -1 : 1;
  const matches = searchTitles(index, query.title!)
    .map((doc) => doc.summary)
    .filter((post) => query.status === "all" || post.status === query.status)
    .filter((post) => !query.category_id || post.category_ids.includes(query.category_id))
    .sort((a, b) => sign * (a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id)));
  const start = (query.page - 1) * query.limit;
  return { posts: matches.slice(start, start + query.limit), total: matches.length, cursor: null };
}

interface SummaryPage {
  posts: PostSummary[];
  total: number;
  cursor: string | null;
}

function readPage(snapshot: ContentSnapshot, query: AdminPostsQuery): SummaryPage {
  return listPosts(snapshot, {
    status: query.status,
    title: query.title || undefined,
    categoryId: query.category_id,
    order: query.order,
    sortBy: "created",
    page: query.page,
    limit: query.limit,
  });
}
