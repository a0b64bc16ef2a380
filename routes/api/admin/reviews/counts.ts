/** GET /api/admin/reviews/counts → `{ pending, approved, spam }`: reviews per status. Staff (`lib/auth/access.ts`). */
import type { AppContext } from "@/lib/app_env.ts";
import { getReviewCounts } from "@/lib/db/reviews.ts";

export const handler = {
  async GET(c: AppContext) {
    return c.json(await getReviewCounts(c.var.kv), 200, { "Cache-Control": "no-store" });
  },
};
