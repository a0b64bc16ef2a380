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

Deno.test("miss limits: concurrency, queue and per-address rate, with defaults", () => {
  assert.deepEqual(readConfig(env({})).misses, { concurrency: 4, queue: 32, addressRate: 5 });
  const set = readConfig(env({ MISS_CONCURRENCY: "2", MISS_QUEUE: "0", MISS_ADDRESS_RATE: "0" }));
  assert.deepEqual(set.misses, { concurrency: 2, queue: 0, addressRate: 0 });
  for (const [name, bad] of [["MISS_CONCURRENCY", "0"], ["MISS_QUEUE", "-1"], ["MISS_ADDRESS_RATE", "1.5"]]) {
    assert.throws(() => readConfig(env({ [name]: bad })), new RegExp(`^Error: ${name} must be a whole number`), bad);
  }
});

Deno.test("store cleanup delay: whole minutes, 10 by default, 0 allowed", () => {
  assert.equal(readConfig(env({})).storeCleanupDelayMs, 10 * 60_000);
  assert.equal(readConfig(env({ STORE_CLEANUP_MINUTES: "0" })).storeCleanupDelayMs, 0);
  assert.equal(readConfig(env({ STORE_CLEANUP_MINUTES: "90" })).storeCleanupDelayMs, 90 * 60_000);
  for (const bad of ["soon", "-1", "2.5", "10081"]) {
    assert.throws(() => readConfig(env({ STORE_CLEANUP_MINUTES: bad })), /^Error: STORE_CLEANUP_MINUTES must be/, bad);
  }
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
    ["STORE_CLEANUP_MINUTES", { STORE_CLEANUP_MINUTES: "ten" }],
    ["SHUTDOWN_GRACE_MS", { SHUTDOWN_GRACE_MS: "ten seconds" }],
    ["LISTEN_WHEN_READY", { LISTEN_WHEN_READY: "later" }],
    ["HEALTH_PORT", { HEALTH_PORT: "65536" }],
    ["CRASH_LOOP_LIMIT", { CRASH_LOOP_LIMIT: "many" }],
    ["REVIEW_PENDING_PER_POST", { REVIEW_PENDING_PER_POST: "-1" }],
    ["REVIEW_PENDING_SITE", { REVIEW_PENDING_SITE: "lots" }],
    ["MEDIA_STORE", { ...s3Keys, MEDIA_STORE: "ftp://bucket" }],
    ["AWS_ACCESS_KEY_ID", { MEDIA_STORE: "s3://bucket/media" }],
    ["AI_BASE_URL", { AI_BASE_URL: "ftp://ai.example" }],
    ["CLOUDFLARE_BASE_URL", { CLOUDFLARE_BASE_URL: "not a url" }],
    ["AI_TIMEOUT_MS", { AI_TIMEOUT_MS: "soon" }],
    ["AI_RATE_LIMIT", { AI_RATE_LIMIT: "0" }],
    ["OIDC_ISSUER", { OIDC_ISSUER: "http://sso.example.test", OIDC_CLIENT_ID: "c", OIDC_CLIENT_SECRET: "s" }],
    ["GITHUB_BASE_URL", { GITHUB_BASE_URL: "http://github.example.test" }],
    ["GITHUB_API_URL", { GITHUB_API_URL: "ftp://api.github.com" }],
    ["METRICS_TOKEN", { METRICS_TOKEN: "short" }],
    ["METRICS_TOKEN", { METRICS_TOKEN: "a token with spaces in it" }],
    ["LOG_REQUESTS", { LOG_REQUESTS: "loud" }],
    ["LOG_FORMAT", { LOG_FORMAT: "xml" }],
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
  assert.deepEqual(config.lifecycle, {
    shutdownGraceMs: 10_000,
    pidFile: "data/recetas.pid",
    listenWhenReady: false,
    healthPort: null,
    crashLoopLimit: 5,
  });
  assert.deepEqual(config.csrf, { siteUrlOnly: false }, "without SITE_URL the request's own origin passes too");
  assert.deepEqual(config.reviewQueue, { perPost: 50, site: 1000 });
  const set = configFrom({
    NODE_ENV: "development",
    SEED_DEMO: "no",
    TRUST_PROXY: "2",
    LINK_CHECK_ALLOW_PRIVATE: "1",
    WEB_CONCURRENCY: "3",
    SHUTDOWN_GRACE_MS: "2500",
    PID_FILE: "/run/recetas.pid",
    LISTEN_WHEN_READY: "1",
    HEALTH_PORT: "0",
    CRASH_LOOP_LIMIT: "0",
    REVIEW_PENDING_PER_POST: "3",
    REVIEW_PENDING_SITE: "10",
    SITE_URL: "https://recetas.example",
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
  assert.deepEqual(set.lifecycle, {
    shutdownGraceMs: 2500,
    pidFile: "/run/recetas.pid",
    listenWhenReady: true,
    healthPort: 0,
    crashLoopLimit: 0,
  });
  assert.deepEqual(set.csrf, { siteUrlOnly: true });
  assert.deepEqual(set.reviewQueue, { perPost: 3, site: 10 });
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

Deno.test("config: backups: folder, schedule and how many are kept, with defaults", () => {
  const kvPath = "data/recetas.kv";
  assert.deepEqual(readConfig(env({})).backup, { dir: "data/backups", everyMs: null, keep: 7, kvPath });
  const set = readConfig(env({ BACKUP_DIR: "/srv/backups", BACKUP_EVERY: "6h", BACKUP_KEEP: "30" })).backup;
  assert.deepEqual(set, { dir: "/srv/backups", everyMs: 6 * 3_600_000, keep: 30, kvPath });
  assert.equal(readConfig(env({ BACKUP_EVERY: "30m" })).backup.everyMs, 30 * 60_000);
  assert.equal(readConfig(env({ BACKUP_EVERY: "1d" })).backup.everyMs, 86_400_000);
  assert.equal(readConfig(env({ BACKUP_EVERY: "1w" })).backup.everyMs, 7 * 86_400_000);
  for (const bad of ["daily", "1", "1s", "2m", "-1d", "1.5h"]) {
    assert.throws(() => readConfig(env({ BACKUP_EVERY: bad })), /BACKUP_EVERY/, bad);
  }
  for (const bad of ["0", "-1", "many"]) {
    assert.throws(() => readConfig(env({ BACKUP_KEEP: bad })), /BACKUP_KEEP/, bad);
  }
});

Deno.test("config: METRICS_TOKEN, LOG_REQUESTS and LOG_FORMAT, off and plain by default", () => {
  const defaults = configFrom({});
  assert.deepEqual(defaults.metrics, { token: null });
  assert.deepEqual(defaults.log, { format: "plain", requests: false });
  const set = configFrom({ METRICS_TOKEN: " 0123456789abcdef0123 ", LOG_REQUESTS: "1", LOG_FORMAT: "JSON" });
  assert.deepEqual(set.metrics, { token: "0123456789abcdef0123" });
  assert.deepEqual(set.log, { format: "json", requests: true });
  assert.deepEqual(configFrom({ METRICS_TOKEN: "" }).metrics, { token: null });
  assert.throws(() => configFrom({ METRICS_TOKEN: "secret!token-0123456789" }), (error: Error) => {
    return error.message.includes("METRICS_TOKEN") && !error.message.includes("secret");
  });
});
