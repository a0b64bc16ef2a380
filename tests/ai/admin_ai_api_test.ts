/** /api/admin/ai and /api/admin/ai/usage: admins only, the spec's defaults and validation, secrets never sent. */
import assert from "node:assert/strict";
import { recordAiUsage } from "@/lib/db/ai_usage.ts";
import { createTestUser } from "../support/auth.ts";
import { startAiSite } from "./ai_test_site.ts";

Deno.test("AI settings API", async (t) => {
  const ai = await startAiSite();
  const call = (path: string, init: RequestInit & { json?: unknown } = {}, token = ai.token) =>
    fetch(`${ai.site.url}/api/admin/ai${path}`, {
      ...init,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  try {
    await t.step("defaults and secret flags, never the secrets", async () => {
      const response = await call("");
      const text = await response.text();
      assert.equal(response.status, 200);
      assert.ok(!text.includes(ai.fake.apiKey), "the key is not sent");
      const body = JSON.parse(text);
      assert.deepEqual(body.settings, {
        ai_tone: "professional",
        ai_content_style: "authentic",
        ai_creativity_level: "balanced",
        ai_image_provider: "openrouter",
        ai_text_model: "recetas-equilibrado",
        ai_image_model: "recetas-imagen",
      });
      assert.equal(body.versionstamp, null);
      assert.deepEqual(body.secrets, { AI_API_KEY: true, CLOUDFLARE_ACCOUNT_ID: true, CLOUDFLARE_API_TOKEN: true });
      assert.deepEqual(body.limits, { callsPerUser: 1000, windowMinutes: 1, timeoutSeconds: 60 });
    });

    await t.step("save, then a stale versionstamp is a 409", async () => {
      const saved = await (await call("", {
        method: "PUT",
        json: { ai_tone: "friendly", ai_text_model: "custom:mistralai/mistral-large" },
      })).json();
      assert.equal(saved.settings.ai_tone, "friendly");
      assert.equal(saved.settings.ai_text_model, "custom:mistralai/mistral-large");
      assert.ok(saved.versionstamp);
      const next = await call("", { method: "PUT", json: { ai_tone: "formal", versionstamp: saved.versionstamp } });
      assert.equal(next.status, 200);
      await next.body?.cancel();
      const stale = await call("", { method: "PUT", json: { ai_tone: "casual", versionstamp: saved.versionstamp } });
      assert.equal(stale.status, 409);
      await stale.body?.cancel();
    });

    await t.step("validation: required presets, known options, no other settings", async () => {
      const bad = await call("", { method: "PUT", json: { ai_text_model: "", ai_tone: "rude" } });
      assert.equal(bad.status, 400);
      const body = await bad.json();
      assert.ok(body.fields.ai_text_model);
      assert.ok(body.fields.ai_tone);
      const unknown = await call("", { method: "PUT", json: { ai_text_model: "gpt-9" } });
      assert.deepEqual((await unknown.json()).fields.ai_text_model, [
        "Choose a text model preset or a custom model id",
      ]);
      const other = await call("", { method: "PUT", json: { site_name: "Otro" } });
      assert.equal(other.status, 400);
      await other.body?.cancel();
      const noImage = await call("", { method: "PUT", json: { ai_image_model: "" } });
      assert.deepEqual((await noImage.json()).fields.ai_image_model, ["Image model is required"]);
      const cf = await (await call("", {
        method: "PUT",
        json: { ai_image_provider: "cloudflare", ai_image_model: "" },
      })).json();
      assert.equal(cf.settings.ai_image_provider, "cloudflare");
      assert.equal(cf.settings.ai_image_model, "recetas-imagen");
    });

    await t.step("usage summary: today, 30 days, failures", async () => {
      const base = { endpoint: "generate-seo", model: "m", kind: "text" as const, userId: "u", durationMs: 5 };
      await recordAiUsage(ai.site.kv, { ...base, promptTokens: 10, completionTokens: 5, outcome: "ok", message: "" });
      await recordAiUsage(ai.site.kv, {
        ...base,
        promptTokens: 0,
        completionTokens: 0,
        outcome: "timeout",
        message: "Failed to generate SEO: slow",
      }, Date.now() - 3 * 24 * 3600 * 1000);
      const usage = await (await call("/usage")).json();
      assert.deepEqual(usage.today, { calls: 1, failures: 0, promptTokens: 10, completionTokens: 5, images: 0 });
      assert.equal(usage.last30Days.calls, 2);
      assert.equal(usage.last30Days.failures, 1);
      assert.equal(usage.recentFailures[0].message, "Failed to generate SEO: slow");
    });

    await t.step("editors get 403, visitors 401", async () => {
      await createTestUser(ai.site.kv, { email: "editor@example.test", role: "editor", password: "editor-password" });
      const login = await fetch(`${ai.site.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "editor@example.test", password: "editor-password" }),
      });
      const { token } = await login.json();
      for (const path of ["", "/usage"]) {
        const response = await call(path, {}, token);
        assert.equal(response.status, 403);
        await response.body?.cancel();
        const visitor = await fetch(`${ai.site.url}/api/admin/ai${path}`);
        assert.equal(visitor.status, 401);
        await visitor.body?.cancel();
      }
    });
  } finally {
    await ai.close();
  }
});
