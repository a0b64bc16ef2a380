/** /admin/reviews: the Reviews screen. The first page of pending reviews is read on the server; the island takes over. */
import { AdminPage } from "@/components/admin/AdminPage.tsx";
import ReviewsScreen from "@/islands/admin/reviews/ReviewsScreen.tsx";
import { define, page } from "@/lib/define.ts";
import { moderationList } from "@/lib/services/review_moderation.ts";

export const handler = define.handlers({
  async GET(c) {
    return page({ initial: await moderationList(c.var.kv, { status: "pending" }) });
  },
});

export default define.page<typeof handler>(function ReviewsPage({ data }) {
  return (
    <AdminPage title="Reviews" heading="Reviews" pageHead>
      <ReviewsScreen initial={data.initial} />
    </AdminPage>
  );
});
