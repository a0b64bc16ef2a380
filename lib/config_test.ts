import assert from "node:assert/strict";
import { parseSiteUrl, readConfig } from "./config.ts";

const env = (values: Record<string, string>) => (name: string) => values[name];

Deno.test("config: SITE_URL defaults to the loopback address and port", () => {
  assert.equal(readConfig(env({})).siteUrl, "http://127.0.0.1:8000");
  assert.equal(readConfig(env({ PORT: "9001" })).siteUrl, "http://127.0.0.1:9001");
  assert.equal(readConfig(env({ SITE_URL: "https://Recetas.Example/" })).siteUrl, "https://recetas.example");
});

Deno.test("config: SITE_URL must be a bare http(s) origin", () => {
  assert.equal(parseSiteUrl("https://recetas.example:8443"), "https://recetas.example:8443");
  for (
    const bad of [
      "recetas.example",
      "ftp://recetas.example",
      "https://recetas.example/blog",
      "https://x.example/?a=1",
      "https://x.example/#top",
      "https://user:pw@x.example",
      "https://x.example?",
    ]
  ) {
    assert.throws(() => parseSiteUrl(bad), /SITE_URL/, bad);
  }
});

Deno.test("page cache settings: check interval and size, with defaults", () => {
  const defaults = readConfig(env({}));
  assert.equal(defaults.cacheVersionCheckMs, 250);
  assert.equal(defaults.pageCacheBytes, 32 * 1024 * 1024);
  const set = readConfig(env({ CACHE_VERSION_CHECK_MS: "0", PAGE_CACHE_MB: "8" }));
  assert.equal(set.cacheVersionCheckMs, 0);
  assert.equal(set.pageCacheBytes, 8 * 1024 * 1024);
  assert.throws(() => readConfig(env({ CACHE_VERSION_CHECK_MS: "-5" })), /CACHE_VERSION_CHECK_MS/);
  assert.throws(() => readConfig(env({ PAGE_CACHE_MB: "lots" })), /PAGE_CACHE_MB/);
});
