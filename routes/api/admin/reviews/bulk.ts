/**
 * POST /api/admin/reviews/bulk `{ action: approve|spam|pending|delete, ids }` → `{ done, missing, counts }`
 * (at most 100 ids; ids of reviews already gone are listed in `missing`). Staff (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { getReviewCounts } from "@/lib/db/reviews.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { ReviewBulkSchema } from "@/lib/schemas/review.ts";
import { bulkReviews } from "@/lib/services/review_moderation.ts";

export const handler = define.handlers({
  async POST(c) {
    const result = await bulkReviews(c.var.kv, await parseJson(c, ReviewBulkSchema));
    return c.json({ ...result, counts: await getReviewCounts(c.var.kv) });
  },
});
