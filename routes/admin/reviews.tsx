/**
 * /admin/reviews: the Reviews screen. The first page of pending reviews is read on the server; the island takes over.
 * While reviews have been held as spam in the last week because a pending queue was full, a notice says so above it.
 */
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import ReviewsScreen from "@/islands/admin/reviews/ReviewsScreen.tsx";
import { define, page } from "@/lib/define.ts";
import { moderationList } from "@/lib/services/review_moderation.ts";
import { heldReviewsNotice } from "@/lib/db/review_queue.ts";
import { formatDateAdmin } from "@/lib/format/dates.ts";
import { pluralize } from "@/lib/text/plural.ts";

/** How long after the last held review the notice stays. */
const HELD_NOTICE_MS = 7 * 24 * 60 * 60 * 1000;

export const handler = define.handlers({
  async GET(c) {
    const held = await heldReviewsNotice(c.var.kv);
    const recent = held && c.var.now() - Date.parse(held.lastAt) < HELD_NOTICE_MS ? held : null;
    return page({ initial: await moderationList(c.var.kv, { status: "pending" }), held: recent });
  },
});

export default define.page<typeof handler>(function ReviewsPage({ data }) {
  return (
    <AdminPage title="Reviews" heading="Reviews" pageHead>
      {data.held && (
        <p class="reviews-held-notice" role="status">
          {pluralize(data.held.count, "review was", "reviews were")}{" "}
          held as spam, unread, because the pending queue was full (the last on{" "}
          {formatDateAdmin(data.held.lastAt)}; limits REVIEW_PENDING_PER_POST and REVIEW_PENDING_SITE). Moderate the
          Pending tab to make room, then look through the Spam tab.
        </p>
      )}
      <ReviewsScreen initial={data.initial} />
    </AdminPage>
  );
});
