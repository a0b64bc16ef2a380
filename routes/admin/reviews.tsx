/** /admin/reviews: the Reviews screen. The first page of pending reviews is read on the server; the island takes over. */
import { Head } from "@/lib/fresh/head.ts";
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
    <>
      <Head>
        <title>Reviews | Recetas Cubanas Admin</title>
      </Head>
      <div class="page-head">
        <h1>Reviews</h1>
      </div>
      <ReviewsScreen initial={data.initial} />
    </>
  );
});
