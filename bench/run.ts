/**
 * Runs the benchmarks (`deno task bench`): the public pages in this process,
 * then each other benchmark script that exists as its own process, so one
 * benchmark's store and caches never affect another's figures.
 *
 * Run: deno run --allow-all bench/run.ts
 *   [--only=public_pages,start_time,posts_list,search,snapshot,media_library,categories_admin,memory,link_check,
 *   editor,cli_import,lighthouse]
 * (other flags such as --seconds=5 or --processes=2 are passed on; without --processes the public pages are
 * measured with one and with two server processes).
 */
import { benchPublicPages, printProcessComparison, printReport, publicPagesOptions } from "./public_pages.ts";

/** The benchmark scripts besides the public pages, run when present. */
const OTHER_BENCHES = [
  "start_time",
  "posts_list",
  "search",
  "snapshot",
  "media_library",
  "categories_admin",
  "memory",
  "link_check",
  "editor",
  "cli_import",
  "lighthouse",
];

function selected(name: string): boolean {
  const only = Deno.args.find((a) => a.startsWith("--only="))?.slice("--only=".length);
  return !only || only.split(",").map((s) => s.trim()).includes(name);
}

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
  // Unless a process count was asked for, measure two server processes too (WEB_CONCURRENCY=2).
  if (!Deno.args.some((a) => a.startsWith("--processes="))) {
    const twoOptions = { ...options, processes: 2 };
    const two = await benchPublicPages(twoOptions);
    printReport(two, twoOptions);
    printProcessComparison(single, two);
  }
}
for (const name of OTHER_BENCHES) {
  if (selected(name)) ok = await runScript(name) && ok;
}
if (!ok) Deno.exit(1);
