/**
 * Benchmark of the cached home page under a flood of uncacheable requests (`lib/cache/miss_limiter.ts`): one server
 * process (its own OS process, the demo content, `TRUST_PROXY=1`) is loaded with wrk on `/` alone, then again while 50
 * more connections ask random searches or random missing paths (`flood_paths.lua`): from random addresses (only the
 * per-process bound on misses holds them back) and from one address (its budget does). Goal: the home page keeps at
 * least a quarter of its requests/s alone and a p99 under 100 ms.
 *
 * Run: deno run --allow-all bench/flood.ts [--seconds=10] [--quick] [--miss-concurrency=N]
 * (`--miss-concurrency` sets the server's `MISS_CONCURRENCY`, to weigh another bound against the default).
 */
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { countOption, textOption } from "./options.ts";
import { quickMode, recordFigure } from "./results.ts";
import { startSiteProcess } from "./site_process.ts";
import { TARGETS } from "./summary.ts";
import { ensureWrk, wrk, type WrkResult } from "./wrk.ts";

/** Connections of the flood. */
const FLOOD_CONNECTIONS = 50;
/** Connections reading the home page. */
const HOME_CONNECTIONS = 10;

const SCRIPT = fromFileUrl(new URL("./flood_paths.lua", import.meta.url));
const seconds = countOption("seconds", quickMode() ? 5 : 10);
const missConcurrency = textOption("miss-concurrency", "");

const FLOODS: { name: string; env: Record<string, string> }[] = [
  { name: "random searches, random addresses", env: { FLOOD_MODE: "search" } },
  { name: "random missing paths, random addresses", env: { FLOOD_MODE: "missing" } },
  { name: "random searches, one address", env: { FLOOD_MODE: "search", FLOOD_ADDRESS: "203.0.113.9" } },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const line = (r: WrkResult) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;

await ensureWrk();
const dir = await Deno.makeTempDir({ prefix: "recetas-flood-bench-" });
const site = await startSiteProcess(`${dir}/store.kv`, {
  env: { TRUST_PROXY: "1", ...(missConcurrency ? { MISS_CONCURRENCY: missConcurrency } : {}) },
});
try {
  const home = `${site.url}/`;
  // What a process builds once per content version (the search index, the 404 page) is built before measuring.
  for (const path of ["/search?q=arroz", "/receta-que-no-existe"]) await (await fetch(site.url + path)).body?.cancel();
  await wrk(home, { seconds: 2, connections: HOME_CONNECTIONS });
  const quiet = await wrk(home, { seconds, connections: HOME_CONNECTIONS });
  console.log(`home alone (${HOME_CONNECTIONS} connections): ${line(quiet)}`);
  for (const flood of FLOODS) {
    // The flood starts first and ends after the home page's run, so the whole run is under it.
    const flooding = wrk(home, {
      seconds: seconds + 3,
      connections: FLOOD_CONNECTIONS,
      script: SCRIPT,
      env: flood.env,
      timeoutSeconds: 10,
    });
    await pause(1000);
    const loaded = await wrk(home, { seconds, connections: HOME_CONNECTIONS });
    const flooded = await flooding;
    const ratio = loaded.rps / quiet.rps;
    const met = ratio >= TARGETS.floodRatio && loaded.p99 <= TARGETS.floodP99Ms && loaded.errors === 0;
    console.log(
      `${flood.name}: home ${line(loaded)} (${(ratio * 100).toFixed(0)}% of alone, errors ${loaded.errors}); ` +
        `flood ${flooded.rps.toFixed(0)} req/s, ${flooded.errors} refused or failed of ${flooded.requests} ` +
        `— goal ${met ? "met" : "NOT met"}`,
    );
    await recordFigure({
      bench: "flood",
      name: flood.name,
      values: {
        ratio,
        homeRps: loaded.rps,
        quietRps: quiet.rps,
        homeP99: loaded.p99,
        homeErrors: loaded.errors,
        floodRps: flooded.rps,
        floodRefused: flooded.errors,
      },
    });
    await pause(2000);
  }
} finally {
  await site.stop();
  await Deno.remove(dir, { recursive: true });
}
