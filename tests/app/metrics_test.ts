/**
 * `GET /metrics` on a real site over HTTP: hidden without `METRICS_TOKEN`, 401 without the right bearer token, and
 * with it the Prometheus text whose counters move with the requests the site answered.
 */
import assert from "node:assert/strict";
import { LAST_BACKUP_KEY } from "@/lib/db/backups.ts";
import { startSite } from "../support/site.ts";

const TOKEN = "metrics-token-0123456789abcdef";

/** One sample line: name, labels (as written) and value. */
interface ParsedSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition parsed strictly: every line a comment or a well-formed sample, every metric with HELP and TYPE. */
function parseExposition(text: string): { types: Map<string, string>; samples: ParsedSample[] } {
  assert.ok(text.endsWith("\n"), "the text ends with a line feed");
  const types = new Map<string, string>();
  const helped = new Set<string>();
  const samples: ParsedSample[] = [];
  for (const line of text.slice(0, -1).split("\n")) {
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (comment) {
      if (comment[1] === "HELP") helped.add(comment[2]);
      else types.set(comment[2], comment[3]);
      continue;
    }
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    assert.ok(match, `a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/g)) {
      labels[name] = value;
    }
    const family = match[1].replace(/_(bucket|sum|count)$/, "");
    const name = types.has(match[1]) ? match[1] : family;
    assert.ok(types.has(name) && helped.has(name), `${match[1]} has HELP and TYPE before it`);
    const value = match[3] === "+Inf" ? Infinity : match[3] === "-Inf" ? -Infinity : Number(match[3]);
    samples.push({ name: match[1], labels, value });
  }
  return { types, samples };
}

/** The value of the sample named `name` whose labels include `labels` (undefined when there is none). */
function valueOf(samples: ParsedSample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

/** Every histogram's series: buckets ascending to +Inf, counts cumulative, +Inf equal to _count, a _sum. */
function assertHistogramsWellFormed(types: Map<string, string>, samples: ParsedSample[]): number {
  let checked = 0;
  for (const [name, type] of types) {
    if (type !== "histogram") continue;
    const series = new Map<string, ParsedSample[]>();
    for (const sample of samples.filter((s) => s.name === `${name}_bucket`)) {
      const { le: _, ...rest } = sample.labels;
      const key = JSON.stringify(rest);
      series.set(key, [...(series.get(key) ?? []), sample]);
    }
    assert.ok(series.size > 0, `${name} has series`);
    for (const [key, buckets] of series) {
      const bounds = buckets.map((b) => b.labels.le === "+Inf" ? Infinity : Number(b.labels.le));
      assert.deepEqual(bounds, [...bounds].sort((a, b) => a - b), `${name} ${key}: le ascending`);
      assert.equal(bounds.at(-1), Infinity, `${name} ${key}: ends with +Inf`);
      buckets.forEach((b, i) => assert.ok(i === 0 || b.value >= buckets[i - 1].value, `${name} ${key}: cumulative`));
      const labels = JSON.parse(key);
      assert.equal(valueOf(samples, `${name}_count`, labels), buckets.at(-1)!.value, `${name} ${key}: +Inf = _count`);
      assert.ok(valueOf(samples, `${name}_sum`, labels)! >= 0, `${name} ${key}: _sum`);
      checked++;
    }
  }
  return checked;
}

async function scrape(url: string): Promise<{ types: Map<string, string>; samples: ParsedSample[]; text: string }> {
  const response = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("content-type"), "text/plain; version=0.0.4; charset=utf-8");
  assert.equal(response.headers.get("cache-control"), "no-store");
  assert.notEqual(response.headers.get("x-cache"), "HIT");
  const text = await response.text();
  return { ...parseExposition(text), text };
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { headers });
  await response.body?.cancel();
  return response;
}

Deno.test("metrics: without METRICS_TOKEN /metrics answers as an unknown path does", async () => {
  const site = await startSite();
  try {
    const unknown = await fetch(`${site.url}/no-existe-esta-pagina`);
    const metrics = await fetch(`${site.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    assert.equal(unknown.status, 404);
    assert.equal(metrics.status, 404);
    assert.equal(metrics.headers.get("content-type"), unknown.headers.get("content-type"));
    assert.match(await metrics.text(), /Página No Encontrada/);
    await unknown.body?.cancel();
  } finally {
    await site.close();
  }
});

Deno.test("metrics: a missing or wrong token gets 401 with WWW-Authenticate, never the numbers", async () => {
  const site = await startSite({ env: { METRICS_TOKEN: TOKEN } });
  try {
    const wrong = [
      "",
      "Bearer",
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.replace("0", "1")}`,
      `Basic ${btoa(TOKEN)}`,
      TOKEN,
    ];
    for (const authorization of wrong) {
      const response = await fetch(`${site.url}/metrics`, { headers: authorization ? { authorization } : {} });
      assert.equal(response.status, 401, authorization);
      assert.match(response.headers.get("www-authenticate") ?? "", /^Bearer /);
      assert.equal(response.headers.get("cache-control"), "no-store");
      assert.doesNotMatch(await response.text(), /recetas_/);
    }
    const lowerCase = await get(`${site.url}/metrics`, { authorization: `bearer ${TOKEN}` });
    assert.equal(lowerCase.status, 200, "the scheme is case-insensitive");
  } finally {
    await site.close();
  }
});

Deno.test("metrics: requests, page cache hits and misses and builds are counted; histograms are well formed", async () => {
  const site = await startSite({ env: { METRICS_TOKEN: TOKEN } });
  try {
    const process = String(Deno.pid);
    const before = await scrape(site.url);
    const miss = await get(`${site.url}/`);
    const hit = await get(`${site.url}/`);
    assert.equal(hit.headers.get("x-cache"), "HIT");
    assert.equal(miss.status, 200);
    assert.equal((await get(`${site.url}/no-existe-${"x".repeat(40)}`)).status, 404);
    assert.equal((await get(`${site.url}/api/posts`)).status, 200);
    const after = await scrape(site.url);

    const delta = (name: string, labels: Record<string, string> = {}) =>
      (valueOf(after.samples, name, labels) ?? 0) - (valueOf(before.samples, name, labels) ?? 0);
    assert.equal(delta("recetas_page_cache_hits_total"), 1, "the hit is counted");
    assert.equal(delta("recetas_page_cache_misses_total"), 2, "the render of / and of the 404, not the scrapes");
    assert.ok(valueOf(after.samples, "recetas_page_cache_pages")! >= 1);
    // The counters of requests are this process's: other tests in it only add, and this site answered these.
    assert.ok(delta("recetas_http_requests_total", { group: "page", status: "200" }) >= 2);
    assert.ok(delta("recetas_http_requests_total", { group: "page", status: "404" }) >= 1);
    assert.ok(delta("recetas_http_requests_total", { group: "api", status: "200" }) >= 1);
    assert.ok(delta("recetas_http_requests_total", { group: "metrics", status: "200" }) >= 1, "the first scrape");
    assert.ok(delta("recetas_http_request_duration_seconds_count", { group: "page" }) >= 3);
    assert.ok(assertHistogramsWellFormed(after.types, after.samples) >= 9, "one latency series per route group");
    assert.ok(valueOf(after.samples, "recetas_snapshot_build_seconds_count")! >= 1, "rendering / built a snapshot");
    for (
      const name of [
        "recetas_search_index_build_seconds_count",
        "recetas_kv_retries_total",
        "recetas_kv_lock_failures_total",
        "recetas_snapshot_build_failures_total",
      ]
    ) {
      assert.ok(valueOf(after.samples, name)! >= 0, `${name} is there`);
    }
    assert.equal(after.types.get("recetas_ai_calls_total"), "counter");
    assert.ok(valueOf(after.samples, "recetas_ai_calls_total", { kind: "text" })! >= 0);
    assert.ok(after.samples.every((s) => s.labels.process === process), "every series names its process");
    assert.ok(valueOf(after.samples, "recetas_process_start_time_seconds")! * 1000 <= Date.now());
    assert.doesNotMatch(after.text, /no-existe/, "paths are never labels");
    assert.ok(!after.samples.some((s) => s.name.startsWith("recetas_last_backup")), "no backup, no sample");
    assert.equal(after.types.get("recetas_last_backup_age_seconds"), "gauge");
  } finally {
    await site.close();
  }
});

Deno.test("metrics: the last backup's age and outcome are read from the store at each scrape", async () => {
  const site = await startSite({ env: { METRICS_TOKEN: TOKEN } });
  try {
    const at = new Date(Date.now() - 90_000).toISOString();
    await site.kv.set(LAST_BACKUP_KEY, { at, ok: false, bytes: 1234 });
    let { samples } = await scrape(site.url);
    const age = valueOf(samples, "recetas_last_backup_age_seconds")!;
    assert.ok(age >= 90 && age < 86_400, `age ${age}`);
    assert.equal(valueOf(samples, "recetas_last_backup_ok"), 0);
    await site.kv.set(LAST_BACKUP_KEY, { at: new Date().toISOString(), ok: true, bytes: 2048 });
    ({ samples } = await scrape(site.url));
    assert.ok(valueOf(samples, "recetas_last_backup_age_seconds")! < age, "a newer backup is younger");
    assert.equal(valueOf(samples, "recetas_last_backup_ok"), 1);
    await site.kv.set(LAST_BACKUP_KEY, { at: "not a date", ok: true });
    ({ samples } = await scrape(site.url));
    assert.equal(valueOf(samples, "recetas_last_backup_ok"), undefined, "an unreadable record is no backup");
  } finally {
    await site.close();
  }
});

Deno.test("metrics: /metrics is in neither the page cache nor the sitemap", async () => {
  const site = await startSite({ env: { METRICS_TOKEN: TOKEN } });
  try {
    await scrape(site.url);
    await scrape(site.url);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml?pagina=1`)).text();
    assert.match(sitemap, /<urlset/);
    assert.doesNotMatch(sitemap, /metrics/);
  } finally {
    await site.close();
  }
});
