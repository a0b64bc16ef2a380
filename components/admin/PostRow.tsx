/**
 * One row of the admin posts table: title, author, status (and "Scheduled" for a scheduled draft), dates, link counts
 * and actions.
 */
import type { AdminPostRow } from "@/lib/admin/post_rows.ts";
import { formatDateAdmin } from "@/lib/format/dates.ts";
import { postPath } from "@/lib/shared/paths.ts";

/** Props of {@link PostRow}. */
export interface PostRowProps {
  post: AdminPostRow;
  postBase: string;
  /** Opens the Link Analysis dialog. */
  onLinks: () => void;
  onDelete: () => void;
}

/** The Links cell: outbound and inbound counts and broken links, or 'Not checked'. */
function LinksSummary({ post }: { post: AdminPostRow }) {
  if (!post.links_last_checked) return <span class="muted">Not checked</span>;
  const outbound = post.outbound_internal_count + post.outbound_external_count;
  return (
    <>
      <span class="link-count" title="Outbound links">{outbound} out</span>
      <span class="link-count" title="Inbound links">{post.inbound_count} in</span>
      {post.broken_links_count > 0 && <span class="badge badge-broken">{post.broken_links_count} broken</span>}
    </>
  );
}

/** A post's table row. */
export function PostRow({ post, postBase, onLinks, onDelete }: PostRowProps) {
  const checked = post.links_last_checked ? `Last checked ${formatDateAdmin(post.links_last_checked)}` : "";
  return (
    <tr data-post-id={post.id}>
      <td class="title" id={`post-title-${post.id}`}>
        <a href={`/admin/posts/${post.id}`}>{post.title}</a>
      </td>
      <td>{post.author_name}</td>
      <td>
        <span class={`badge badge-${post.status}`}>{post.status === "published" ? "Published" : "Draft"}</span>
        {post.scheduled_at && (
          <span class="badge badge-scheduled" title={`Publishes on ${formatDateAdmin(post.scheduled_at)}`}>
            Scheduled
          </span>
        )}
      </td>
      <td class="date">{formatDateAdmin(post.created_at)}</td>
      <td class="date">{formatDateAdmin(post.updated_at)}</td>
      <td class="links">
        <button
          type="button"
          class="link-summary"
          onClick={onLinks}
          title={checked || "Link analysis"}
          aria-describedby={`post-title-${post.id}`}
        >
          <LinksSummary post={post} />
        </button>
      </td>
      <td class="actions">
        {post.status === "published" && <a href={postPath(post.slug, postBase)} target="_blank" rel="noopener">View</a>}
        <a href={`/admin/posts/${post.id}`}>Edit</a>
        <button type="button" class="link-button danger" onClick={onDelete}>Delete</button>
      </td>
    </tr>
  );
}
