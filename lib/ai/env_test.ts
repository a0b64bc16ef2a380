import assert from "node:assert/strict";
import { modelIdOf, TEXT_MODEL_PRESETS } from "../shared/ai_presets.ts";
import { readAiProviderConfig } from "../config/ai.ts";
import { secretsStatus } from "./env.ts";
import { retryAfterSeconds } from "./failures.ts";

Deno.test("readAiProviderConfig: AI off without a key, OpenRouter by default, bad numbers refused", () => {
  const none = readAiProviderConfig(() => undefined);
  assert.equal(none.apiKey, null);
  assert.equal(none.baseUrl, "https://openrouter.ai/api/v1");
  assert.deepEqual(secretsStatus(none), {
    AI_API_KEY: false,
    CLOUDFLARE_ACCOUNT_ID: false,
    CLOUDFLARE_API_TOKEN: false,
  });
  const env = readAiProviderConfig((name) =>
    ({ AI_API_KEY: " k ", AI_BASE_URL: "http://127.0.0.1:9/v1/", AI_TIMEOUT_MS: "1500" } as Record<string, string>)[
      name
    ]
  );
  assert.equal(env.apiKey, "k");
  assert.equal(env.baseUrl, "http://127.0.0.1:9/v1");
  assert.equal(env.timeoutMs, 1500);
  assert.throws(() => readAiProviderConfig((name) => (name === "AI_TIMEOUT_MS" ? "soon" : undefined)), /AI_TIMEOUT_MS/);
  assert.throws(() => readAiProviderConfig((name) => (name === "AI_BASE_URL" ? "ftp://x" : undefined)), /AI_BASE_URL/);
});

Deno.test("model settings: presets map to model ids, custom ids pass through, anything else is refused", () => {
  assert.equal(modelIdOf("recetas-premium", TEXT_MODEL_PRESETS), "openai/gpt-4o");
  assert.equal(modelIdOf("custom:vendor/model-1.5", TEXT_MODEL_PRESETS), "vendor/model-1.5");
  assert.equal(modelIdOf("custom:", TEXT_MODEL_PRESETS), null);
  assert.equal(modelIdOf("custom:bad id", TEXT_MODEL_PRESETS), null);
  assert.equal(modelIdOf("openai/gpt-4o", TEXT_MODEL_PRESETS), null);
});

Deno.test("retryAfterSeconds: seconds, HTTP dates, fallback", () => {
  assert.equal(retryAfterSeconds("7"), 7);
  assert.equal(retryAfterSeconds("0"), 1);
  assert.equal(retryAfterSeconds(new Date(Date.UTC(2030, 0, 1, 0, 0, 20)).toUTCString(), Date.UTC(2030, 0, 1)), 20);
  assert.equal(retryAfterSeconds(null), 30);
  assert.equal(retryAfterSeconds("later"), 30);
});
