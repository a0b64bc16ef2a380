/**
 * The text `GET /metrics` answers: this process's metrics (requests, latency, snapshot and search-index builds, KV
 * retries, AI calls; `lib/process/metrics.ts`) plus what is read at scrape time: the app's page cache counts and the
 * last backup's age and outcome (`["meta", "last_backup"]`). Every series carries `process` (the process id):
 * several servers share the port, and each scrape reaches one of them (docs/operations.md, "Metrics and logs").
 */
import { getLastBackup } from "../db/backups.ts";
// Registers the AI call counters, which live beside the usage log: AI routes load on their first request, and the
// counters must show (at 0) from the first scrape.
import "../db/ai_usage.ts";
import { log } from "../process/log.ts";
import { formatExposition, type Gauge, processMetrics } from "../process/metrics.ts";

/** What the page cache counted since the process started, and what it holds. */
export interface PageCacheCounts {
  hits: number;
  misses: number;
  pages: number;
  bytes: number;
}

/** The whole exposition for one scrape (`now`: the clock of the backup's age, milliseconds since the epoch). */
export async function siteMetricsText(kv: Deno.Kv, cache: PageCacheCounts, now = Date.now()): Promise<string> {
  const record = await getLastBackup(kv).catch((error) => {
    log.warn("metrics: the last backup's record could not be read", { stack: String(error) });
    return null;
  });
  const at = record ? Date.parse(record.at) : NaN;
  const backup = record && !Number.isNaN(at) ? { at, ok: record.ok === true } : null;
  const read: Gauge[] = [
    {
      name: "recetas_page_cache_hits_total",
      help: "Pages this process answered from its page cache.",
      type: "counter",
      collect: () => cache.hits,
    },
    {
      name: "recetas_page_cache_misses_total",
      help: "Cacheable GET and HEAD requests this process rendered instead.",
      type: "counter",
      collect: () => cache.misses,
    },
    { name: "recetas_page_cache_pages", help: "Pages held by this process's page cache.", collect: () => cache.pages },
    { name: "recetas_page_cache_bytes", help: "Bytes held by this process's page cache.", collect: () => cache.bytes },
    {
      name: "recetas_last_backup_age_seconds",
      help: "Seconds since the last backup ran (successful or not); absent when none is recorded.",
      collect: () => backup ? Math.max(0, (now - backup.at) / 1000) : undefined,
    },
    {
      name: "recetas_last_backup_ok",
      help: "1 when the last backup succeeded, 0 when it failed; absent when none is recorded.",
      collect: () => backup ? Number(backup.ok) : undefined,
    },
    {
      name: "recetas_process_start_time_seconds",
      help: "When this process started, in seconds since the epoch (a new value: a restart, counters from 0).",
      collect: () => Math.round(performance.timeOrigin) / 1000,
    },
  ];
  const families = await processMetrics.collect();
  for (const gauge of read) families.push(await processMetrics.collectGauge(gauge));
  return formatExposition(families);
}
