/**
 * The closing summary of `npm run bench`: the figures issue targets are set for, each beside its target and whether
 * it is met. Pure functions over the figures the benchmarks recorded (`results.ts`).
 */
import type { Figure } from "./results.ts";

/** Targets of the cached public pages, the start and the memory of a server process. */
export const TARGETS = {
  /** Site requests/second over a bare `Deno.serve` of the same bytes, at least. */
  ratio: 0.8,
  /** Site p99 latency over the bare server's, at most. */
  p99Factor: 3,
  /** Milliseconds from spawning a server (build present) to its first answer, at most. */
  startMs: 2000,
  /** Resident set of one server process at 1,000 posts after every page was warmed, MiB, below. */
  rssMiB: 150,
  /** The home page's requests/s under a flood of uncacheable requests over alone, at least (`flood.ts`). */
  floodRatio: 0.25,
  /** The home page's p99 under that flood, ms, at most. */
  floodP99Ms: 100,
  /** Minutes of the whole test suite on a quiet machine, at most (the suite must pass, quiet and under load). */
  suiteMinutes: 8,
};

/** One line of the summary. */
export interface SummaryRow {
  figure: string;
  measured: string;
  target: string;
  /** Null when the figure has no target (shown for information). */
  met: boolean | null;
}

const fixed = (value: number, digits: number) => Number.isFinite(value) ? value.toFixed(digits) : "n/a";

/** Summary rows of the recorded figures, in the order: pages, start, memory, test suite. */
export function summaryRows(figures: readonly Figure[]): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const { name, values } of figures.filter((f) => f.bench === "public_pages")) {
    // Server CPU per request, when measured: the figure least moved by other work on the machine.
    const cpu = Number.isFinite(values.siteCpuUs)
      ? `; CPU ${fixed(values.siteCpuUs, 0)} / ${fixed(values.bareCpuUs, 0)} µs`
      : "";
    rows.push({
      figure: `${name}: site/bare req/s`,
      measured: `${fixed(values.ratio, 2)} (${fixed(values.siteRps, 0)} / ${fixed(values.bareRps, 0)}${cpu})`,
      target: `≥ ${TARGETS.ratio}`,
      met: values.ratio >= TARGETS.ratio,
    }, {
      figure: `${name}: p99 site/bare`,
      measured: `${fixed(values.p99Factor, 1)}× (${fixed(values.siteP99, 2)} / ${fixed(values.bareP99, 2)} ms)`,
      target: `≤ ${TARGETS.p99Factor}×`,
      met: values.p99Factor <= TARGETS.p99Factor,
    });
  }
  for (const { name, values } of figures.filter((f) => f.bench === "start_time")) {
    const target = values.target === 1;
    rows.push({
      figure: `start to first answer: ${name}`,
      measured: `${fixed(values.medianMs / 1000, 2)} s`,
      target: target ? `≤ ${TARGETS.startMs / 1000} s` : "",
      met: target ? values.medianMs <= TARGETS.startMs : null,
    });
  }
  for (const { name, values } of figures.filter((f) => f.bench === "memory")) {
    rows.push({
      figure: `RSS per process: ${name}`,
      measured: `${fixed(values.warmedMiB, 0)} MiB (${fixed(values.startedMiB, 0)} after start)`,
      target: `< ${TARGETS.rssMiB} MiB`,
      met: values.warmedMiB < TARGETS.rssMiB,
    });
  }
  for (const { name, values } of figures.filter((f) => f.bench === "flood")) {
    rows.push({
      figure: `home under a flood (${name}): req/s, p99`,
      measured: `${fixed(values.ratio * 100, 0)}% of alone, ${fixed(values.homeP99, 0)} ms`,
      target: `≥ ${TARGETS.floodRatio * 100}%, ≤ ${TARGETS.floodP99Ms} ms`,
      met: values.ratio >= TARGETS.floodRatio && values.homeP99 <= TARGETS.floodP99Ms && values.homeErrors === 0,
    });
  }
  for (const { name, values } of figures.filter((f) => f.bench === "suite_time")) {
    const quiet = name === "quiet";
    const minutes = values.seconds / 60;
    rows.push({
      figure: `test suite: ${name}`,
      measured: `${fixed(minutes, 1)} min, ${values.passed === 1 ? "passed" : "FAILED"}`,
      target: quiet ? `passes, ≤ ${TARGETS.suiteMinutes} min` : "passes",
      met: values.passed === 1 && (!quiet || minutes <= TARGETS.suiteMinutes),
    });
  }
  return rows;
}

/** The rows as a plain-text table, with a count of targets met. */
export function formatSummary(rows: readonly SummaryRow[]): string {
  const cells = rows.map((r) => [r.figure, r.measured, r.target, r.met === null ? "" : r.met ? "yes" : "NO"]);
  const header = ["figure", "measured", "target", "met"];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(widths[i])).join("  ").trimEnd();
  const judged = rows.filter((r) => r.met !== null);
  return [
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...cells.map(line),
    "",
    `${judged.filter((r) => r.met).length} of ${judged.length} targets met`,
  ].join("\n");
}
