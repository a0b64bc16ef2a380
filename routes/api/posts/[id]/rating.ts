/**
 * Reader ratings of a published post; the visitor is known by the `voter` cookie.
 * GET /api/posts/{id}/rating → `{ average, count, yourVote }` (`yourVote` null before voting).
 * POST /api/posts/{id}/rating `{ value: 1..5 }` → `{ average, count, yourVote }`; a later vote
 * by the same visitor replaces the earlier one, and so does a vote from an address that already
 * voted on the post that day (UTC), cookie or not (`lib/db/rating_addresses.ts`). Limited per
 * address (429 with Retry-After).
 */
import { clientAddress } from "@/lib/auth/client_address.ts";
import { getPost } from "@/lib/db/posts.ts";
import { getRatingAggregate, getVisitorVote, ratePost } from "@/lib/db/ratings.ts";
import { NotFoundError } from "@/lib/errors.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { routeParam } from "@/lib/http/params.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { RATING_RULE, reservePublicAttempt } from "@/lib/site/limits.ts";
import { ensureVoter, readVoter } from "@/lib/site/voter.ts";
import { RateInputSchema } from "@/lib/schemas/rating.ts";
import { define } from "@/lib/define.ts";

/** The id of a published post, or 404. */
async function publishedPostId(c: AppContext): Promise<string> {
  const id = routeParam(c, "id");
  const found = await getPost(c.var.kv, id);
  if (!found || found.post.status !== "published") throw new NotFoundError("Post not found");
  return id;
}

const NO_STORE = { "Cache-Control": "private, no-store" };

export const handler = define.handlers({
  async GET(c) {
    const postId = await publishedPostId(c);
    const voter = readVoter(c);
    const [aggregate, yourVote] = await Promise.all([
      getRatingAggregate(c.var.kv, postId),
      voter ? getVisitorVote(c.var.kv, postId, voter) : null,
    ]);
    return c.json({ average: aggregate.average, count: aggregate.count, yourVote }, 200, NO_STORE);
  },
  async POST(c) {
    const postId = await publishedPostId(c);
    const { value } = await parseJson(c, RateInputSchema);
    await reservePublicAttempt(c, c.var.kv, "rating_address", RATING_RULE);
    const result = await ratePost(c.var.kv, postId, ensureVoter(c), value, {
      address: clientAddress(c),
      now: c.var.now(),
    });
    return c.json(result, 200, NO_STORE);
  },
});
