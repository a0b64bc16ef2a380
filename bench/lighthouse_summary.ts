/**
 * Reads Lighthouse JSON reports (LHR) into the figures the Lighthouse bench
 * prints: category scores, LCP, CLS and TBT, with the medians of several
 * runs, and the audits that kept a category below 100.
 */

/** The categories the bench runs, in print order. */
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** One run's figures. */
export interface RunFigures {
  /** Category id → score 0–100. */
  scores: Record<string, number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Description of the LCP element, when Lighthouse names one. */
  lcpElement: string;
  /** "category: audit title" of each failing scored audit outside performance. */
  failing: string[];
  /** "score selector" of each layout shift Lighthouse attributes to an element. */
  shifts: string[];
  /** "duration ms url" of the longest main-thread tasks (the causes of TBT), longest first. */
  longTasks: string[];
  /** Why the run failed, when Lighthouse says so. */
  error: string;
  /**
   * Lighthouse's benchmark of the machine's CPU during the run: it expects at least 1,000 (under that it warns that
   * the score suffers, as its 4× CPU slowdown then emulates a slower phone than its target).
   */
  cpuIndex: number;
}

interface AuditNode {
  snippet?: string;
  selector?: string;
}

interface AuditItem extends AuditNode {
  /** "node" for an element item of a Lighthouse 13 insight. */
  type?: string;
  items?: { node?: AuditNode }[];
  node?: AuditNode;
  score?: number;
  url?: string;
  duration?: number;
}

interface Audit {
  title?: string;
  score: number | null;
  numericValue?: number;
  details?: { items?: AuditItem[] };
}

/** The parts of a Lighthouse JSON report the bench reads. */
export interface Report {
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code?: string; message?: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

/** The LCP element: Lighthouse 12's own audit, or the node item of Lighthouse 13's LCP breakdown insight. */
function lcpElementOf(report: Report): string {
  const item = report.audits["largest-contentful-paint-element"]?.details?.items?.[0];
  const node = item?.items?.[0]?.node ?? item?.node;
  const insight = report.audits["lcp-breakdown-insight"]?.details?.items?.find((entry) => entry.type === "node");
  return node?.snippet ?? insight?.snippet ?? "";
}

/** The figures of one Lighthouse JSON report. */
export function figuresOf(report: Report): RunFigures {
  const scores: Record<string, number> = {};
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = report.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    if (id === "performance" || !category) continue;
    for (const ref of category.auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${audit.title}`);
    }
  }
  return {
    scores,
    fcpMs: report.audits["first-contentful-paint"]?.numericValue ?? NaN,
    lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: report.audits["total-blocking-time"]?.numericValue ?? NaN,
    lcpElement: lcpElementOf(report),
    failing,
    shifts: (report.audits["layout-shifts"]?.details?.items ?? []).map((item) =>
      `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? "?"}`
    ),
    longTasks: (report.audits["long-tasks"]?.details?.items ?? [])
      .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
      .slice(0, 3)
      .map((item) => `${Math.round(item.duration ?? 0)} ms ${(item.url ?? "").replace(/^https?:\/\/[^/]+/, "")}`),
    error: report.runtimeError?.message ?? report.runtimeError?.code ?? "",
    cpuIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

/** Median of `values` (the lower middle one for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Median of the runs that measured the figure, with "(k/n runs)" when some did not (Lighthouse's NO_LCP). */
function metric(runs: RunFigures[], pick: (run: RunFigures) => number, digits: number, unit: string): string {
  const values = runs.map(pick).filter(Number.isFinite);
  if (values.length === 0) return "none";
  const partial = values.length < runs.length ? ` (${values.length}/${runs.length} runs)` : "";
  return `${median(values).toFixed(digits)}${unit}${partial}`;
}

/**
 * One line per page: median scores and metrics of its runs, then each run's performance score and the median
 * CPU benchmark index, which tell a slow machine from a slow page.
 */
export function summaryLine(name: string, runs: RunFigures[]): string {
  const scores = CATEGORIES.map((id) => `${id} ${median(runs.map((run) => run.scores[id]))}`).join("  ");
  const fcp = metric(runs, (run) => run.fcpMs, 0, " ms");
  const lcp = metric(runs, (run) => run.lcpMs, 0, " ms");
  const cls = metric(runs, (run) => run.cls, 3, "");
  const tbt = metric(runs, (run) => run.tbtMs, 0, " ms");
  const each = runs.map((run) => run.scores.performance).join("/");
  const cpu = metric(runs, (run) => run.cpuIndex, 0, "");
  return `${
    name.padEnd(9)
  } ${scores}  FCP ${fcp}  LCP ${lcp}  CLS ${cls}  TBT ${tbt}  (runs ${each}, CPU index ${cpu})`;
}
