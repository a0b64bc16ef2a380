/**
 * Provider failures as the editor sees them: invalid output retried once,
 * refusals, the provider's 429 with Retry-After, 500, a slow answer past the
 * timeout, the per-user limit, and a usage record for every call. The timeout
 * is fired by the test (`manualDeadlines`) once the provider holds the call, so
 * no call times out because the machine was slow, and none waits for a timer.
 */
import assert from "node:assert/strict";
import { listAiUsage } from "@/lib/db/ai_usage.ts";
import { manualDeadlines } from "../support/manual_deadlines.ts";
import { startAiSite } from "./ai_test_site.ts";

const TITLE = { title: "Ropa vieja" };

Deno.test("AI failures: retry, refusal, 429, 500, timeout, per-user limit, usage", async (t) => {
  const deadlines = manualDeadlines();
  // The SDK's own timeout (the same setting) stays far away; the call's deadline fires when the test fires it.
  const ai = await startAiSite({ timeoutMs: 90_000, rateLimit: 12, startDeadline: deadlines.start });
  try {
    await t.step("malformed JSON once: asked again, then answered", async () => {
      ai.fake.nextChat({ text: "{ no es json" });
      const before = ai.fake.chat.length;
      const response = await ai.post("generate-focus-keywords", TITLE);
      assert.equal(response.status, 200);
      assert.equal((await response.json()).mainFocusKeyword, "arroz con pollo cubano");
      assert.equal(ai.fake.chat.length - before, 2);
    });

    await t.step("invalid twice: 502 in the spec's words", async () => {
      ai.fake.nextChat({ json: { mainFocusKeyword: "", secondaryFocusKeyword: "b" } }, {
        json: { mainFocusKeyword: 3 },
      });
      const response = await ai.post("generate-focus-keywords", TITLE);
      assert.equal(response.status, 502);
      assert.deepEqual(await response.json(), {
        error: "Failed to generate focus keywords: the AI answer was not valid data twice.",
      });
    });

    await t.step("a refusal is not retried", async () => {
      ai.fake.nextChat({ refusal: "No puedo ayudar con eso." });
      const before = ai.fake.chat.length;
      const response = await ai.post("generate-seo", { title: "Ropa vieja", content: "<p>x</p>" });
      assert.equal(response.status, 502);
      assert.equal(
        (await response.json()).error,
        "Failed to generate SEO: the AI model declined the request (No puedo ayudar con eso.).",
      );
      assert.equal(ai.fake.chat.length - before, 1);
    });

    await t.step("the provider's 429 keeps its Retry-After", async () => {
      ai.fake.nextChat({ status: 429, retryAfter: "7" });
      const response = await ai.post("enhance-content", { content: "<p>Hola</p>" });
      assert.equal(response.status, 429);
      assert.equal(response.headers.get("retry-after"), "7");
      assert.equal(
        (await response.json()).error,
        "Failed to enhance content: the AI service is busy. Please try again in 7 s.",
      );
    });

    await t.step("a 500 is a 502 with the endpoint's message", async () => {
      ai.fake.nextChat({ status: 500 });
      const response = await ai.post("generate-recipe-schema", { title: "Flan", content: "<p>Flan de leche</p>" });
      assert.equal(response.status, 502);
      assert.equal(
        (await response.json()).error,
        "Failed to generate recipe schema: the AI service answered with an error (HTTP 500).",
      );
    });

    await t.step("a slow answer past the timeout is a 504", async () => {
      // The provider holds the answer far longer than the test may run: only the deadline can end the call.
      ai.fake.nextChat({ delayMs: 600_000, json: { mainFocusKeyword: "a", secondaryFocusKeyword: "b" } });
      const before = ai.fake.chat.length;
      const pending = ai.post("generate-focus-keywords", TITLE);
      while (ai.fake.chat.length === before) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(deadlines.fire(), 1, "one call was waiting for the provider");
      const response = await pending;
      assert.equal(response.status, 504);
      assert.equal(
        (await response.json()).error,
        "Failed to generate focus keywords: the AI service did not answer within 90 s.",
      );
    });

    await t.step("every call left a usage record with its outcome", async () => {
      const records = await listAiUsage(ai.site.kv);
      const outcomes = records.map((r) => `${r.endpoint}:${r.outcome}`);
      assert.deepEqual(outcomes, [
        "generate-focus-keywords:invalid_output",
        "generate-focus-keywords:ok",
        "generate-focus-keywords:invalid_output",
        "generate-focus-keywords:invalid_output",
        "generate-seo:refused",
        "enhance-content:rate_limited",
        "generate-recipe-schema:error",
        "generate-focus-keywords:timeout",
      ]);
      const ok = records[1];
      assert.equal(ok.model, "openai/gpt-4o-mini");
      assert.equal(ok.promptTokens, 120);
      assert.equal(ok.completionTokens, 80);
      assert.ok(ok.durationMs >= 0);
    });

    await t.step("past the per-user allowance: 429 with Retry-After, nothing sent", async () => {
      for (let i = 0; i < 6; i++) await (await ai.post("generate-focus-keywords", TITLE)).body?.cancel();
      const before = ai.fake.chat.length;
      const response = await ai.post("generate-focus-keywords", TITLE);
      assert.equal(response.status, 429);
      const retryAfter = Number(response.headers.get("retry-after"));
      assert.ok(retryAfter > 0 && retryAfter <= 60, String(retryAfter));
      assert.match((await response.json()).error, /^Too many AI requests\. Please wait \d+ seconds? and try again\.$/);
      assert.equal(ai.fake.chat.length, before);
    });
  } finally {
    await ai.close();
  }
});
