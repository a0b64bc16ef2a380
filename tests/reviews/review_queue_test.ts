/**
 * The moderation queue is bounded: past REVIEW_PENDING_PER_POST pending reviews of a post, or REVIEW_PENDING_SITE in
 * the whole site, a new review is stored as spam, held unread (the reader gets the same thanks), and the Reviews screen
 * says so in a notice above the list.
 */
import assert from "node:assert/strict";
import { getReview, getReviewCounts } from "@/lib/db/reviews.ts";
import { listReviewsForModeration } from "@/lib/db/review_admin_list.ts";
import { heldReviewsNotice } from "@/lib/db/review_queue.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { issueFormStamp } from "@/lib/site/form_stamp.ts";
import { apiLogin, startSite } from "../support/site.ts";

Deno.test("pending reviews are capped per post and per site; beyond, new ones are held as spam with a notice", async () => {
  const site = await startSite({ env: { TRUST_PROXY: "1", REVIEW_PENDING_PER_POST: "2", REVIEW_PENDING_SITE: "3" } });
  let reader = 0;
  try {
    const article = async (title: string) =>
      (await savePostFromInput(site.kv, { title, status: "published", content: "<p>Texto</p>" }, {
        id: "author-1",
        name: "Autora",
      })).post;
    const [first, second] = [await article("Café cubano"), await article("Historia del mojito")];
    const send = async (postId: string) => {
      const answer = await fetch(`${site.url}/api/posts/${postId}/reviews`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.1.0.${++reader}` },
        body: JSON.stringify({
          stamp: await issueFormStamp(site.kv, postId, Date.now() - 60_000),
          name: `Lector ${reader}`,
          text: "Muy interesante.",
        }),
      });
      assert.equal(answer.status, 201, await answer.clone().text());
      assert.match((await answer.json()).message, /Gracias/, "the reader is thanked alike");
    };
    const held = async () => (await listReviewsForModeration(site.kv, { status: "spam" })).reviews;

    await send(first.id);
    await send(first.id);
    assert.equal((await getReviewCounts(site.kv)).pending, 2);
    assert.equal(await heldReviewsNotice(site.kv), null, "no notice before a review is held");
    await send(first.id);
    const [postHeld] = await held();
    assert.equal(postHeld.held, "post-queue-full");
    assert.equal(postHeld.post_id, first.id);
    assert.equal((await getReview(site.kv, postHeld.id))?.status, "spam");

    await send(second.id);
    assert.equal((await getReviewCounts(site.kv)).pending, 3, "the other post still had room");
    await send(second.id);
    const siteHeld = (await held()).find((review) => review.post_id === second.id);
    assert.equal(siteHeld?.held, "site-queue-full");
    assert.deepEqual(await getReviewCounts(site.kv), { pending: 3, approved: 0, spam: 2 });

    const notice = await heldReviewsNotice(site.kv);
    assert.equal(notice?.count, 2);
    const token = await apiLogin(site);
    const screen = await (await fetch(`${site.url}/admin/reviews`, { headers: { Authorization: `Bearer ${token}` } }))
      .text();
    const text = screen.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
    assert.match(text, /2 reviews were held as spam, unread, because the pending queue was full/);
  } finally {
    await site.close();
  }
});
