/**
 * GET /api/admin/reviews?status=pending|approved|spam|all&q=&page=&post_id= → `{ reviews, total, page, pages, counts }`:
 * readers' reviews and comments newest first (of one post with `post_id`), 20 a page, each with its post's title;
 * `counts` per status.
 * POST /api/admin/reviews `{ post_id, name, email?, stars?, text, status?, created_at?, reply? }` → 201 `{ review }`: a
 * review brought from elsewhere (approved by default, published at once); 409 when the post already holds a review by
 * that name with that date and text. Staff (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { parseJson, parseQuery } from "@/lib/http/validate.ts";
import { ReviewImportSchema, ReviewListQuerySchema } from "@/lib/schemas/review.ts";
import { importReview, moderationList } from "@/lib/services/review_moderation.ts";

export const handler = define.handlers({
  async GET(c) {
    const query = parseQuery(c, ReviewListQuerySchema);
    return c.json(await moderationList(c.var.kv, query), 200, { "Cache-Control": "no-store" });
  },
  async POST(c) {
    const input = await parseJson(c, ReviewImportSchema);
    return c.json({ review: await importReview(c.var.kv, input) }, 201);
  },
});
