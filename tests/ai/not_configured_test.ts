/** Without an AI key every AI endpoint answers 503 with a clear message, an unknown one 404, and the status says so. */
import assert from "node:assert/strict";
import { AI_NOT_CONFIGURED } from "@/lib/schemas/ai.ts";
import { apiLogin, startSite } from "../support/site.ts";

/** Every AI endpoint that calls a provider. */
export const AI_ENDPOINTS = [
  "smart-assistant",
  "generate-content",
  "generate-seo",
  "generate-image-metadata",
  "enhance-content",
  "generate-focus-keywords",
  "generate-section",
  "generate-recipe-schema",
  "fix-content",
  "replace-placeholders",
  "select-categories",
  "generate-single-image",
  "generate-images",
  "generate-content-images",
];

Deno.test("AI endpoints without a key: 503, never a crash", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const headers = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
    for (const name of AI_ENDPOINTS) {
      const visitor = await fetch(`${site.url}/api/ai/${name}`, { method: "POST", headers: {}, body: "{}" });
      assert.equal(visitor.status, 401, name);
      await visitor.body?.cancel();
      const response = await fetch(`${site.url}/api/ai/${name}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ title: "Ropa vieja", content: "<p>Hola</p>", instruction: "Mejora" }),
      });
      assert.equal(response.status, 503, name);
      assert.deepEqual(await response.json(), { error: AI_NOT_CONFIGURED }, name);
    }
    // One route serves the operations (`lib/ai/operations.ts`): a name it does not list is a 404, even an
    // Object.prototype one, and a GET is a 405.
    for (const name of ["generate-poem", "constructor", "__proto__"]) {
      const unknown = await fetch(`${site.url}/api/ai/${name}`, { method: "POST", headers, body: "{}" });
      assert.equal(unknown.status, 404, name);
      await unknown.body?.cancel();
    }
    const get = await fetch(`${site.url}/api/ai/generate-seo`, { headers });
    assert.equal(get.status, 405);
    assert.match(get.headers.get("allow") ?? "", /POST/);
    await get.body?.cancel();
    const status = await fetch(`${site.url}/api/ai/status`, { headers });
    assert.deepEqual(await status.json(), {
      text: false,
      image: false,
      imageProvider: "openrouter",
      message: AI_NOT_CONFIGURED,
    });
  } finally {
    await site.close();
  }
});
