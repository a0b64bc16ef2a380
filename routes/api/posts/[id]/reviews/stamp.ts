/**
 * GET /api/posts/{id}/reviews/stamp → `{ stamp }`: a fresh stamp for the review form of a published post, fetched by
 * the form as it is shown (`lib/site/form_stamp.ts`; the 3-second check counts from now). Never cached.
 */
import { define } from "@/lib/define.ts";
import { issueFormStamp } from "@/lib/site/form_stamp.ts";
import { publishedPost } from "@/lib/site/post_reviews.ts";

export const handler = define.handlers({
  async GET(c) {
    const post = await publishedPost(c);
    return c.json({ stamp: await issueFormStamp(c.var.kv, post.id, c.var.now()) }, 200, {
      "Cache-Control": "no-store",
    });
  },
});
