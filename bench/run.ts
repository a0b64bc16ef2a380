/**
 * Runs the benchmarks (`deno task bench`): the public pages in this process,
 * then each other benchmark script that exists as its own process, so one
 * benchmark's store and caches never affect another's figures. Ends with a summary of the figures that have
 * targets (`summary.ts`): cached pages against a bare server, start to first answer, memory at 1,000 posts.
 *
 * `--quick` runs only those (public pages with one process and short runs, start time, memory): a few minutes.
 * The full run ends with the test suite's time, quiet and under `stress-ng --cpu 2` (`suite_time.ts`).
 *
 * Run: deno run --allow-all bench/run.ts [--quick]
 *   [--only=public_pages,start_time,posts_list,search,snapshot,media_library,categories_admin,memory,flood,link_check,
 *   editor,cli_import,backup,lighthouse,probe,suite_time]
 * (other flags such as --seconds=5 or --processes=2 are passed on; without --processes the public pages are
 * measured with one and with two server processes, unless quick).
 */
import {
  benchPublicPages,
  printProcessComparison,
  printReport,
  publicPagesOptions,
  recordReport,
} from "./public_pages.ts";
import { parseFigures, quickMode, RESULTS_ENV } from "./results.ts";
import { formatSummary, summaryRows } from "./summary.ts";

/** The benchmarks a quick run runs: those whose figures have targets, but for the test suite's time. */
const TARGET_BENCHES = ["public_pages", "start_time", "memory", "flood"];

/** The benchmark scripts besides the public pages, run when present. */
const OTHER_BENCHES = [
  "start_time",
  "posts_list",
  "search",
  "snapshot",
  "media_library",
  "categories_admin",
  "memory",
  "flood",
  "link_check",
  "editor",
  "cli_import",
  "backup",
  "lighthouse",
  "probe",
  "suite_time",
];

const quick = quickMode();

function selected(name: string): boolean {
  const only = Deno.args.find((a) => a.startsWith("--only="))?.slice("--only=".length);
  if (quick && !TARGET_BENCHES.includes(name)) return false;
  return !only || only.split(",").map((s) => s.trim()).includes(name);
}

// Each benchmark appends its figures here for the summary (`results.ts`).
const resultsFile = await Deno.makeTempFile({ prefix: "recetas-bench-results-" });
Deno.env.set(RESULTS_ENV, resultsFile);

async function exists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

async function runScript(name: string): Promise<boolean> {
  const path = new URL(`./${name}.ts`, import.meta.url).pathname;
  if (!await exists(path)) return true;
  console.log(`\n== ${name} ==`);
  const passOn = Deno.args.filter((a) => !a.startsWith("--only="));
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", path, ...passOn],
    stdout: "inherit",
    stderr: "inherit",
  });
  const { success } = await child.output();
  if (!success) console.error(`${name} failed`);
  return success;
}

let ok = true;
if (selected("public_pages")) {
  console.log("== public_pages ==");
  const options = publicPagesOptions();
  const single = await benchPublicPages(options);
  printReport(single, options);
  await recordReport(single, options);
  // Unless a process count was asked for, measure two server processes too (WEB_CONCURRENCY=2).
  if (!quick && !Deno.args.some((a) => a.startsWith("--processes="))) {
    const twoOptions = { ...options, processes: 2 };
    const two = await benchPublicPages(twoOptions);
    printReport(two, twoOptions);
    await recordReport(two, twoOptions);
    printProcessComparison(single, two);
  }
}
for (const name of OTHER_BENCHES) {
  if (selected(name)) ok = await runScript(name) && ok;
}
const figures = parseFigures(await Deno.readTextFile(resultsFile));
await Deno.remove(resultsFile);
if (figures.length) {
  console.log("\n== summary: figures with targets ==");
  console.log(formatSummary(summaryRows(figures)));
}
if (!ok) Deno.exit(1);
