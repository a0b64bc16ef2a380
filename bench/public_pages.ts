/**
 * Benchmark of the public pages on the demo content.
 *
 * The site runs as its own process (`main.ts` on a temp KV file with the demo
 * content; `--processes=2` runs two servers under the supervisor), the load
 * generator (wrk) as another, and for each page and coding a bare
 * `Deno.serve` process answering the SAME bytes: the body and every header
 * the site sent (security headers, ETag, …), from one prepared answer copied
 * per request, the fastest way `Deno.serve` has. For the home page, a recipe
 * page, a category page, the sitemap (index and first page), a search and the
 * RSS feed it prints requests/second and p50/p99 latency of the site and the
 * bare server, their ratio and the ratio of their p99s (the figures that
 * count: what the site's own code costs), in identity and gzip. A second bare
 * server sends the body with only its type, coding and `Vary`, which shows
 * what the site's headers cost `Deno.serve` by themselves. Also prints the
 * JavaScript and CSS each page makes the browser load, in bytes as sent
 * (brotli, gzip and identity).
 *
 * With `--quick` (a few minutes for the whole `npm run bench -- --quick`): 3 s runs, three rounds (five without),
 * no second bare server, no feed.
 *
 * Run: deno run --allow-all bench/public_pages.ts [--quick] [--seconds=3] [--rounds=5] [--connections=10]
 *   [--processes=1]
 */
import { openKv } from "@/lib/db/kv.ts";
import { SEED_MARKER_KEY, type SeedMarker } from "@/lib/seed/seed_claim.ts";
import { entryScripts, staticImports } from "./page_scripts.ts";
import { samplePublicPaths } from "./sample_paths.ts";
import { rawGet } from "./raw_get.ts";
import { freePort, startSiteProcess } from "./site_process.ts";
import { ensureWrk, wrk, type WrkResult } from "./wrk.ts";
import { quickMode, recordFigure } from "./results.ts";
import { cpuSeconds } from "./peak_memory.ts";

/** Options of {@link benchPublicPages}. */
export interface PublicPagesOptions {
  seconds: number;
  connections: number;
  processes: number;
  /** Alternating site/bare runs per page and coding; the figures are their medians. */
  rounds: number;
  /** Skip the bare server with the fewest headers and the feed (`--quick`). */
  quick: boolean;
}

/** Figures of one wrk run against one server, with the server's CPU time per request. */
export interface ServerRun extends WrkResult {
  /** Microseconds of the server process's CPU (user + system) per request; NaN when not known (several processes). */
  cpuUs: number;
}

/** Figures of one page in one coding. */
export interface PageFigures {
  page: string;
  path: string;
  encoding: "identity" | "gzip";
  bytes: number;
  site: ServerRun;
  /** The bare server sending the same bytes, headers included. */
  bare: ServerRun;
  /** The bare server sending the body with its type, coding and `Vary` only (NaN figures when not measured). */
  bareMinimal: ServerRun;
  /** Median of the rounds' site/bare ratios. */
  ratio: number;
  /** Median of the rounds' site / minimal bare ratios (NaN when not measured). */
  minimalRatio: number;
  /** Median of the rounds' site p99 / bare p99. */
  p99Factor: number;
}

/** Bytes of the files a page loads, by coding as sent. */
export interface AssetBytes {
  page: string;
  kind: "JS" | "CSS";
  files: number;
  br: number;
  gzip: number;
  identity: number;
}

/** Everything the benchmark measured. */
export interface PublicPagesReport {
  figures: PageFigures[];
  assets: AssetBytes[];
}

function option(name: string, fallback: number): number {
  const arg = Deno.args.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** Starts a bare server process answering `body` with `headers`. */
async function startBare(dir: string, body: Uint8Array, headers: Record<string, string>) {
  const file = await Deno.makeTempFile({ dir });
  await Deno.writeFile(file, body);
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-net",
      "--allow-read",
      new URL("./bare_server.ts", import.meta.url).pathname,
      String(port),
      file,
      JSON.stringify(headers),
    ],
    stdout: "piped",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  await reader.read();
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await reader.cancel();
      await child.status;
    },
  };
}

/** Sizes of the scripts (following static imports) and stylesheets of `html`, as the site sends them. */
async function assetBytes(siteUrl: string, page: string, html: string): Promise<AssetBytes[]> {
  const scripts: string[] = [];
  const queue = entryScripts(html).map((url) => new URL(url, siteUrl));
  while (queue.length) {
    const url = queue.shift()!;
    if (scripts.includes(url.pathname)) continue;
    scripts.push(url.pathname);
    const source = new TextDecoder().decode((await rawGet(url.href)).bytes);
    for (const specifier of staticImports(source)) queue.push(new URL(specifier, url));
  }
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const sizes = async (kind: "JS" | "CSS", paths: string[]): Promise<AssetBytes> => {
    const row: AssetBytes = { page, kind, files: paths.length, br: 0, gzip: 0, identity: 0 };
    for (const path of paths) {
      row.br += (await rawGet(siteUrl + path, { "Accept-Encoding": "br, gzip" })).bytes.length;
      row.gzip += (await rawGet(siteUrl + path, { "Accept-Encoding": "gzip" })).bytes.length;
      row.identity += (await rawGet(siteUrl + path, { "Accept-Encoding": "identity" })).bytes.length;
    }
    return row;
  };
  return [await sizes("JS", scripts), await sizes("CSS", styles)];
}

/**
 * Waits until the demo content is loaded: with several processes, one loads it while the
 * others already answer.
 */
async function waitForDemo(kv: Deno.Kv): Promise<void> {
  const deadline = Date.now() + 120_000;
  while ((await kv.get<SeedMarker>(SEED_MARKER_KEY)).value?.state !== "done") {
    if (Date.now() > deadline) throw new Error("the demo content was not loaded");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Answers smaller than this may go out uncompressed (the site's threshold is lower, Hono's compress's this). */
const SMALLEST_COMPRESSED = 1024;

/** A search (a cached page with a query string), measured after the sample pages. */
const SEARCH = { search: "/search?q=arroz" };

/** The documents for crawlers and feed readers, measured after the pages (the feed not in quick runs). */
const FEEDS = { "sitemap index": "/sitemap.xml", "sitemap page": "/sitemap.xml?pagina=1" };
const FEED = { rss: "/rss.xml" };

/** Runs the benchmark on a fresh demo store and returns the figures. */
export async function benchPublicPages(options: PublicPagesOptions): Promise<PublicPagesReport> {
  await ensureWrk();
  const dir = await Deno.makeTempDir({ prefix: "recetas-bench-" });
  const kvPath = `${dir}/store.kv`;
  const site = await startSiteProcess(kvPath, { processes: options.processes });
  try {
    const kv = await openKv(kvPath);
    const paths = await waitForDemo(kv).then(() => samplePublicPaths(kv)).finally(() => kv.close());
    const report: PublicPagesReport = { figures: [], assets: [] };
    const pages = { ...paths, ...SEARCH, ...FEEDS, ...(options.quick ? {} : FEED) };
    for (const [page, path] of Object.entries(pages)) {
      const plain = await rawGet(site.url + path, { "Accept-Encoding": "identity" });
      if (plain.status !== 200) throw new Error(`${path} answered ${plain.status}`);
      if (plain.headers["content-type"]?.startsWith("text/html")) {
        report.assets.push(...await assetBytes(site.url, page, new TextDecoder().decode(plain.bytes)));
      }
      for (const encoding of ["identity", "gzip"] as const) {
        const headers = { "Accept-Encoding": encoding };
        const sent = await rawGet(site.url + path, headers);
        // A small answer (the sitemap index of a small site) is sent uncompressed to every client.
        if (encoding === "gzip" && !sent.headers["content-encoding"] && plain.bytes.length < SMALLEST_COMPRESSED) {
          continue;
        }
        if ((sent.headers["content-encoding"] ?? "identity") !== encoding) {
          throw new Error(`${path} was not sent as ${encoding}`);
        }
        const bare = await startBare(dir, sent.bytes, siteHeaders(sent.headers));
        const minimal = options.quick ? null : await startBare(dir, sent.bytes, {
          "Content-Type": sent.headers["content-type"],
          "Vary": "Accept-Encoding",
          ...(encoding === "gzip" ? { "Content-Encoding": "gzip" } : {}),
        });
        try {
          const load = { seconds: options.seconds, connections: options.connections, headers };
          // The site's CPU is its process's only with one process (with several, the pid is the supervisor's).
          const sitePid = options.processes === 1 ? site.pid : null;
          const sites: ServerRun[] = [];
          const bares: ServerRun[] = [];
          const minimals: ServerRun[] = [];
          // Site and bare take turns, so a burst of other work on the machine hits both alike.
          for (let round = 0; round < options.rounds; round++) {
            sites.push(await measuredRun(site.url + path, load, sitePid));
            bares.push(await measuredRun(bare.url, load, bare.pid));
            if (minimal) minimals.push(await measuredRun(minimal.url, load, minimal.pid));
          }
          const none: ServerRun = { rps: NaN, requests: NaN, p50: NaN, p99: NaN, errors: 0, cpuUs: NaN };
          report.figures.push({
            page,
            path,
            encoding,
            bytes: sent.bytes.length,
            site: medianResult(sites),
            bare: medianResult(bares),
            bareMinimal: minimal ? medianResult(minimals) : none,
            ratio: median(sites.map((result, i) => result.rps / bares[i].rps)),
            minimalRatio: minimal ? median(sites.map((result, i) => result.rps / minimals[i].rps)) : NaN,
            p99Factor: median(sites.map((result, i) => result.p99 / bares[i].p99)),
          });
        } finally {
          await bare.stop();
          await minimal?.stop();
        }
      }
    }
    return report;
  } finally {
    await site.stop();
    await Deno.remove(dir, { recursive: true });
  }
}

/** The headers a response was sent with, less those `Deno.serve` writes itself. */
function siteHeaders(sent: Record<string, string>): Record<string, string> {
  const own = new Set(["date", "content-length", "connection", "keep-alive", "transfer-encoding"]);
  return Object.fromEntries(Object.entries(sent).filter(([name]) => !own.has(name.toLowerCase())));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One wrk run against the server `pid` (null: CPU not measured). */
async function measuredRun(
  url: string,
  load: Parameters<typeof wrk>[1],
  pid: number | null,
): Promise<ServerRun> {
  const before = pid === null ? NaN : cpuSeconds(pid);
  const result = await wrk(url, load);
  const used = pid === null ? NaN : cpuSeconds(pid) - before;
  return { ...result, cpuUs: used * 1e6 / result.requests };
}

/** Each figure's median over the rounds; errors are summed. */
function medianResult(results: ServerRun[]): ServerRun {
  return {
    rps: median(results.map((r) => r.rps)),
    requests: median(results.map((r) => r.requests)),
    cpuUs: median(results.map((r) => r.cpuUs)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const us = (value: number) => Number.isFinite(value) ? `${Math.round(value)} µs` : "n/a";

/** Prints a report as plain-text tables. */
export function printReport(report: PublicPagesReport, options: PublicPagesOptions): void {
  console.log(
    `\nPublic pages — wrk, ${options.connections} connections, ${options.seconds} s per run, ` +
      `${options.processes} site process(es); site, bare server and wrk are separate processes; the bare server ` +
      `sends the same bytes, headers included; medians of ${options.rounds} alternating site/bare rounds`,
  );
  console.table(report.figures.map((f) => ({
    page: `${f.page} (${f.path})`,
    encoding: f.encoding,
    "site req/s": Math.round(f.site.rps),
    "site p50": ms(f.site.p50),
    "site p99": ms(f.site.p99),
    "bare req/s": Math.round(f.bare.rps),
    "bare p50": ms(f.bare.p50),
    "bare p99": ms(f.bare.p99),
    "site CPU/req": us(f.site.cpuUs),
    "bare CPU/req": us(f.bare.cpuUs),
    "site/bare": f.ratio.toFixed(2),
    "p99 site/bare": f.p99Factor.toFixed(1),
    ...(options.quick ? {} : {
      "bare, 3 headers req/s": Math.round(f.bareMinimal.rps),
      "site/bare, 3 headers": f.minimalRatio.toFixed(2),
    }),
    "body": kb(f.bytes),
    errors: f.site.errors + f.bare.errors + f.bareMinimal.errors,
  })));
  console.log("JavaScript and CSS per page, bytes as sent:");
  console.table(report.assets.map((a) => ({
    page: a.page,
    kind: a.kind,
    files: a.files,
    br: kb(a.br),
    gzip: kb(a.gzip),
    identity: kb(a.identity),
  })));
}

/** Site requests/second with one and with two server processes, per page and coding. */
export function printProcessComparison(one: PublicPagesReport, two: PublicPagesReport): void {
  console.log("\nOne vs two site processes (site req/s, p99):");
  console.table(one.figures.map((f, i) => {
    const other = two.figures[i];
    return {
      page: f.page,
      encoding: f.encoding,
      "1 process": Math.round(f.site.rps),
      "1 p99": ms(f.site.p99),
      "2 processes": Math.round(other.site.rps),
      "2 p99": ms(other.site.p99),
      "2 / 1": (other.site.rps / f.site.rps).toFixed(2),
    };
  }));
}

/** Options from the command line. */
export function publicPagesOptions(): PublicPagesOptions {
  return {
    seconds: option("seconds", 3),
    connections: option("connections", 10),
    processes: option("processes", 1),
    rounds: option("rounds", quickMode() ? 3 : 5),
    quick: quickMode(),
  };
}

/** Hands each page's figures to the closing summary of `bench/run.ts` (`results.ts`). */
export async function recordReport(report: PublicPagesReport, options: PublicPagesOptions): Promise<void> {
  for (const f of report.figures) {
    await recordFigure({
      bench: "public_pages",
      name: `${f.page} ${f.encoding}, ${options.processes} process${options.processes > 1 ? "es" : ""}`,
      values: {
        ratio: f.ratio,
        p99Factor: f.p99Factor,
        siteRps: f.site.rps,
        bareRps: f.bare.rps,
        siteP99: f.site.p99,
        bareP99: f.bare.p99,
        siteCpuUs: f.site.cpuUs,
        bareCpuUs: f.bare.cpuUs,
      },
    });
  }
}

if (import.meta.main) {
  const options = publicPagesOptions();
  const report = await benchPublicPages(options);
  printReport(report, options);
  await recordReport(report, options);
}
