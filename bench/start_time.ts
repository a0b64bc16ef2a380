/**
 * Start to first answer, on a store the demo content is already in:
 * - the server with the build present: spawns `main.ts` (as the start task runs it) and times from the spawn to
 *   the first 200 from `/`, stops it, and repeats (the figure with a target);
 * - `npm start` without a build: in a copy of the project with no `_build/` (its packages linked from this one),
 *   the start task's two steps (`scripts/build.ts --if-stale`, which builds, then the server), timed the same way;
 * - `npm start` with the build present: the same two steps again, the build now current.
 * Prints every run and the medians.
 *
 * Run: deno run --allow-all bench/start_time.ts [--runs=5] [--quick] (other flags are ignored: `bench/run.ts`
 * passes its own); `--quick` makes 3 runs of the server and one of each `npm start`.
 */
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { copyProject } from "@/tests/support/project_copy.ts";
import { quickMode, recordFigure } from "./results.ts";
import { freePort, serverV8Flags, startSiteProcess } from "./site_process.ts";

const ROOT = fromFileUrl(new URL("../", import.meta.url)).replace(/\/$/, "");
/** The server as the start task runs it (deno.json). */
const SERVER = ["run", serverV8Flags(), "--allow-all", "main.ts"];

/** Milliseconds from spawning `args` (in `cwd`, serving on `port`) to its first 200 from `/`. */
async function timeFirstAnswer(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const port = freePort();
  const started = performance.now();
  const child = new Deno.Command(command, {
    args,
    cwd,
    env: { ...env, PORT: String(port), NODE_ENV: "production" },
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  try {
    while (true) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        await res.body?.cancel();
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      const status = await Promise.race([child.status, new Promise((resolve) => setTimeout(resolve, 10))]);
      if (status) throw new Error(`${args.join(" ")} ended before answering`);
    }
  } finally {
    try {
      child.kill("SIGTERM");
    } catch {
      // already ended
    }
    await child.status;
  }
}

/** Milliseconds from spawning one server on `kvPath` (the build present) to its first 200 from `/`. */
export function timeStart(kvPath: string): Promise<number> {
  return timeFirstAnswer(Deno.execPath(), SERVER, ROOT, { KV_PATH: kvPath, MEDIA_DIR: `${kvPath}.media` });
}

/** Milliseconds from running the start task's steps in `projectDir` (build if stale, then serve) to the first 200. */
export function timeNpmStart(projectDir: string, kvPath: string): Promise<number> {
  const script = `"$0" run --allow-all scripts/build.ts --if-stale >/dev/null && exec "$0" ${SERVER.join(" ")}`;
  return timeFirstAnswer("sh", ["-c", script, Deno.execPath()], projectDir, {
    KV_PATH: kvPath,
    MEDIA_DIR: `${kvPath}.media`,
  });
}

/** The middle value of `values`. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function report(name: string, times: number[], target: boolean): Promise<void> {
  console.log(
    `${name}, start to first answer (ms): ${times.map((t) => Math.round(t)).join(", ")}; ` +
      `median ${Math.round(median(times))} ms over ${times.length} run(s)`,
  );
  await recordFigure({ bench: "start_time", name, values: { medianMs: median(times), target: target ? 1 : 0 } });
}

if (import.meta.main) {
  const quick = quickMode();
  const runs = Number(Deno.args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length)) || (quick ? 3 : 5);
  const dir = await Deno.makeTempDir({ prefix: "recetas-start-" });
  const kvPath = `${dir}/store.kv`;
  try {
    // The first start seeds the store; the timed starts find the content in.
    const first = await startSiteProcess(kvPath);
    await first.stop();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timeStart(kvPath));
    await report("server, build present", times, true);

    // A copy of the project without its build: what a fresh clone's `npm start` does (packages already installed).
    const copy = `${dir}/project`;
    await copyProject(copy);
    await Deno.symlink(`${ROOT}/node_modules`, `${copy}/node_modules`);
    const npmRuns = quick ? 1 : Math.min(runs, 3);
    const unbuilt: number[] = [];
    const built: number[] = [];
    for (let i = 0; i < npmRuns; i++) {
      await Deno.remove(`${copy}/_build`, { recursive: true }).catch(() => {});
      unbuilt.push(await timeNpmStart(copy, kvPath));
      built.push(await timeNpmStart(copy, kvPath));
    }
    await report("npm start, build missing (builds)", unbuilt, false);
    await report("npm start, build present (checks it)", built, false);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
