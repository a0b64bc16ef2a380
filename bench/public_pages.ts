/**
 * Benchmark of the public pages on the demo content.
 *
 * Starts the site on a temp KV file with the demo content, then for the home
 * page, a recipe page and a category page measures requests/second, p50 and
 * p99 at a fixed concurrency, next to a bare `Deno.serve` answering the SAME
 * bytes in the same run (the ratio is the figure that counts). Runs twice:
 * uncompressed (`Accept-Encoding: identity`, identical bytes on both sides) and
 * gzip (the site compresses each answer; the bare server sends the page
 * gzipped once in advance). Also prints each page's JavaScript (raw and gzip).
 *
 * Run: deno run --allow-all bench/public_pages.ts [--requests=2000] [--concurrency=10] [--warmup=200]
 */
import { BUILD_PREFIX, stopBuilder } from "@/lib/fresh/build.ts";
import { builtAsset } from "@/lib/fresh/start_script.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { type PageScripts, pageScripts } from "./page_scripts.ts";
import { samplePublicPaths } from "./sample_paths.ts";
import { startApp } from "@/lib/start_app.ts";
import { type LoadOptions, type LoadResult, measure } from "./load.ts";
import { gzip } from "@/lib/http/gzip.ts";

/** Options of {@link benchPublicPages}. */
export interface PublicPagesOptions {
  requests: number;
  concurrency: number;
  warmup: number;
}

/** Figures of one page in one encoding. */
export interface PageFigures {
  page: string;
  path: string;
  encoding: "identity" | "gzip";
  site: LoadResult;
  bare: LoadResult;
}

/** Everything the benchmark measured. */
export interface PublicPagesReport {
  figures: PageFigures[];
  scripts: { page: string; path: string; scripts: PageScripts }[];
}

function option(name: string, fallback: number): number {
  const arg = Deno.args.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.slice(name.length + 3)) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** Serves one fixed answer on loopback. */
function bareServer(body: Uint8Array, headers: Record<string, string>) {
  return Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => new Response(body as Uint8Array<ArrayBuffer>, { headers }),
  );
}

/** Runs the benchmark on a fresh demo store and returns the figures. */
export async function benchPublicPages(options: PublicPagesOptions): Promise<PublicPagesReport> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-bench-" });
  const { app, build, kv } = await startApp({
    kvPath: `${dir}/store.kv`,
    media: new MediaStore(`${dir}/media`),
    siteUrl: "http://127.0.0.1",
    admin: { email: "bench@example.test", password: "bench password 12345" },
    seedDemo: true,
  });
  await stopBuilder();
  const servers: Deno.HttpServer[] = [];
  try {
    const site = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, app.fetch);
    servers.push(site);
    const siteUrl = `http://127.0.0.1:${site.addr.port}`;
    const paths = await samplePublicPaths(kv);
    const report: PublicPagesReport = { figures: [], scripts: [] };

    for (const [page, path] of Object.entries(paths)) {
      const response = await fetch(siteUrl + path, { headers: { "Accept-Encoding": "identity" } });
      const body = new Uint8Array(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const html = new TextDecoder().decode(body);
      const scripts = await pageScripts(html, (url) => {
        const asset = url.startsWith(BUILD_PREFIX) ? builtAsset(build, url) : undefined;
        return asset ? Promise.resolve(asset.contents) : Promise.reject(new Error(`${url} is not a built asset`));
      });
      report.scripts.push({ page, path, scripts });

      const type = response.headers.get("content-type") ?? "text/html; charset=utf-8";
      for (const encoding of ["identity", "gzip"] as const) {
        const bareBody = encoding === "gzip" ? await gzip(body) : body;
        const bare = bareServer(bareBody, {
          "Content-Type": type,
          ...(encoding === "gzip" ? { "Content-Encoding": "gzip", "Vary": "Accept-Encoding" } : {}),
        });
        servers.push(bare);
        const load: LoadOptions = { ...options, headers: { "Accept-Encoding": encoding } };
        const siteResult = await measure(siteUrl + path, load);
        const bareResult = await measure(`http://127.0.0.1:${bare.addr.port}/`, load);
        if (siteResult.bodyBytes !== body.length || bareResult.bodyBytes !== body.length) {
          throw new Error(`${path}: the site and the bare server did not answer the same bytes`);
        }
        report.figures.push({ page, path, encoding, site: siteResult, bare: bareResult });
        await bare.shutdown();
      }
    }
    return report;
  } finally {
    for (const server of servers) await server.shutdown().catch(() => {});
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Prints a report as plain-text tables. */
export function printReport(report: PublicPagesReport, options: PublicPagesOptions): void {
  console.log(
    `\nPublic pages — ${options.requests} requests after ${options.warmup} warm-up, concurrency ${options.concurrency}`,
  );
  const rows = report.figures.map((f) => ({
    page: `${f.page} (${f.path})`,
    encoding: f.encoding,
    "site req/s": Math.round(f.site.rps),
    "site p50": ms(f.site.p50),
    "site p99": ms(f.site.p99),
    "bare req/s": Math.round(f.bare.rps),
    "bare p50": ms(f.bare.p50),
    "bare p99": ms(f.bare.p99),
    "site/bare": `${(f.site.rps / f.bare.rps * 100).toFixed(0)}%`,
    "HTML": kb(f.site.bodyBytes),
    errors: f.site.errors + f.bare.errors,
  }));
  console.table(rows);
  console.log("JavaScript per page (runtime + shared chunks + island chunks):");
  console.table(report.scripts.map(({ page, path, scripts }) => ({
    page: `${page} (${path})`,
    files: scripts.files.length,
    raw: kb(scripts.raw),
    gzip: kb(scripts.gzip),
  })));
}

async function main() {
  const options = {
    requests: option("requests", 2000),
    concurrency: option("concurrency", 10),
    warmup: option("warmup", 200),
  };
  printReport(await benchPublicPages(options), options);
}

if (import.meta.main) await main();
