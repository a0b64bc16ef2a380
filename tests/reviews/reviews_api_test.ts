import assert from "node:assert/strict";
import { clearAttempts } from "@/lib/db/rate_limits.ts";
import { getRatingAggregate } from "@/lib/db/ratings.ts";
import { deleteReview, getReview, getReviewCounts, setReviewStatus } from "@/lib/db/reviews.ts";
import { listReviewsForModeration } from "@/lib/db/review_admin_list.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { checkFormStamp, issueFormStamp, MIN_FILL_MS, STAMP_LIFETIME_MS } from "@/lib/site/form_stamp.ts";
import { BAD_STAMP_MESSAGE, EXPIRED_MESSAGE, OTHER_POST_MESSAGE } from "@/lib/site/review_submit.ts";
import { REVIEW_RULE } from "@/lib/site/limits.ts";
import { startSite, type TestSite } from "../support/site.ts";

const AUTHOR = { id: "author-1", name: "Autora" };
const JSON_HEADERS = { "Content-Type": "application/json" };

function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: "POST", headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
}

/** A review body with a stamp issued a minute ago (as if the reader took a minute to write). */
async function reviewBody(site: TestSite, postId: string, fields: Record<string, unknown>) {
  return {
    stamp: await issueFormStamp(site.kv, postId, Date.now() - 60_000),
    name: "Marta",
    text: "Quedó muy rico.",
    ...fields,
  };
}

async function pendingIds(site: TestSite): Promise<string[]> {
  return (await listReviewsForModeration(site.kv, { status: "pending" })).reviews.map((r) => r.id);
}

Deno.test("reviews API: submit, moderation states, abuse checks and star counting", async (t) => {
  const site = await startSite();
  const kv = site.kv;
  const recipe = async (title: string) =>
    (await savePostFromInput(
      kv,
      { title, status: "published", content: "<p>Receta</p>", content_type: "recipe" },
      AUTHOR,
    ))
      .post;
  try {
    const ropa = await recipe("Ropa vieja");
    const article = (await savePostFromInput(kv, {
      title: "Historia del café cubano",
      status: "published",
      content: "<p>Artículo</p>",
      content_type: "article",
    }, AUTHOR)).post;
    const reviewsUrl = (id: string) => `${site.url}/api/posts/${id}/reviews`;

    await t.step("a new review waits: it is stored pending and is not public", async () => {
      await clearAttempts(kv, ["review_address", "127.0.0.1"]);
      const sent = await post(
        reviewsUrl(ropa.id),
        await reviewBody(site, ropa.id, {
          name: "Ana",
          email: "ana@example.test",
          stars: 4,
          text: "Me salió perfecta, la repetiré.",
        }),
      );
      assert.equal(sent.status, 201);
      assert.deepEqual(await sent.json(), {
        ok: true,
        message: "¡Gracias! Tu reseña se publicará cuando la revisemos.",
      });
      const [id] = await pendingIds(site);
      const stored = await getReview(kv, id);
      assert.equal(stored?.status, "pending");
      assert.equal(stored?.email, "ana@example.test");
      assert.equal(stored?.stars, 4);
      const publicList = await (await fetch(reviewsUrl(ropa.id))).json();
      assert.deepEqual(publicList, { reviews: [], total: 0, page: 1, pages: 1 });
      assert.equal((await getRatingAggregate(kv, ropa.id)).count, 0, "pending stars do not count");

      await setReviewStatus(kv, id, "approved");
      const approved = await (await fetch(reviewsUrl(ropa.id))).json();
      assert.equal(approved.total, 1);
      assert.equal(approved.reviews[0].name, "Ana");
      assert.equal(approved.reviews[0].stars, 4);
      const text = JSON.stringify(approved);
      assert.ok(!text.includes("ana@example.test"), "the e-mail is never public");
      assert.ok(!text.includes(stored!.voter), "the voter id is never public");
      await deleteReview(kv, id);
      assert.equal((await (await fetch(reviewsUrl(ropa.id))).json()).total, 0);
    });

    await t.step("recipes need stars, articles take comments without stars", async () => {
      await clearAttempts(kv, ["review_address", "127.0.0.1"]);
      const noStars = await post(reviewsUrl(ropa.id), await reviewBody(site, ropa.id, {}));
      assert.equal(noStars.status, 400);
      assert.deepEqual((await noStars.json()).fields, { stars: ["Elige de 1 a 5 estrellas"] });
      for (const stars of [0, 6, 2.5, "x"]) {
        const bad = await post(reviewsUrl(ropa.id), await reviewBody(site, ropa.id, { stars }));
        assert.equal(bad.status, 400, `stars ${stars}`);
        assert.ok((await bad.json()).fields.stars, `stars ${stars}`);
      }
      const starred = await post(reviewsUrl(article.id), await reviewBody(site, article.id, { stars: 5 }));
      assert.equal(starred.status, 400);
      await starred.body?.cancel();
      const comment = await post(
        reviewsUrl(article.id),
        await reviewBody(site, article.id, { text: "Qué buena historia." }),
      );
      assert.equal(comment.status, 201);
      assert.equal((await comment.json()).message, "¡Gracias! Tu comentario se publicará cuando lo revisemos.");
      for (const id of await pendingIds(site)) await deleteReview(kv, id);
    });

    await t.step("HTML is stripped, lengths are limited, unknown posts are 404", async () => {
      await clearAttempts(kv, ["review_address", "127.0.0.1"]);
      const sent = await post(
        reviewsUrl(ropa.id),
        await reviewBody(site, ropa.id, {
          name: "<b>Luis</b>",
          stars: 5,
          text: '<p>Muy <a href="https://x.example">buena</a></p><img src=x onerror=alert(1)>',
        }),
      );
      assert.equal(sent.status, 201);
      await sent.body?.cancel();
      const [id] = await pendingIds(site);
      const stored = await getReview(kv, id);
      assert.equal(stored?.name, "Luis");
      assert.equal(stored?.text, "Muy buena");
      await deleteReview(kv, id);
      const long = await post(
        reviewsUrl(ropa.id),
        await reviewBody(site, ropa.id, { stars: 5, text: "a".repeat(3001) }),
      );
      assert.equal(long.status, 400);
      assert.ok((await long.json()).fields.text);
      const empty = await post(reviewsUrl(ropa.id), await reviewBody(site, ropa.id, { stars: 5, text: "<b></b>" }));
      assert.equal(empty.status, 400, "a text of nothing but tags is empty");
      await empty.body?.cancel();
      const nobody = await post(reviewsUrl("no-such-post"), await reviewBody(site, "no-such-post", { stars: 5 }));
      assert.equal(nobody.status, 404);
      await nobody.body?.cancel();
    });

    await t.step("more than two links → stored as spam; a filled honeypot stores nothing", async () => {
      await clearAttempts(kv, ["review_address", "127.0.0.1"]);
      const links = "Mira https://a.example y http://b.example y www.c.example";
      const spam = await post(reviewsUrl(ropa.id), await reviewBody(site, ropa.id, { stars: 5, text: links }));
      assert.equal(spam.status, 201, "a spammer gets the same answer");
      await spam.body?.cancel();
      const spamList = await listReviewsForModeration(kv, { status: "spam" });
      assert.equal(spamList.reviews.length, 1);
      assert.equal(spamList.reviews[0].text, links);
      assert.equal(spamList.counts.spam, 1);
      const two = await post(
        reviewsUrl(ropa.id),
        await reviewBody(site, ropa.id, { stars: 5, text: "https://a.example www.b.example" }),
      );
      assert.equal(two.status, 201);
      await two.body?.cancel();
      assert.equal((await pendingIds(site)).length, 1, "two links are fine");
      const before = await getReviewCounts(kv);
      const bot = await post(
        reviewsUrl(ropa.id),
        await reviewBody(site, ropa.id, { stars: 5, website: "http://spam.example" }),
      );
      assert.equal(bot.status, 201);
      await bot.body?.cancel();
      assert.deepEqual(await getReviewCounts(kv), before, "the honeypot stored nothing");
      for (const id of [...await pendingIds(site), spamList.reviews[0].id]) await deleteReview(kv, id);
    });

    await t.step("a form sent too soon, with a forged, expired or another post's stamp, is refused", async () => {
      await clearAttempts(kv, ["review_address", "127.0.0.1"]);
      const issued = Date.now();
      const sendWith = async (stamp: string) => {
        const answer = await post(reviewsUrl(ropa.id), { ...await reviewBody(site, ropa.id, { stars: 5 }), stamp });
        return { status: answer.status, message: (await answer.json()).fields?.stamp?.[0] };
      };
      // Stamped a minute ahead: however slow the machine, the form arrives less than MIN_FILL_MS after its stamp.
      const fast = await sendWith(await issueFormStamp(kv, ropa.id, issued + 60_000));
      assert.equal(fast.status, 400);
      assert.match(fast.message, /demasiado rápido/);
      const [postId, time, kind] = (await issueFormStamp(kv, ropa.id, issued - 60_000)).split(".");
      const forged = await sendWith(`${postId}.${time}.${kind}.${"0".repeat(64)}`);
      assert.deepEqual(forged, { status: 400, message: BAD_STAMP_MESSAGE });
      const elsewhere = await sendWith(await issueFormStamp(kv, article.id, issued - 60_000));
      assert.deepEqual(elsewhere, { status: 400, message: OTHER_POST_MESSAGE }, "a stamp of another post");
      const stale = await sendWith(await issueFormStamp(kv, ropa.id, issued - STAMP_LIFETIME_MS - 60_000));
      assert.deepEqual(stale, { status: 400, message: EXPIRED_MESSAGE }, "a stamp older than a day");
      assert.deepEqual(await pendingIds(site), []);
    });

    await t.step("GET .../reviews/stamp answers a fresh stamp of that post, never stored by caches", async () => {
      const answer = await fetch(`${reviewsUrl(ropa.id)}/stamp`);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get("cache-control"), "no-store");
      const { stamp } = await answer.json();
      assert.equal(await checkFormStamp(kv, stamp, ropa.id, Date.now() + MIN_FILL_MS), "ok");
      assert.equal(await checkFormStamp(kv, stamp, ropa.id, Date.now() - 1), "too-fast", "the 3-second check holds");
      assert.equal(await checkFormStamp(kv, stamp, article.id, Date.now() + MIN_FILL_MS), "other-post");
      const missing = await fetch(`${reviewsUrl("no-such-post")}/stamp`);
      assert.equal(missing.status, 404);
      await missing.body?.cancel();
    });

    await t.step("reviews are limited per address (429 with Retry-After)", async () => {
      await clearAttempts(kv, ["review_address", "127.0.0.1"]);
      for (let i = 0; i < REVIEW_RULE.limit; i++) {
        const ok = await post(reviewsUrl(article.id), await reviewBody(site, article.id, {}));
        assert.equal(ok.status, 201);
        await ok.body?.cancel();
      }
      const limited = await post(reviewsUrl(article.id), await reviewBody(site, article.id, {}));
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get("retry-after")) > 0);
      assert.match((await limited.json()).error, /demasiadas solicitudes/);
      for (const id of await pendingIds(site)) await deleteReview(kv, id);
    });

    await t.step("a review's stars count with the star votes, one per reader", async () => {
      await clearAttempts(kv, ["review_address", "127.0.0.1"]);
      const ratingUrl = `${site.url}/api/posts/${ropa.id}/rating`;
      const vote = await post(ratingUrl, { value: 4 });
      const voter = { Cookie: (vote.headers.get("set-cookie") ?? "").split(";")[0] };
      await vote.body?.cancel();
      assert.deepEqual(await getRatingAggregate(kv, ropa.id), { sum: 4, count: 1, average: 4 });

      const own = await post(reviewsUrl(ropa.id), await reviewBody(site, ropa.id, { stars: 2 }), voter);
      assert.equal(own.status, 201);
      await own.body?.cancel();
      const [ownId] = await pendingIds(site);
      await setReviewStatus(kv, ownId, "approved");
      assert.deepEqual(await getRatingAggregate(kv, ropa.id), { sum: 2, count: 1, average: 2 }, "not counted twice");
      await setReviewStatus(kv, ownId, "spam");
      assert.deepEqual(await getRatingAggregate(kv, ropa.id), { sum: 4, count: 1, average: 4 }, "the vote is back");
      await setReviewStatus(kv, ownId, "approved");
      await deleteReview(kv, ownId);
      assert.deepEqual(await getRatingAggregate(kv, ropa.id), { sum: 4, count: 1, average: 4 });

      // Without the cookie, from the address that voted today: still the same reader.
      const cookieless = await post(reviewsUrl(ropa.id), await reviewBody(site, ropa.id, { stars: 5 }));
      await cookieless.body?.cancel();
      const [sameId] = await pendingIds(site);
      await setReviewStatus(kv, sameId, "approved");
      assert.deepEqual(await getRatingAggregate(kv, ropa.id), { sum: 5, count: 1, average: 5 });
      await deleteReview(kv, sameId);

      // Readers who did not vote add their stars to the votes of others.
      const flan = await recipe("Flan de leche");
      const fresh = await post(reviewsUrl(flan.id), await reviewBody(site, flan.id, { stars: 5 }));
      await fresh.body?.cancel();
      const [freshId] = await pendingIds(site);
      await setReviewStatus(kv, freshId, "approved");
      assert.deepEqual(await getRatingAggregate(kv, flan.id), { sum: 5, count: 1, average: 5 });
      const rating = await (await post(`${site.url}/api/posts/${flan.id}/rating`, { value: 2 })).json();
      assert.deepEqual(rating, { average: 3.5, count: 2, yourVote: 2 });
    });
  } finally {
    await site.close();
  }
});
