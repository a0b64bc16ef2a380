/**
 * The admin posts list: its row shape, and the read that pages the post
 * list and adds each post's link stats (the query is in
 * `lib/schemas/admin_posts_query.ts`).
 */
import { getLinkStatsMany } from "../db/link_stats.ts";
import type { LinkStats } from "../schemas/link_stats.ts";
import type { AdminPostsQuery } from "../schemas/admin_posts_query.ts";
import type { PostSummary } from "../schemas/post.ts";
import type { ContentState } from "../snapshot/content_state.ts";
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
 * One page of the admin posts list, read from `content`'s snapshot (a title search through its search index,
 * `PostIndex.titledIds`), ordered by creation, with link stats merged in.
 */
export async function listAdminPosts(
  kv: Deno.Kv,
  content: Pick<ContentState, "snapshot" | "search">,
  query: AdminPostsQuery,
): Promise<AdminPostList> {
  const titled = query.title ? (await content.search.get()).titledIds(query.title) : undefined;
  const { posts, total } = listPosts(await content.snapshot.get(), {
    status: query.status,
    title: query.title || undefined,
    categoryId: query.category_id,
    order: query.order,
    sortBy: "created",
    page: query.page,
    limit: query.limit,
  }, titled);
  const stats = await getLinkStatsMany(kv, posts.map((post) => post.id));
  return { posts: posts.map((post) => toAdminPostRow(post, stats.get(post.id))), total };
}
