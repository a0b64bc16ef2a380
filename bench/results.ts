/**
 * Figures a benchmark hands to `bench/run.ts` for the closing summary: each benchmark runs as its own process and
 * appends one JSON line per figure to the file named by `BENCH_RESULTS` (unset when a script runs by itself).
 */

/** One measured figure. */
export interface Figure {
  /** Which benchmark measured it (`public_pages`, `start_time`, `memory`). */
  bench: string;
  /** What was measured, e.g. `home gzip`, `server start (build present)`. */
  name: string;
  /** Named values, e.g. `{ ratio: 0.84, siteP99: 3.2, bareP99: 1.1 }`. */
  values: Record<string, number>;
}

/** Environment variable naming the results file. */
export const RESULTS_ENV = "BENCH_RESULTS";

/** Appends `figure` to the results file, when there is one. */
export async function recordFigure(figure: Figure): Promise<void> {
  const path = Deno.env.get(RESULTS_ENV);
  if (path) await Deno.writeTextFile(path, JSON.stringify(figure) + "\n", { append: true });
}

/** The figures in a results file's text (blank and malformed lines skipped). */
export function parseFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line);
      if (typeof value?.bench === "string" && typeof value.name === "string" && typeof value.values === "object") {
        figures.push(value);
      }
    } catch {
      // a line cut short by a benchmark that died while writing
    }
  }
  return figures;
}

/** Whether the run was asked to be quick (`--quick`): the figures of the targets only, short runs. */
export function quickMode(args: readonly string[] = Deno.args): boolean {
  return args.includes("--quick");
}
