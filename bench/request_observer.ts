/**
 * What counting (and logging) every answer costs a cached page: in one process, the page cache's hit path alone,
 * then wrapped by the request observer (`lib/http/request_observer.ts`: route group, status counter, latency
 * histogram), then with `LOG_REQUESTS` on (lines formatted as JSON and dropped, not written). Rounds alternate
 * the three so other work on the machine weighs on each alike; prints the median nanoseconds per hit of each.
 *
 * Run: deno run --allow-all bench/request_observer.ts [--requests=200000] [--rounds=7]
 */
import { configFrom } from "@/lib/config.ts";
import { createServerApp } from "@/lib/app.ts";
import { configureLogging } from "@/lib/process/log.ts";
import { startApp } from "@/lib/start_app.ts";
import { countOption } from "./options.ts";

const requests = countOption("requests", 200_000);
const rounds = countOption("rounds", 7);
const dir = await Deno.makeTempDir({ prefix: "recetas-bench-observer-" });
const started = await startApp(
  configFrom({
    KV_PATH: `${dir}/store.kv`,
    MEDIA_DIR: `${dir}/media`,
    SEED_DEMO: "0",
    ADMIN_PASSWORD: "bench only",
    // The loops below never yield: no version check may fall due meanwhile (a hit would then wait for the store).
    CACHE_VERSION_CHECK_MS: "60000",
  }),
);
// The same site again with LOG_REQUESTS on (its page cache then notes each answer's body length for the line).
const logging = await createServerApp({
  kv: started.kv,
  media: started.media,
  siteUrl: "http://127.0.0.1:8000",
  pageCache: { versionCheckMs: 60_000 },
  logRequests: true,
});
const restoreLog = configureLogging({ format: "json", write: () => {} });
try {
  const request = new Request("http://127.0.0.1:8000/", { headers: { "Accept-Encoding": "gzip, br" } });
  const first = await started.app.fetch(request);
  await first.body?.cancel();
  await (await logging.app.fetch(request)).body?.cancel();
  const unreachable = (): Response => {
    throw new Error("the page should be a hit");
  };
  const candidates: [string, (r: Request) => Response | Promise<Response>][] = [
    ["page cache hit", started.pageCache.wrap(unreachable)],
    ["+ metrics", started.app.fetch],
    ["+ metrics + LOG_REQUESTS (JSON)", logging.app.fetch],
  ];
  const results = new Map<string, number[]>(candidates.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, fetch] of candidates) {
      const start = performance.now();
      for (let i = 0; i < requests; i++) {
        const response = fetch(request);
        if (!(response instanceof Response) || response.status !== 200) throw new Error(`${name}: not a hit`);
      }
      results.get(name)!.push(((performance.now() - start) * 1e6) / requests);
    }
  }
  restoreLog();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const base = median(results.get("page cache hit")!);
  for (const [name, values] of results) {
    const ns = median(values);
    const range = `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
    console.log(
      `${name.padEnd(34)} ${ns.toFixed(0).padStart(6)} ns/hit (rounds ${range}), +${(ns - base).toFixed(0)} ns`,
    );
  }
} finally {
  restoreLog();
  await started.stopJobs();
  await started.content.search.saving;
  await logging.content.search.saving;
  started.kv.close();
  await Deno.remove(dir, { recursive: true });
}
