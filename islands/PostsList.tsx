/**
 * The admin posts list: status filter, title search, sort, 'Check All Links',
 * the posts table with link counts and actions, and numbered pagination.
 * Each change asks the server for one page (`GET /api/admin/posts`) and keeps
 * the query in the address bar.
 */
import { useEffect, useRef, useState } from "react";
import { CheckAllLinks } from "@/components/admin/CheckAllLinks.tsx";
import { LinkAnalysisDialog } from "@/components/admin/LinkAnalysisDialog.tsx";
import { Pagination } from "@/components/admin/Pagination.tsx";
import { PostRow } from "@/components/admin/PostRow.tsx";
import { pageCount } from "@/lib/admin/pagination.ts";
import type { AdminPostList, AdminPostRow, AdminPostsQuery } from "@/lib/admin/post_rows.ts";
import { api, isUnauthorized } from "@/lib/client/api.ts";
import type { LinkStats } from "@/lib/schemas/link_stats.ts";

/** Confirmation asked before deleting a post. */
export const DELETE_CONFIRM = "Are you sure you want to delete this post?";
/** Alert shown when a delete fails. */
export const DELETE_FAILED = "Failed to delete post";
/** Milliseconds of typing pause before the search runs. */
const SEARCH_DELAY_MS = 300;

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
  if (query.limit !== 20) params.set("limit", String(query.limit));
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
  const [list, setList] = useState(initialList);
  const [searchText, setSearchText] = useState(initialQuery.title);
  /** The query whose answer is on screen; the list is loading while it differs from `query`. */
  const [shown, setShown] = useState(initialQuery);
  const [linksOf, setLinksOf] = useState<AdminPostRow | null>(null);
  const latest = useRef(0);
  const firstRender = useRef(true);

  useEffect(() => {
    const params = searchParams(query).toString();
    const address = params ? `${location.pathname}?${params}` : location.pathname;
    if (address !== location.pathname + location.search) history.replaceState(null, "", address);
    if (firstRender.current) firstRender.current = false;
    else load(query);
  }, [query]);

  useEffect(() => {
    const title = searchText.trim();
    if (title === query.title) return;
    const timer = setTimeout(() => update({ title }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  async function load(current: AdminPostsQuery) {
    const request = ++latest.current;
    try {
      const result = await api<AdminPostList>(`/admin/posts?${searchParams(current)}`);
      if (request !== latest.current) return;
      const pages = pageCount(result.total, current.limit);
      if (result.posts.length === 0 && current.page > pages) {
        setQuery({ ...current, page: pages });
        return;
      }
      setList(result);
      setShown(current);
    } catch (error) {
      if (!isUnauthorized(error)) console.error("Failed to load posts", error);
      if (request === latest.current) setShown(current);
    }
  }

  /** Applies a filter, search or sort change; they all return to page 1. */
  function update(change: Partial<Pick<AdminPostsQuery, "status" | "title" | "order">>) {
    setQuery((current) => {
      const next = { ...current, ...change, page: 1 };
      const same = next.status === current.status && next.title === current.title &&
        next.order === current.order && current.page === 1;
      return same ? current : next;
    });
  }

  function reload() {
    setQuery((current) => ({ ...current }));
  }

  async function remove(post: AdminPostRow) {
    if (!confirm(DELETE_CONFIRM)) return;
    try {
      await api(`/posts/${encodeURIComponent(post.id)}`, { method: "DELETE" });
      setList((current) => ({
        posts: current.posts.filter((row) => row.id !== post.id),
        total: Math.max(0, current.total - 1),
      }));
      reload();
    } catch (error) {
      if (isUnauthorized(error)) return;
      console.error("Failed to delete post", error);
      alert(DELETE_FAILED);
    }
  }

  function applyStats(postId: string, stats: LinkStats) {
    setList((current) => ({
      ...current,
      posts: current.posts.map((row) => (row.id === postId ? withStats(row, stats) : row)),
    }));
  }

  const loading = shown !== query;
  const pages = pageCount(list.total, query.limit);
  return (
    <div class="posts-list">
      <div class="toolbar">
        <div class="filters" role="group" aria-label="Status">
          {FILTERS.map((filter) => (
            <button
              key={filter.status}
              type="button"
              class={query.status === filter.status ? "btn btn-primary" : "btn btn-light"}
              aria-pressed={query.status === filter.status ? "true" : "false"}
              onClick={() => update({ status: filter.status })}
            >
              {filter.label}
            </button>
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
        <CheckAllLinks onComplete={reload} />
      </div>
      <p class="showing" aria-live="polite">
        Showing {list.posts.length} of {list.total} posts{shown.title ? ` matching "${shown.title}"` : ""}
      </p>
      <div class="panel">
        <table class={loading ? "posts-table loading" : "posts-table"} aria-busy={loading ? "true" : "false"}>
          <thead>
            <tr>
              <th>Title</th>
              <th>Author</th>
              <th>Status</th>
              <th>Created</th>
              <th>Updated</th>
              <th>Links</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.posts.length === 0
              ? (
                <tr>
                  <td colSpan={7} class="empty">No posts found</td>
                </tr>
              )
              : list.posts.map((post) => (
                <PostRow
                  key={post.id}
                  post={post}
                  postBase={postBase}
                  onLinks={() => setLinksOf(post)}
                  onDelete={() => remove(post)}
                />
              ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={query.page}
        pages={pages}
        disabled={loading}
        onPage={(page) => setQuery((current) => ({ ...current, page }))}
      />
      {linksOf && (
        <LinkAnalysisDialog
          post={linksOf}
          onClose={() => setLinksOf(null)}
          onChecked={(stats) => applyStats(linksOf.id, stats)}
        />
      )}
    </div>
  );
}
