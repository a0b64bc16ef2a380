/**
 * GET /api/admin/reviews/{id} → `{ review }`.
 * PATCH /api/admin/reviews/{id} `{ status?, reply? }` → `{ review }`: approve, mark as spam or send back to pending,
 * and/or reply as the site (an empty reply removes it). DELETE → 204. Changes touching an approved review update the
 * public page at once. Staff (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { guardedUser } from "@/lib/auth/current_user.ts";
import { deleteReview, getReview } from "@/lib/db/reviews.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { routeParam } from "@/lib/http/params.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { ReviewUpdateSchema } from "@/lib/schemas/review.ts";
import { updateReview } from "@/lib/services/review_moderation.ts";

export const handler = define.handlers({
  async GET(c) {
    const review = await getReview(c.var.kv, routeParam(c, "id"));
    if (!review) throw new NotFoundError("Review not found");
    return c.json({ review }, 200, { "Cache-Control": "no-store" });
  },
  async PATCH(c) {
    const user = guardedUser(c);
    const review = await updateReview(c.var.kv, routeParam(c, "id"), await parseJson(c, ReviewUpdateSchema), user.name);
    return c.json({ review });
  },
  async DELETE(c) {
    await deleteReview(c.var.kv, routeParam(c, "id"));
    return c.body(null, 204);
  },
});
