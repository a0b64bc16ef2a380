import assert from "node:assert/strict";
import { configFrom, parseSiteUrl, readConfig } from "./config.ts";

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
  assert.equal(defaults.pageCache.versionCheckMs, 250);
  assert.equal(defaults.pageCache.maxBytes, 32 * 1024 * 1024);
  const set = readConfig(env({ CACHE_VERSION_CHECK_MS: "0", PAGE_CACHE_MB: "8" }));
  assert.equal(set.pageCache.versionCheckMs, 0);
  assert.equal(set.pageCache.maxBytes, 8 * 1024 * 1024);
  assert.throws(() => readConfig(env({ CACHE_VERSION_CHECK_MS: "-5" })), /CACHE_VERSION_CHECK_MS/);
  assert.throws(() => readConfig(env({ PAGE_CACHE_MB: "lots" })), /PAGE_CACHE_MB/);
});

Deno.test("config: a bad value of each kind is refused with the variable's name", () => {
  const s3Keys = { AWS_ACCESS_KEY_ID: "key", AWS_SECRET_ACCESS_KEY: "secret" };
  const bad: [string, Record<string, string>][] = [
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["SITE_URL", { SITE_URL: "https://recetas.example/blog" }],
    ["SEED_DEMO", { SEED_DEMO: "maybe" }],
    ["LINK_CHECK_ALLOW_PRIVATE", { LINK_CHECK_ALLOW_PRIVATE: "2" }],
    ["CACHE_VERSION_CHECK_MS", { CACHE_VERSION_CHECK_MS: "1.5" }],
    ["PAGE_CACHE_MB", { PAGE_CACHE_MB: "-1" }],
    ["TRUST_PROXY", { TRUST_PROXY: "all" }],
    ["WEB_CONCURRENCY", { WEB_CONCURRENCY: "0" }],
    ["MEDIA_STORE", { ...s3Keys, MEDIA_STORE: "ftp://bucket" }],
    ["AWS_ACCESS_KEY_ID", { MEDIA_STORE: "s3://bucket/media" }],
    ["AI_BASE_URL", { AI_BASE_URL: "ftp://ai.example" }],
    ["CLOUDFLARE_BASE_URL", { CLOUDFLARE_BASE_URL: "not a url" }],
    ["AI_TIMEOUT_MS", { AI_TIMEOUT_MS: "soon" }],
    ["AI_RATE_LIMIT", { AI_RATE_LIMIT: "0" }],
    ["OIDC_ISSUER", { OIDC_ISSUER: "http://sso.example.test", OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" }],
    ["GITHUB_BASE_URL", { GITHUB_BASE_URL: "http://github.example.test" }],
    ["GITHUB_API_URL", { GITHUB_API_URL: "ftp://api.github.com" }],
  ];
  for (const [name, values] of bad) {
    assert.throws(
      () => configFrom(values),
      (error: Error) => error.message.includes(name),
      `${name}: ${values[name]}`,
    );
  }
});

Deno.test("config: every section from one read, with the defaults the README lists", () => {
  const config = configFrom({});
  assert.equal(config.port, 8000);
  assert.equal(config.hostname, "127.0.0.1");
  assert.equal(config.kvPath, "data/recetas.kv");
  assert.equal(config.production, true);
  assert.deepEqual(config.media, { dir: "data/media", s3: null });
  assert.deepEqual(config.admin, { email: undefined, password: undefined });
  assert.equal(config.seedDemo, true);
  assert.equal(config.ai.apiKey, null);
  assert.deepEqual(config.signIn, { oidc: null, github: null });
  assert.deepEqual(config.proxy, { hops: 0 });
  assert.deepEqual(config.linkCheck, { allowPrivate: false });
  assert.equal(config.webConcurrency, Math.max(1, navigator.hardwareConcurrency || 1));
  const set = configFrom({
    NODE_ENV: "development",
    SEED_DEMO: "no",
    TRUST_PROXY: "2",
    LINK_CHECK_ALLOW_PRIVATE: "1",
    WEB_CONCURRENCY: "3",
    ADMIN_EMAIL: " chef@example.test ",
    OIDC_ISSUER: "https://sso.example.test",
    OIDC_CLIENT_ID: "client",
    OIDC_CLIENT_SECRET: "secret",
    GITHUB_CLIENT_ID: "Iv1.abc",
    GITHUB_CLIENT_SECRET: "secret",
  });
  assert.equal(set.production, false);
  assert.equal(set.seedDemo, false);
  assert.equal(set.proxy.hops, 2);
  assert.equal(set.linkCheck.allowPrivate, true);
  assert.equal(set.webConcurrency, 3);
  assert.equal(set.admin.email, "chef@example.test");
  assert.equal(set.signIn.oidc?.issuer.href, "https://sso.example.test/");
  assert.equal(set.signIn.github?.clientId, "Iv1.abc");
});

Deno.test("config: the demo content loads by default only without SITE_URL; an explicit SEED_DEMO wins", () => {
  assert.equal(configFrom({}).seedDemo, true, "a local try-out shows the demo");
  assert.equal(configFrom({ SITE_URL: "" }).seedDemo, true, "an empty SITE_URL is unset");
  assert.equal(configFrom({ SITE_URL: "https://recetas.example" }).seedDemo, false, "a public site starts empty");
  assert.equal(configFrom({ SITE_URL: "https://recetas.example", SEED_DEMO: "1" }).seedDemo, true);
  assert.equal(configFrom({ SEED_DEMO: "0" }).seedDemo, false);
});

Deno.test("config: one pass reads each variable exactly once", () => {
  const reads = new Map<string, number>();
  readConfig((name) => {
    reads.set(name, (reads.get(name) ?? 0) + 1);
    return undefined;
  });
  assert.ok(reads.size >= 29, `variables read: ${[...reads.keys()].join(", ")}`);
  assert.deepEqual([...reads].filter(([, count]) => count !== 1), []);
});

Deno.test("config: README's configuration table lists every variable read", async () => {
  const readme = await Deno.readTextFile(new URL("../README.md", import.meta.url));
  const read = new Set<string>();
  const everything: Record<string, string> = {
    MEDIA_STORE: "s3://bucket/media",
    AWS_ACCESS_KEY_ID: "key",
    AWS_SECRET_ACCESS_KEY: "secret",
    OIDC_ISSUER: "https://sso.example.test",
    OIDC_CLIENT_ID: "client",
    OIDC_CLIENT_SECRET: "secret",
  };
  readConfig((name) => {
    read.add(name);
    return everything[name];
  });
  const missing = [...read].filter((name) => !new RegExp(`^\\| \`${name}\` +\\| [^|]*\\S[^|]*\\|`, "m").test(readme));
  assert.deepEqual(missing, []);
});
