import assert from "node:assert/strict";
import { clearAttempts } from "@/lib/db/rate_limits.ts";
import { createReview, deleteReview, setReviewStatus } from "@/lib/db/reviews.ts";
import { listReviewsForModeration } from "@/lib/db/review_admin_list.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { checkFormStamp, issueFormStamp, STAMP_LIFETIME_MS } from "@/lib/site/form_stamp.ts";
import { jsonLdOf, textOf } from "../public/html.ts";
import { startSite } from "../support/site.ts";

const AUTHOR = { id: "author-1", name: "Autora" };

Deno.test("post page: review form without script, approved reviews paged, stars and reviews in the JSON-LD", async (t) => {
  const site = await startSite();
  const kv = site.kv;
  try {
    const recipe = (await savePostFromInput(kv, {
      title: "Tostones",
      slug: "tostones",
      status: "published",
      content: "<p>Plátano verde</p>",
      content_type: "recipe",
    }, AUTHOR)).post;
    const article = (await savePostFromInput(kv, {
      title: "El café de la mañana",
      slug: "cafe-de-la-manana",
      status: "published",
      content: "<p>Historia</p>",
      content_type: "article",
    }, AUTHOR)).post;
    const page = async (path: string) => await (await fetch(`${site.url}${path}`)).text();

    await t.step("recipes get the review form, articles the comment form", async () => {
      const html = await page("/tostones");
      assert.match(html, /<form id="resena-formulario"[^>]*method="post"[^>]*action="\/api\/posts\/[^"]+\/reviews"/);
      assert.match(html, /<legend>Valoración<\/legend>/);
      assert.equal((html.match(/type="radio" name="stars"/g) ?? []).length, 5);
      assert.match(html, /<label for="resena-email">Correo electrónico \(opcional\)<\/label>/);
      assert.match(html, /aria-describedby="resena-email-hint"/);
      assert.match(html, new RegExp(`name="stamp" value="${recipe.id}\\.\\d+\\.p\\.[0-9a-f]{64}"`), "a page stamp");
      const comments = await page("/cafe-de-la-manana");
      assert.match(comments, /Deja un comentario/);
      assert.doesNotMatch(comments, /name="stars"/);
      assert.doesNotMatch(comments, /name="email"/);
    });

    await t.step("a plain form post lands back on the post with the thanks; the review is not shown yet", async () => {
      await clearAttempts(kv, ["review_address", "127.0.0.1"]);
      const form = new URLSearchParams({
        stamp: await issueFormStamp(kv, recipe.id, Date.now() - 60_000),
        name: "Rosa",
        email: "rosa@example.test",
        stars: "5",
        text: "Crujientes como en La Habana.",
        website: "",
      });
      const sent = await fetch(`${site.url}/api/posts/${recipe.id}/reviews`, {
        method: "POST",
        body: form,
        redirect: "manual",
      });
      assert.equal(sent.status, 303);
      assert.equal(sent.headers.get("location"), "/tostones?resena=enviada#opiniones");
      const landing = await page("/tostones?resena=enviada");
      assert.match(textOf(landing), /¡Gracias! Tu reseña se publicará cuando la revisemos\./);
      assert.ok(!landing.includes("Crujientes como en La Habana"), "pending reviews are not public");
      const fast = await fetch(`${site.url}/api/posts/${recipe.id}/reviews`, {
        method: "POST",
        body: new URLSearchParams({
          ...Object.fromEntries(form),
          stamp: await issueFormStamp(kv, recipe.id, Date.now() + 60_000),
        }),
        redirect: "manual",
      });
      assert.equal(fast.headers.get("location"), "/tostones?resena=rapido#opiniones");
      const bad = await fetch(`${site.url}/api/posts/${article.id}/reviews`, {
        method: "POST",
        body: new URLSearchParams({ stamp: "x", name: "", text: "" }),
        redirect: "manual",
      });
      assert.equal(bad.headers.get("location"), "/cafe-de-la-manana?resena=error#opiniones");
      assert.match(textOf(await page("/cafe-de-la-manana?resena=error")), /No hemos podido guardar tu opinión/);
    });

    await t.step("the page's stamp needs no wait, but expires: the landing page then carries a new one", async () => {
      await clearAttempts(kv, ["review_address", "127.0.0.1"]);
      const stampOf = (html: string) => /name="stamp" value="([^"]+)"/.exec(html)![1];
      const send = async (stamp: string) =>
        (await fetch(`${site.url}/api/posts/${recipe.id}/reviews`, {
          method: "POST",
          body: new URLSearchParams({ stamp, name: "Iris", stars: "4", text: "Muy buenos." }),
          redirect: "manual",
        })).headers.get("location");
      assert.equal(await send(stampOf(await page("/tostones"))), "/tostones?resena=enviada#opiniones", "sent at once");
      const stale = await issueFormStamp(kv, recipe.id, Date.now() - STAMP_LIFETIME_MS - 60_000, "page");
      assert.equal(await send(stale), "/tostones?resena=caducado#opiniones");
      const landings = [
        await fetch(`${site.url}/tostones?resena=caducado`),
        await fetch(`${site.url}/tostones?resena=caducado`),
      ];
      const [first, second] = await Promise.all(landings.map((landing) => landing.text()));
      assert.match(textOf(first), /El formulario había caducado\. Ya tienes uno nuevo: envíalo otra vez\./);
      assert.equal(landings[1].headers.get("cache-control"), "no-store", "never kept by the page cache");
      assert.notEqual(landings[1].headers.get("x-cache"), "HIT");
      assert.equal(await checkFormStamp(kv, stampOf(second), recipe.id), "ok", "the stamp it carries is new");
      for (const review of (await listReviewsForModeration(kv, { status: "pending" })).reviews) {
        if (review.name === "Iris") await deleteReview(kv, review.id);
      }
    });

    await t.step(
      "approving publishes the review at once: name, es-ES date, stars, reply, JSON-LD; never the e-mail",
      async () => {
        const before = await page("/tostones");
        const [pending] = (await listReviewsForModeration(kv, { status: "pending" })).reviews;
        await setReviewStatus(kv, pending.id, "approved");
        const html = await page("/tostones");
        assert.notEqual(html, before);
        assert.match(html, /Crujientes como en La Habana\./);
        assert.match(html, /<strong class="review__name">Rosa<\/strong>/);
        assert.match(html, /role="img" aria-label="5 de 5 estrellas"/);
        assert.ok(!html.includes("rosa@example.test"), "the e-mail is never on the page");
        const recipeLd = jsonLdOf(html).find((node) => node["@type"] === "Recipe")!;
        assert.deepEqual(recipeLd.aggregateRating, {
          "@type": "AggregateRating",
          ratingValue: 5,
          ratingCount: 1,
          bestRating: 5,
          worstRating: 1,
        });
        assert.deepEqual(recipeLd.review, [{
          "@type": "Review",
          author: { "@type": "Person", name: "Rosa" },
          datePublished: pending.created_at.slice(0, 10),
          reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
          reviewBody: "Crujientes como en La Habana.",
        }]);
      },
    );

    await t.step("approved reviews are paged ten at a time, newest first", async () => {
      const start = Date.parse("2026-01-01T10:00:00Z");
      // Brought in newest first: the page goes by the reviews' dates, not by when they were stored.
      for (let i = 11; i >= 1; i--) {
        await createReview(kv, {
          post_id: article.id,
          name: `Lector ${i}`,
          text: `Comentario número ${i}`,
          status: "approved",
          voter: `voter-${i}`,
          created_at: new Date(start + i * 60_000).toISOString(),
          ...(i === 11
            ? { reply: { text: "¡Gracias por leernos!", author: "Admin", created_at: new Date().toISOString() } }
            : {}),
        });
      }
      const first = textOf(await page("/cafe-de-la-manana"));
      assert.match(
        first,
        /Comentario número 11[\s\S]*Respuesta del sitio[\s\S]*¡Gracias por leernos![\s\S]*Comentario número 10/,
      );
      assert.doesNotMatch(first, /Comentario número 1(?!\d)/, "the oldest is on page 2");
      assert.match(first, /1 de enero de 2026/);
      assert.match(first, /Página 1 de 2/);
      const second = textOf(await page("/cafe-de-la-manana?resenas=2"));
      assert.match(second, /Comentario número 1\b/);
      assert.ok(!second.includes("Comentario número 2"));
      for (const bad of ["3", "0", "x"]) {
        assert.equal((await fetch(`${site.url}/cafe-de-la-manana?resenas=${bad}`)).status, 404, bad);
      }
      const ld = jsonLdOf(await page("/cafe-de-la-manana"));
      assert.ok(!JSON.stringify(ld).includes("Review"), "comments are not reviews in the JSON-LD");
    });
  } finally {
    await site.close();
  }
});
