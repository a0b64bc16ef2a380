/**
 * /admin/dashboard: post counters (drafts included), what readers sent (unread contact messages, reviews waiting for
 * approval), the five latest published posts, and shortcuts.
 */
import { countUnreadMessages } from "@/lib/db/contact_index.ts";
import { countPosts } from "@/lib/db/posts.ts";
import { listPosts } from "@/lib/snapshot/post_listing.ts";
import { getReviewCounts } from "@/lib/db/reviews.ts";
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import { formatDateAdmin } from "@/lib/format/dates.ts";
import { define, page } from "@/lib/define.ts";
import { TableHead } from "@/components/admin/TableHead.tsx";

/** Number of recent (published) posts on the dashboard. */
export const RECENT_POSTS = 5;

export const handler = define.handlers({
  async GET(c) {
    const [counts, recent, unread, reviews] = await Promise.all([
      countPosts(c.var.kv),
      c.var.content.snapshot.get().then((s) =>
        listPosts(s, { status: "published", order: "newest", limit: RECENT_POSTS })
      ),
      countUnreadMessages(c.var.kv),
      getReviewCounts(c.var.kv),
    ]);
    return page({ counts, recent: recent.posts, unread, pendingReviews: reviews.pending });
  },
});

/** The post counters: which count, and its label. */
const POST_COUNTERS = [["total", "Total Posts"], ["published", "Published"], ["draft", "Drafts"]] as const;

export default define.page<typeof handler>(function Dashboard({ data }) {
  const { counts, recent, unread, pendingReviews } = data;
  return (
    <AdminPage title="Dashboard" heading="Dashboard">
      <section class="cards" aria-label="Post counters">
        {POST_COUNTERS.map(([key, label]) => (
          <div key={key} class="card" data-counter={key}>
            <div class="label">{label}</div>
            <div class="value">{counts[key]}</div>
          </div>
        ))}
      </section>
      <section class="cards" aria-label="From readers">
        <a class="card card-link" href="/admin/messages" data-counter="unread-messages">
          <div class="label">Unread Messages</div>
          <div class="value">{unread}</div>
        </a>
        <a class="card card-link" href="/admin/reviews" data-counter="pending-reviews">
          <div class="label">Pending Reviews</div>
          <div class="value">{pendingReviews}</div>
        </a>
      </section>
      <div class="shortcuts">
        <a class="btn btn-primary" href="/admin/posts/new">Write a Post</a>
        <a class="btn btn-light" href="/admin/media">Upload Media</a>
      </div>
      <section class="panel">
        <h2>Recent Posts</h2>
        {recent.length === 0
          ? (
            <div class="empty">
              <p>No posts yet</p>
              <a class="btn btn-primary" href="/admin/posts/new">Create Your First Post</a>
            </div>
          )
          : (
            <table>
              <TableHead columns={["Title", "Author", "Status", "Date", { label: "Actions", hidden: true }]} />
              <tbody>
                {recent.map((post) => (
                  <tr key={post.id}>
                    <td>{post.title}</td>
                    <td>{post.author_name}</td>
                    <td>
                      <span class={`badge badge-${post.status}`}>
                        {post.status === "published" ? "Published" : "Draft"}
                      </span>
                    </td>
                    <td>{formatDateAdmin(post.created_at)}</td>
                    <td>
                      <a href={`/admin/posts/${post.id}`}>Edit</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
      </section>
    </AdminPage>
  );
});
