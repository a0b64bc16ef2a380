/**
 * The counters modules keep in the process's metrics move with what they count: KV lock retries, AI calls and
 * failures, content snapshot and search index builds (and their failures).
 */
import assert from "node:assert/strict";
import { recordAiUsage } from "@/lib/db/ai_usage.ts";
import { retryLocked } from "@/lib/db/kv.ts";
import { StoreBusyError } from "@/lib/errors.ts";
import { formatExposition, processMetrics } from "@/lib/process/metrics.ts";
import { VersionedSearchIndex } from "@/lib/search/versioned_index.ts";
import { SnapshotHolder } from "@/lib/snapshot/snapshot_holder.ts";
import type { ContentSnapshot } from "@/lib/snapshot/content_snapshot.ts";

/** The value of this process's sample `series` (name and labels as printed, without `process`), 0 when absent. */
async function value(series: string): Promise<number> {
  const text = formatExposition(await processMetrics.collect());
  const named = series.replace(
    /^([a-z_]+)(\{)?/,
    (_, name, brace) => `${name}{process="${Deno.pid}"${brace ? "," : "}"}`,
  );
  const line = text.split("\n").find((l) => l.startsWith(`${named} `));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

Deno.test("KV: each retry after lock contention is counted, and so is giving up", async () => {
  const retries = await value("recetas_kv_retries_total");
  const failures = await value("recetas_kv_lock_failures_total");
  let calls = 0;
  const result = await retryLocked(() => {
    calls++;
    return calls < 3 ? Promise.reject(new Error("database is locked")) : Promise.resolve("done");
  });
  assert.equal(result, "done");
  assert.equal(await value("recetas_kv_retries_total"), retries + 2);
  await assert.rejects(retryLocked(() => Promise.reject(new Error("database is locked")), 1), StoreBusyError);
  assert.equal(await value("recetas_kv_lock_failures_total"), failures + 1);
  await assert.rejects(retryLocked(() => Promise.reject(new Error("other")), 1), /other/);
  assert.equal(await value("recetas_kv_lock_failures_total"), failures + 1, "other errors are not lock failures");
});

Deno.test("AI: calls are counted by kind, failures by kind and outcome", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const text = await value('recetas_ai_calls_total{kind="text"}');
    const image = await value('recetas_ai_calls_total{kind="image"}');
    const timeouts = await value('recetas_ai_failures_total{kind="text",outcome="timeout"}');
    const record = { endpoint: "generate-seo", model: "m", userId: "u", promptTokens: 1, completionTokens: 1 };
    await recordAiUsage(kv, { ...record, kind: "text", durationMs: 5, outcome: "ok", message: "" });
    await recordAiUsage(kv, { ...record, kind: "text", durationMs: 5, outcome: "timeout", message: "slow" });
    await recordAiUsage(kv, { ...record, kind: "image", durationMs: 5, outcome: "ok", message: "" });
    assert.equal(await value('recetas_ai_calls_total{kind="text"}'), text + 2);
    assert.equal(await value('recetas_ai_calls_total{kind="image"}'), image + 1);
    assert.equal(await value('recetas_ai_failures_total{kind="text",outcome="timeout"}'), timeouts + 1);
  } finally {
    kv.close();
  }
});

Deno.test("snapshot builds: successes are timed, failures counted", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const builds = await value("recetas_snapshot_build_seconds_count");
    const failures = await value("recetas_snapshot_build_failures_total");
    let fail = false;
    let version = 0;
    const holder = new SnapshotHolder(kv, () => String(version), {
      build: () => fail ? Promise.reject(new Error("store unreadable")) : Promise.resolve({} as ContentSnapshot),
      log: () => {},
    });
    await holder.get();
    version++;
    fail = true;
    await holder.get(); // The last snapshot stands in.
    assert.equal(await value("recetas_snapshot_build_seconds_count"), builds + 1);
    assert.equal(await value("recetas_snapshot_build_failures_total"), failures + 1);
  } finally {
    kv.close();
  }
});

Deno.test("search index builds: each new version's build is timed, failures counted", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const builds = await value("recetas_search_index_build_seconds_count");
    const failures = await value("recetas_search_index_build_failures_total");
    let version = 0;
    let fail = false;
    const index = new VersionedSearchIndex(kv, () => String(version), (_kv, known, key) => {
      if (fail) return Promise.reject(new Error("store unreadable"));
      return Promise.resolve({ changed: [], removed: [], full: known.size === 0, categoriesKey: key });
    });
    await index.get();
    version++;
    await index.get();
    version++;
    fail = true;
    await assert.rejects(index.get(), /unreadable/);
    assert.equal(await value("recetas_search_index_build_seconds_count"), builds + 2);
    assert.equal(await value("recetas_search_index_build_failures_total"), failures + 1);
  } finally {
    kv.close();
  }
});
