import assert from "node:assert/strict";
import { aiUsageSummary, listAiUsage, recordAiUsage } from "./ai_usage.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-11-23T12:00:00Z");

function call(outcome: "ok" | "error", kind: "text" | "image" = "text", tokens = 10) {
  return {
    endpoint: "/api/ai/generate-title",
    model: "m",
    kind,
    userId: "u1",
    promptTokens: tokens,
    completionTokens: tokens * 2,
    durationMs: 5,
    outcome,
    message: outcome === "ok" ? "" : "provider said no",
  } as const;
}

Deno.test("AI usage: today and 30-day totals come from day totals written with each record", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await recordAiUsage(kv, call("ok"), NOW);
    await recordAiUsage(kv, call("error"), NOW - 1000);
    await recordAiUsage(kv, call("ok", "image", 0), NOW - 2 * DAY);
    await recordAiUsage(kv, call("ok", "text", 7), NOW - 40 * DAY);
    const summary = await aiUsageSummary(kv, NOW);
    assert.deepEqual(summary.today, { calls: 2, failures: 1, promptTokens: 20, completionTokens: 40, images: 0 });
    assert.deepEqual(summary.last30Days, { calls: 3, failures: 1, promptTokens: 20, completionTokens: 40, images: 1 });
    assert.equal(summary.recentFailures.length, 1);
    assert.equal(summary.recentFailures[0].message, "provider said no");
    assert.equal((await listAiUsage(kv, 1, NOW)).length, 2, "the records themselves are kept");
  } finally {
    kv.close();
  }
});

Deno.test("AI usage: a store written before day totals is added up once", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // Records as older versions wrote them: no day totals, no failure list.
    for (const [i, outcome] of (["ok", "error", "ok"] as const).entries()) {
      const at = NOW - i * DAY;
      await kv.set(["ai_usage", new Date(at).toISOString().slice(0, 10), `old${i}`], {
        ...call(outcome),
        at: new Date(at).toISOString(),
      });
    }
    const first = await aiUsageSummary(kv, NOW);
    assert.equal(first.last30Days.calls, 3);
    assert.equal(first.last30Days.failures, 1);
    assert.equal(first.today.calls, 1);
    assert.equal(first.recentFailures.length, 1);
    await recordAiUsage(kv, call("ok"), NOW);
    const second = await aiUsageSummary(kv, NOW);
    assert.equal(second.last30Days.calls, 4, "added up once, then counted as written");
    assert.equal(second.today.calls, 2);
  } finally {
    kv.close();
  }
});

Deno.test("AI usage: the 10 latest failures, newest first", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    for (let i = 0; i < 12; i++) await recordAiUsage(kv, { ...call("error"), message: `failure ${i}` }, NOW + i);
    const summary = await aiUsageSummary(kv, NOW + 20);
    assert.deepEqual(
      summary.recentFailures.map((f) => f.message),
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `failure ${i}`),
    );
  } finally {
    kv.close();
  }
});
