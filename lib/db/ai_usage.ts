/**
 * One record per AI provider call, kept 31 days:
 * `["ai_usage", "YYYY-MM-DD", id]` → {@link AiUsageRecord} (ids sort by time).
 * The admin's usage panel sums today, the last 30 days and lists the latest failures.
 */
import { newId } from "../ids.ts";
import type { AiOutcome, AiUsageSummary, AiUsageTotals } from "../schemas/ai_settings.ts";
import { listAll } from "./kv.ts";
import { commitOnce } from "./write.ts";

const PREFIX = "ai_usage";
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

/** Stores one usage record; a failed write is logged, never thrown (usage must not break the answer). */
export async function recordAiUsage(kv: Deno.Kv, record: Omit<AiUsageRecord, "at">, now = Date.now()): Promise<void> {
  const full: AiUsageRecord = { ...record, at: new Date(now).toISOString() };
  try {
    await commitOnce(kv.atomic().set([PREFIX, day(now), newId(now)], full, { expireIn: KEEP_MS }));
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
  const today = day(now);
  const entries = await listAll<AiUsageRecord>(kv, {
    start: [PREFIX, day(now - 29 * DAY_MS)],
    end: [PREFIX, day(now + DAY_MS), ""],
  });
  const summary: AiUsageSummary = { today: emptyTotals(), last30Days: emptyTotals(), recentFailures: [] };
  for (const { key, value } of entries) {
    add(summary.last30Days, value);
    if (key[1] === today) add(summary.today, value);
    if (value.outcome !== "ok") {
      const { at, endpoint, model, outcome, message } = value;
      summary.recentFailures.push({ at, endpoint, model, outcome, message });
    }
  }
  summary.recentFailures = summary.recentFailures.reverse().slice(0, 10);
  return summary;
}

/** Every record of the last `days` days, oldest first (tests and diagnostics). */
export async function listAiUsage(kv: Deno.Kv, days = 1, now = Date.now()): Promise<AiUsageRecord[]> {
  const entries = await listAll<AiUsageRecord>(kv, {
    start: [PREFIX, day(now - (days - 1) * DAY_MS)],
    end: [PREFIX, day(now + DAY_MS), ""],
  });
  return entries.map((entry) => entry.value);
}
