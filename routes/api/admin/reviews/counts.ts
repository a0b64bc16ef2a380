/** GET /api/admin/reviews/counts → `{ pending, approved, spam }`: reviews per status. Staff (`lib/auth/access.ts`). */
import { define } from "@/lib/define.ts";
import { getReviewCounts } from "@/lib/db/reviews.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json(await getReviewCounts(c.var.kv), 200, { "Cache-Control": "no-store" });
  },
});
