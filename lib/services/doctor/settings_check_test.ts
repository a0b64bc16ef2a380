import assert from "node:assert/strict";
import { configFrom } from "../../config.ts";
import { checkSettings } from "./settings_check.ts";

const production = { SITE_URL: "https://recetas.example", TRUST_PROXY: "1", WEB_CONCURRENCY: "2" };

Deno.test("settings: a production configuration passes and is summed up", () => {
  assert.deepEqual(checkSettings(configFrom(production)), {
    status: "ok",
    name: "config",
    detail: "SITE_URL https://recetas.example, TRUST_PROXY=1, 2 server processes",
  });
});

Deno.test("settings: each production mistake is a warning naming the variable and the fix", () => {
  const cases: [Record<string, string>, RegExp, RegExp][] = [
    [{}, /SITE_URL is http:\/\/127\.0\.0\.1:8000/, /SITE_URL=https:/],
    [{ ...production, SITE_URL: "http://recetas.example" }, /plain http/, /SITE_URL=https/],
    [{ ...production, TRUST_PROXY: "0" }, /TRUST_PROXY is off/, /TRUST_PROXY=1/],
    [{ ...production, SEED_DEMO: "1" }, /SEED_DEMO=1/, /SEED_DEMO=0/],
    [{ ...production, NODE_ENV: "development" }, /NODE_ENV=development/, /remove NODE_ENV/],
  ];
  for (const [env, found, fix] of cases) {
    const result = checkSettings(configFrom(env));
    assert.equal(result.status, "warn", JSON.stringify(env));
    assert.match(result.detail, found);
    assert.match(result.fix ?? "", fix);
  }
});

Deno.test("settings: several mistakes share the one line", () => {
  const result = checkSettings(configFrom({ SITE_URL: "https://recetas.example", SEED_DEMO: "yes" }));
  assert.equal(result.status, "warn");
  assert.match(result.detail, /TRUST_PROXY is off.*; SEED_DEMO=1/);
  assert.equal(result.fix, "set TRUST_PROXY=1; set SEED_DEMO=0");
});
