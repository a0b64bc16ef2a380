/**
 * Lighthouse mobile on the demo site: starts the site as its own process
 * with the demo content, then runs the pinned Lighthouse (`tools/lighthouse`,
 * installed from npm on first use and run with Node) against Debian's
 * Chromium (`CHROME_PATH`, default `/usr/bin/chromium`) on the home page, a
 * recipe and a category page, `--runs` times each (default 3), and prints the
 * median score of each category with FCP, LCP, CLS and TBT, each run's
 * performance score and Lighthouse's CPU benchmark index of the machine
 * (it expects 1,000 or more), then the LCP element,
 * the layout shifts and longest tasks of the last run, and the audits that
 * kept accessibility, best practices or SEO below 100 in any run.
 *
 * With `--compare=DIR` (another checkout of the site, built with `deno task build`) it starts that site too and
 * runs each page on both in turn, alternating which goes first, so a change is weighed against the same moments of
 * a noisy machine; each page then gets a line for this checkout and one for DIR's.
 *
 * Run: deno run --allow-all bench/lighthouse.ts [--runs=3] [--compare=../other-checkout]
 */
import { existsSync } from "node:fs";
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { figuresOf, type RunFigures, summaryLine } from "./lighthouse_summary.ts";
import { startSiteProcess } from "./site_process.ts";

const ROOT = fromFileUrl(new URL("../", import.meta.url));
const TOOL_DIR = `${ROOT}tools/lighthouse`;
const CLI = `${TOOL_DIR}/node_modules/lighthouse/cli/index.js`;
const CHROME_PATH = Deno.env.get("CHROME_PATH") ?? Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const PAGES = { home: "/", recipe: "/mojito", category: "/categoria/platos-principales" };

/** The `--compare=DIR` checkout, if any. */
function compareOption(): string | undefined {
  return Deno.args.find((a) => a.startsWith("--compare="))?.slice("--compare=".length) || undefined;
}

function runsOption(): number {
  const value = Number(Deno.args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
  return Number.isInteger(value) && value > 0 ? value : 3;
}

async function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const output = await new Deno.Command(command, { args, env, stdout: "piped", stderr: "piped" }).output();
  if (!output.success) {
    throw new Error(`${command} ${args[0]} failed: ${new TextDecoder().decode(output.stderr).slice(0, 2000)}`);
  }
  return new TextDecoder().decode(output.stdout);
}

/** Installs the pinned Lighthouse with the exact versions of its lockfile (`npm ci`) when missing. */
async function ensureLighthouse(): Promise<void> {
  if (existsSync(CLI)) return;
  console.log("Installing the pinned Lighthouse from npm…");
  await run("npm", ["ci", "--no-audit", "--no-fund", "--prefix", TOOL_DIR]);
}

/** Runs Lighthouse on `url`, again up to twice when a run fails (a lost trace on a busy machine: NO_NAVSTART). */
async function lighthouseWithRetry(url: string): Promise<RunFigures> {
  for (let attempt = 1;; attempt++) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`    run failed, again: ${String(error).split("\n")[0].slice(0, 200)}`);
    }
  }
}

/** One Lighthouse mobile run (the default form factor and throttling) of `url`. */
async function lighthouse(url: string): Promise<RunFigures> {
  const json = await run("node", [
    CLI,
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--only-categories=performance,accessibility,best-practices,seo",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
  ], { CHROME_PATH });
  return figuresOf(JSON.parse(json));
}

/** Prints a page's summary line and, from its last run, the LCP element, shifts, long tasks and failing audits. */
function report(name: string, results: RunFigures[]): void {
  console.log(summaryLine(name, results));
  const last = results[results.length - 1];
  console.log(`    LCP element: ${last.lcpElement || "none"}`);
  for (const shift of last.shifts) console.log(`    layout shift: ${shift}`);
  console.log(`    longest tasks: ${last.longTasks.join(", ") || "none"}`);
  for (const error of new Set(results.map((result) => result.error).filter(Boolean))) {
    console.log(`    run error: ${error}`);
  }
  for (const audit of new Set(results.flatMap((result) => result.failing))) console.log(`    below 100: ${audit}`);
}

async function main(): Promise<void> {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH)`);
  await ensureLighthouse();
  const runs = runsOption();
  const compare = compareOption();
  const dir = await Deno.makeTempDir({ prefix: "recetas-lighthouse-" });
  const sites = [await startSiteProcess(`${dir}/store.kv`)];
  try {
    if (compare) sites.push(await startSiteProcess(`${dir}/compare.kv`, { root: compare }));
    const version = (await run("node", [CLI, "--version"])).trim();
    console.log(`Lighthouse ${version}, mobile, ${runs} runs per page, median of each figure (${CHROME_PATH})`);
    for (const [name, path] of Object.entries(PAGES)) {
      const results: RunFigures[][] = sites.map(() => []);
      for (let i = 0; i < runs; i++) {
        const order = i % 2 ? [...sites.keys()].reverse() : [...sites.keys()];
        for (const s of order) results[s].push(await lighthouseWithRetry(sites[s].url + path));
      }
      report(name, results[0]);
      if (compare) report(`${name} (${compare})`, results[1]);
    }
  } finally {
    for (const site of sites) await site.stop();
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) await main();
