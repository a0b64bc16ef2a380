/**
 * No lost review: a hundred readers (a hundred addresses behind one trusted proxy) send a review of one post at the
 * same moment to two servers sharing one store file; every one is accepted and stored (the per-post queue cap raised
 * to hold them all), however often their writes meet on the shared counts.
 */
import assert from "node:assert/strict";
import { getReviewCounts } from "@/lib/db/reviews.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { issueFormStamp } from "@/lib/site/form_stamp.ts";
import { startSite } from "../support/site.ts";

const READERS = 100;

Deno.test("100 concurrent reviews from 100 readers of one post are all accepted", async () => {
  const env = { TRUST_PROXY: "1", REVIEW_PENDING_PER_POST: String(READERS) };
  const site = await startSite({ env });
  const twin = await startSite({ env, dir: site.dir });
  try {
    const { post } = await savePostFromInput(
      site.kv,
      { title: "Ropa vieja", status: "published", content: "<p>Receta</p>", content_type: "recipe" },
      { id: "author-1", name: "Autora" },
    );
    const stamp = await issueFormStamp(site.kv, post.id, Date.now() - 60_000);
    const send = (reader: number) =>
      fetch(`${[site, twin][reader % 2].url}/api/posts/${post.id}/reviews`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.0.${reader >> 8}.${reader & 255}` },
        body: JSON.stringify({ stamp, name: `Lector ${reader}`, stars: 5, text: `Reseña número ${reader}.` }),
      });
    const answers = await Promise.all(Array.from({ length: READERS }, (_, reader) => send(reader)));
    const statuses = await Promise.all(answers.map(async (answer) => `${answer.status} ${await answer.text()}`));
    assert.deepEqual(statuses.filter((status) => !status.startsWith("201 ")), [], "every review is accepted");
    assert.equal((await getReviewCounts(site.kv)).pending, READERS, "and every one is stored");
  } finally {
    await twin.close();
    await site.close();
  }
});
