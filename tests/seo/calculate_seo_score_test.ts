/** POST /api/ai/calculate-seo-score over HTTP: the guard, the payload check and the answer. */
import assert from "node:assert/strict";
import { SeoScoreResponseSchema } from "@/lib/schemas/seo_score.ts";
import { GOOD_POST } from "../support/seo_sample_post.ts";
import { apiLogin, startSite } from "../support/site.ts";

Deno.test("POST /api/ai/calculate-seo-score", async (t) => {
  const site = await startSite();
  try {
    const url = `${site.url}/api/ai/calculate-seo-score`;
    const token = await apiLogin(site);
    const post = (body: unknown, auth = true) =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(auth ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });

    await t.step("visitors get 401", async () => {
      const response = await post(GOOD_POST, false);
      assert.equal(response.status, 401);
      assert.deepEqual(await response.json(), { error: "Authentication required" });
    });

    await t.step("a complete post: score, rating, passed, recommendations, warnings", async () => {
      const response = await post(GOOD_POST);
      assert.equal(response.status, 200);
      const body = await response.json();
      assert.deepEqual(Object.keys(body).sort(), [
        "issues",
        "passed",
        "rating",
        "recommendations",
        "score",
        "warnings",
      ]);
      assert.deepEqual(body, SeoScoreResponseSchema.parse(body), "the response schema describes it");
      assert.equal(body.score, 100);
      assert.equal(body.rating, "Excellent");
      assert.deepEqual(body.recommendations, []);
    });

    await t.step("a keyword absent from the text lowers the score and says what to do", async () => {
      const body = await (await post({ ...GOOD_POST, focusKeyword: "ropa vieja" })).json();
      assert.ok(body.score < 60, String(body.score));
      assert.equal(body.rating, "Needs Improvement");
      assert.ok(body.recommendations.includes('Use the focus keyword "ropa vieja" in the title.'));
      assert.deepEqual(body.issues.find((issue: { id: string }) => issue.id === "keyword_in_title"), {
        id: "keyword_in_title",
        message: 'Use the focus keyword "ropa vieja" in the title.',
      });
    });

    await t.step("optional fields may be left out; wrong types are a 400 with fields", async () => {
      const short = await post({
        title: "Pollo asado",
        content: "<p>Pollo asado.</p>",
        slug: "pollo-asado",
        focusKeyword: "pollo asado",
      });
      assert.equal(short.status, 200);
      assert.ok((await short.json()).score > 0);
      const bad = await post({ ...GOOD_POST, title: 42 });
      assert.equal(bad.status, 400);
      assert.ok((await bad.json()).fields?.title);
    });
  } finally {
    await site.close();
  }
});
