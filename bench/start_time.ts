/**
 * Start to first answer: spawns `main.ts` (as the start task runs it) on a store the demo content is already in,
 * times from the spawn to the first 200 from `/`, stops it, and repeats; prints every run and the median.
 *
 * Run: deno run --allow-all bench/start_time.ts [--runs=5] (other flags are ignored: `bench/run.ts` passes its own)
 */
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { freePort, startSiteProcess } from "./site_process.ts";

const ROOT = fromFileUrl(new URL("../", import.meta.url));

/** Milliseconds from spawning one server on `kvPath` to its first 200 from `/`. */
export async function timeStart(kvPath: string): Promise<number> {
  const port = freePort();
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--v8-flags=--max-semi-space-size=2", "--allow-all", "main.ts"],
    cwd: ROOT,
    env: { KV_PATH: kvPath, MEDIA_DIR: `${kvPath}.media`, PORT: String(port), NODE_ENV: "production" },
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
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill("SIGTERM");
    await child.status;
  }
}

/** The middle value of `values`. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

if (import.meta.main) {
  const runs = Number(Deno.args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 5) || 5;
  const dir = await Deno.makeTempDir({ prefix: "recetas-start-" });
  try {
    // The first start seeds the store; the timed starts find the content in.
    const first = await startSiteProcess(`${dir}/store.kv`);
    await first.stop();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timeStart(`${dir}/store.kv`));
    console.log(`start to first answer (ms): ${times.map((t) => Math.round(t)).join(", ")}`);
    console.log(`median: ${Math.round(median(times))} ms over ${runs} runs`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
