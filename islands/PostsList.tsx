/**
 * The admin posts list: status filter, title search, sort, 'Check All Links',
 * the posts table with link counts and actions, and numbered pagination.
 * Each change asks the server for one page (`GET /api/admin/posts`, through
 * `useApiQuery`, so the page is also read again on focus and reconnect) and
 * keeps the query in the address bar. Deleting asks with the kit's confirm dialog.
 */
import { useEffect, useRef, useState } from "react";
import { CheckAllLinks } from "@/components/admin/CheckAllLinks.tsx";
import { LinkAnalysisDialog } from "@/components/admin/LinkAnalysisDialog.tsx";
import { PostRow } from "@/components/admin/PostRow.tsx";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import DataTable from "@/islands/admin/DataTable.tsx";
import { Button } from "@/components/admin/Button.tsx";
import { pageCount } from "@/lib/admin/pagination.ts";
import type { AdminPostList, AdminPostRow } from "@/lib/admin/post_rows.ts";
import type { AdminPostsQuery } from "@/lib/schemas/admin_posts_query.ts";
import { api, isUnauthorized } from "@/lib/client/api.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { useDebounced } from "@/lib/client/use_debounced.ts";
import type { LinkStats } from "@/lib/schemas/link_stats.ts";
import { POSTS_PAGE_SIZE } from "@/lib/shared/constants.ts";
import { pluralize } from "../lib/text/plural.ts";

/** Confirmation asked before deleting a post. */
export const DELETE_CONFIRM = "Are you sure you want to delete this post?";
/** Alert shown when a delete fails. */
export const DELETE_FAILED = "Failed to delete post";

const COLUMNS = ["Title", "Author", "Status", "Created", "Updated", "Links", "Actions"];

const FILTERS: { status: AdminPostsQuery["status"]; label: string }[] = [
  { status: "all", label: "All Posts" },
  { status: "published", label: "Published" },
  { status: "draft", label: "Drafts" },
];

interface PostsListProps {
  initialQuery: AdminPostsQuery;
  initialList: AdminPostList;
  /** Post base setting, for the public links of published posts. */
  postBase: string;
}

/** Query string of a list state (defaults left out). */
function searchParams(query: AdminPostsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status !== "all") params.set("status", query.status);
  if (query.title) params.set("title", query.title);
  if (query.order !== "newest") params.set("order", query.order);
  if (query.page > 1) params.set("page", String(query.page));
  if (query.limit !== POSTS_PAGE_SIZE) params.set("limit", String(query.limit));
  return params;
}

/** Copies a re-check's results into the row. */
function withStats(row: AdminPostRow, stats: LinkStats): AdminPostRow {
  return {
    ...row,
    links_last_checked: stats.lastChecked,
    inbound_count: stats.inboundCount,
    outbound_internal_count: stats.outboundInternal,
    outbound_external_count: stats.outboundExternal,
    broken_links_count: stats.brokenLinksCount,
  };
}

export default function PostsList({ initialQuery, initialList, postBase }: PostsListProps) {
  const [query, setQuery] = useState(initialQuery);
  const [searchText, setSearchText] = useState(initialQuery.title);
  const [linksOf, setLinksOf] = useState<AdminPostRow | null>(null);
  const posts = useApiQuery<AdminPostList>(`/admin/posts?${searchParams(query)}`, { initialData: initialList });
  const list = posts.data ?? initialList;
  const confirm = useConfirm();
  /** The query whose answer is on screen (it names the search term in 'Showing ...'). */
  const shown = useRef(query);
  if (!posts.loading) shown.current = query;

  useEffect(() => {
    const params = searchParams(query).toString();
    const address = params ? `${location.pathname}?${params}` : location.pathname;
    if (address !== location.pathname + location.search) history.replaceState(null, "", address);
  }, [query]);

  useEffect(() => {
    if (posts.loading || !posts.data) return;
    const pages = pageCount(posts.data.total, query.limit);
    if (posts.data.posts.length === 0 && query.page > pages) setQuery((current) => ({ ...current, page: pages }));
  }, [posts.data, posts.loading]);

  useEffect(() => {
    if (posts.error && !isUnauthorized(posts.error)) console.error("Failed to load posts", posts.error);
  }, [posts.error]);

  const typedTitle = useDebounced(searchText.trim());
  useEffect(() => {
    if (typedTitle !== query.title) update({ title: typedTitle });
  }, [typedTitle]);

  /** Applies a filter, search or sort change; they all return to page 1. */
  function update(change: Partial<Pick<AdminPostsQuery, "status" | "title" | "order">>) {
    setQuery((current) => {
      const next = { ...current, ...change, page: 1 };
      const same = next.status === current.status && next.title === current.title &&
        next.order === current.order && current.page === 1;
      return same ? current : next;
    });
  }

  async function remove(post: AdminPostRow) {
    if (!(await confirm.askDanger("Delete Post", DELETE_CONFIRM))) return;
    try {
      await api(`/posts/${encodeURIComponent(post.id)}`, { method: "DELETE" });
      posts.setData({
        posts: list.posts.filter((row) => row.id !== post.id),
        total: Math.max(0, list.total - 1),
      });
      posts.refetch();
    } catch (error) {
      if (isUnauthorized(error)) return;
      console.error("Failed to delete post", error);
      alert(DELETE_FAILED);
    }
  }

  function applyStats(postId: string, stats: LinkStats) {
    posts.setData({
      ...list,
      posts: list.posts.map((row) => (row.id === postId ? withStats(row, stats) : row)),
    });
  }

  const loading = posts.loading;
  const pages = pageCount(list.total, query.limit);
  return (
    <div class="posts-list">
      <div class="toolbar">
        <div class="filters" role="group" aria-label="Status">
          {FILTERS.map((filter) => (
            <Button
              key={filter.status}
              variant={query.status === filter.status ? "primary" : "light"}
              aria-pressed={query.status === filter.status ? "true" : "false"}
              onClick={() => update({ status: filter.status })}
            >
              {filter.label}
            </Button>
          ))}
        </div>
        <form
          class="search"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            update({ title: searchText.trim() });
          }}
        >
          <input
            type="search"
            name="title"
            placeholder="Search by title..."
            aria-label="Search posts by title"
            value={searchText}
            onInput={(event) => setSearchText((event.target as HTMLInputElement).value)}
          />
        </form>
        <select
          aria-label="Sort"
          value={query.order}
          onChange={(event) => update({ order: (event.target as HTMLSelectElement).value as AdminPostsQuery["order"] })}
        >
          <option value="newest">Newest First</option>
          <option value="oldest">Oldest First</option>
        </select>
        <CheckAllLinks onComplete={posts.refetch} />
      </div>
      <p class="showing" aria-live="polite">
        Showing {list.posts.length} of {pluralize(list.total, "post")}
        {shown.current.title ? ` matching "${shown.current.title}"` : ""}
      </p>
      <DataTable
        label="Posts"
        class="posts-table"
        columns={COLUMNS}
        rows={list.posts}
        empty="No posts found"
        loading={loading}
        page={query.page}
        pages={pages}
        onPage={(page) => setQuery((current) => ({ ...current, page }))}
        renderRow={(post) => (
          <PostRow
            key={post.id}
            post={post}
            postBase={postBase}
            onLinks={() => setLinksOf(post)}
            onDelete={() => remove(post)}
          />
        )}
      />
      {linksOf && (
        <LinkAnalysisDialog
          post={linksOf}
          onClose={() => setLinksOf(null)}
          onChecked={(stats) => applyStats(linksOf.id, stats)}
        />
      )}
      {confirm.dialog}
    </div>
  );
}
