/**
 * One record per AI provider call, kept 31 days:
 * - `["ai_usage", "YYYY-MM-DD", id]` → {@link AiUsageRecord} (ids sort by time);
 * - `["ai_usage_day", "YYYY-MM-DD", field]` → `Deno.KvU64`, the day's running totals, added to in the same
 *   atomic write as the record (the day 32 days back is deleted there too);
 * - `["ai_usage_failure", id]` → the record of a failed call, kept 31 days.
 * The admin's usage panel reads 30 day-total groups and the 10 latest failures, never the records themselves.
 */
import { newId } from "../ids.ts";
import type { AiOutcome, AiUsageSummary, AiUsageTotals } from "../schemas/ai_settings.ts";
import { listAll, retryLocked } from "./kv.ts";
import { commitOnce } from "./write.ts";
import { processMetrics } from "../process/metrics.ts";

const PREFIX = "ai_usage";
const DAY_TOTALS = "ai_usage_day";
const FAILURES = "ai_usage_failure";
const FIELDS = ["calls", "failures", "promptTokens", "completionTokens", "images"] as const satisfies readonly (
  keyof AiUsageTotals
)[];
const KEEP_MS = 31 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One provider call. */
export interface AiUsageRecord {
  at: string;
  endpoint: string;
  /** Provider model id (or the Cloudflare model). */
  model: string;
  kind: "text" | "image";
  userId: string;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
  outcome: AiOutcome;
  /** Why it failed (empty when it did not). */
  message: string;
}

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const CALLS = processMetrics.counter("recetas_ai_calls_total", "AI provider calls of this process, by kind.", [
  { kind: "text" },
  { kind: "image" },
]);
const FAILURES_METRIC = processMetrics.counter(
  "recetas_ai_failures_total",
  "AI provider calls of this process that failed, by kind and outcome (as in the usage log).",
  [],
);

/**
 * Stores one usage record (and counts the call in this process's metrics); a failed write is logged, never thrown
 * (usage must not break the answer).
 */
export async function recordAiUsage(kv: Deno.Kv, record: Omit<AiUsageRecord, "at">, now = Date.now()): Promise<void> {
  CALLS.labels({ kind: record.kind }).inc();
  if (record.outcome !== "ok") FAILURES_METRIC.labels({ kind: record.kind, outcome: record.outcome }).inc();
  const full: AiUsageRecord = { ...record, at: new Date(now).toISOString() };
  const id = newId(now);
  const totals = emptyTotals();
  add(totals, full);
  const op = kv.atomic().set([PREFIX, day(now), id], full, { expireIn: KEEP_MS });
  for (const field of FIELDS) {
    const value = Math.max(0, Math.round(totals[field]));
    if (value > 0) op.sum([DAY_TOTALS, day(now), field], BigInt(value));
    op.delete([DAY_TOTALS, day(now - 32 * DAY_MS), field]);
  }
  if (full.outcome !== "ok") op.set([FAILURES, id], full, { expireIn: KEEP_MS });
  try {
    await commitOnce(op);
  } catch (error) {
    console.error("AI usage record not stored:", error);
  }
}

function emptyTotals(): AiUsageTotals {
  return { calls: 0, failures: 0, promptTokens: 0, completionTokens: 0, images: 0 };
}

function add(totals: AiUsageTotals, record: AiUsageRecord): void {
  totals.calls++;
  if (record.outcome !== "ok") totals.failures++;
  totals.promptTokens += record.promptTokens;
  totals.completionTokens += record.completionTokens;
  if (record.kind === "image" && record.outcome === "ok") totals.images++;
}

/** Totals of today (UTC) and the last 30 days, and the 10 latest failures. */
export async function aiUsageSummary(kv: Deno.Kv, now = Date.now()): Promise<AiUsageSummary> {
  await ensureDayTotals(kv, now);
  const today = day(now);
  const [dayTotals, failures] = await Promise.all([
    listAll<Deno.KvU64>(kv, { start: [DAY_TOTALS, day(now - 29 * DAY_MS)], end: [DAY_TOTALS, day(now + DAY_MS)] }),
    listAll<AiUsageRecord>(kv, { prefix: [FAILURES] }, { reverse: true, limit: 10 }),
  ]);
  const summary: AiUsageSummary = { today: emptyTotals(), last30Days: emptyTotals(), recentFailures: [] };
  for (const { key, value } of dayTotals) {
    const field = key[2] as keyof AiUsageTotals;
    if (!FIELDS.includes(field as typeof FIELDS[number])) continue;
    summary.last30Days[field] += Number(value.value);
    if (key[1] === today) summary.today[field] += Number(value.value);
  }
  const since = new Date(now - 30 * DAY_MS).toISOString();
  summary.recentFailures = failures.filter(({ value }) => value.at >= since).map(({ value }) => {
    const { at, endpoint, model, outcome, message } = value;
    return { at, endpoint, model, outcome, message };
  });
  return summary;
}

const TOTALS_MARKER: Deno.KvKey = ["meta", "ai_usage_day_totals"];

/**
 * Stores written before the day totals existed: the day totals are set once from the records (the marker is set
 * in the same write, checked absent, so it happens once). A call recorded in another process during those few
 * milliseconds may be missing from its day's totals; the records themselves are untouched.
 */
async function ensureDayTotals(kv: Deno.Kv, now: number): Promise<void> {
  const marker = await retryLocked(() => kv.get(TOTALS_MARKER));
  if (marker.versionstamp) return;
  const records = await listAll<AiUsageRecord>(kv, { prefix: [PREFIX] });
  const byDay = new Map<string, AiUsageTotals>();
  const op = kv.atomic().check(marker).set(TOTALS_MARKER, { at: new Date(now).toISOString() });
  for (const { key, value } of records) {
    const totals = byDay.get(String(key[1])) ?? emptyTotals();
    add(totals, value);
    byDay.set(String(key[1]), totals);
  }
  // Only the latest failures are ever listed.
  for (const { key, value } of records.filter((r) => r.value.outcome !== "ok").slice(-10)) {
    op.set([FAILURES, key[2]], value, { expireIn: KEEP_MS });
  }
  for (const [date, totals] of byDay) {
    for (const field of FIELDS) op.set([DAY_TOTALS, date, field], new Deno.KvU64(BigInt(totals[field])));
  }
  await commitOnce(op);
}

/** Every record of the last `days` days, oldest first (tests and diagnostics). */
export async function listAiUsage(kv: Deno.Kv, days = 1, now = Date.now()): Promise<AiUsageRecord[]> {
  const entries = await listAll<AiUsageRecord>(kv, {
    start: [PREFIX, day(now - (days - 1) * DAY_MS)],
    end: [PREFIX, day(now + DAY_MS), ""],
  });
  return entries.map((entry) => entry.value);
}
