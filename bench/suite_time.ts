/**
 * Time of the whole test suite (`deno task test`: check, build if stale, the test shards), first on the machine as it
 * is, then again while `stress-ng --cpu 2` keeps two CPU hogs running; both runs must pass. Each run's output goes to
 * a log file (its last lines are printed when it fails). Not part of `--quick`; skip it with `--only=`.
 *
 * Run: deno run --allow-all bench/suite_time.ts [--suite-command="deno task test"] [--no-stress]
 */
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { recordFigure } from "./results.ts";

const ROOT = fromFileUrl(new URL("../", import.meta.url));

/** What one run of the suite gave. */
interface SuiteRun {
  seconds: number;
  passed: boolean;
  log: string;
}

function option(name: string): string | undefined {
  return Deno.args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** Runs `command` (a shell command line) in the project, its output to a log file; times it. */
async function runSuite(command: string, dir: string, name: string): Promise<SuiteRun> {
  const log = `${dir}/${name}.log`;
  const started = performance.now();
  const { success } = await new Deno.Command("sh", {
    args: ["-c", `(${command}) >"$0" 2>&1`, log],
    cwd: ROOT,
    env: { NO_COLOR: "1" },
    stdout: "null",
    stderr: "null",
  }).output();
  return { seconds: (performance.now() - started) / 1000, passed: success, log };
}

async function report(name: string, run: SuiteRun): Promise<void> {
  console.log(
    `suite ${name}: ${(run.seconds / 60).toFixed(1)} min, ${run.passed ? "passed" : "FAILED"} (log ${run.log})`,
  );
  if (!run.passed) {
    const lines = (await Deno.readTextFile(run.log)).trimEnd().split("\n");
    console.log(lines.slice(-30).join("\n"));
  }
  await recordFigure({ bench: "suite_time", name, values: { seconds: run.seconds, passed: run.passed ? 1 : 0 } });
}

/** Starts `stress-ng --cpu 2`; null when it is not installed. */
function startStress(): Deno.ChildProcess | null {
  try {
    return new Deno.Command("stress-ng", { args: ["--cpu", "2", "--quiet"], stdout: "null", stderr: "null" }).spawn();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
}

if (import.meta.main) {
  const command = option("suite-command") ?? `"${Deno.execPath()}" task test`;
  const dir = await Deno.makeTempDir({ prefix: "recetas-suite-" });
  await report("quiet", await runSuite(command, dir, "quiet"));
  if (!Deno.args.includes("--no-stress")) {
    const stress = startStress();
    if (!stress) console.log("stress-ng is not installed (apt-get install stress-ng): the run under load is skipped");
    else {
      try {
        await report("under stress-ng --cpu 2", await runSuite(command, dir, "stress"));
      } finally {
        stress.kill("SIGTERM");
        await stress.status;
      }
    }
  }
}
