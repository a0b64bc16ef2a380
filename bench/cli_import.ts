/**
 * `recipes import` of WordPress exports of 200 and 1,000 posts (`--sizes=`): for each size writes a WXR 1.2 file
 * (nested categories, WP Recipe Maker recipes, two inline images per post moved into the media library, featured
 * images as attachment items, all served by a local image server on 127.0.0.1), starts the site as its own process
 * on an empty temp KV file, signs in and creates an API token through the API, runs the command line as a subprocess
 * and prints posts/second with the peak resident memory of the CLI and of the server; then runs the largest import
 * again (every post skipped, nothing created). The CLI's peak memory staying roughly flat from the smallest export to
 * the largest shows that the import streams the file. Last, the export's reading alone (`bench/wxr_read.ts`, no site)
 * is measured on exports of 1,000 and 10,000 posts (`--read-sizes=`) under a 16 MiB heap limit, half the larger
 * file, with the JavaScript heap in use after collections.
 *
 * Run: deno run --allow-all bench/cli_import.ts [--sizes=200,1000] [--read-sizes=1000,10000] [--concurrency=4]
 *      [--cli-heap=MiB] (a heap limit for the CLI process)
 */
import sharp from "sharp";
import { samplePeakMemory } from "./peak_memory.ts";
import { startSiteProcess } from "./site_process.ts";
import { writeWxrFile } from "./wxr_file.ts";
import { countOption } from "./options.ts";

const CLI_MAIN = new URL("../cli/main.ts", import.meta.url).pathname;
const WXR_READ = new URL("./wxr_read.ts", import.meta.url).pathname;
/** A heap limit for the CLI (`--cli-heap=MiB`, V8's old space): the import finishing under it bounds what it keeps. */
const CLI_HEAP_MIB = Number(Deno.args.find((a) => a.startsWith("--cli-heap="))?.split("=")[1]) || 0;
/** The heap limit of the export's reading alone (V8's old space, MiB): half the 10,000-post file. */
const READ_HEAP_LIMIT_MIB = 16;
const ADMIN = { email: "admin@recetascubanas.local", password: "bench password 12345" };

function sizes(name: string, fallback: number[]): number[] {
  const arg = Deno.args.find((a) => a.startsWith(`--${name}=`));
  const values = arg ? arg.split("=")[1].split(",").map(Number) : fallback;
  return values.every((v) => Number.isInteger(v) && v > 0) ? values.sort((a, b) => a - b) : fallback;
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return await response.json() as T;
}

/** Signs in as the first admin and creates an API token the way `recipes login` does. */
async function createToken(siteUrl: string): Promise<string> {
  const session = await postJson<{ token: string }>(`${siteUrl}/api/auth/login`, ADMIN);
  const issued = await postJson<{ token: string }>(`${siteUrl}/api/auth/tokens`, { name: "bench" }, session.token);
  return issued.token;
}

/** A loopback server answering every path with the same JPEG; counts requests. */
async function startImageServer() {
  const jpeg = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 }).toBuffer();
  let requests = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, () => {
    requests++;
    return new Response(new Uint8Array(jpeg), { headers: { "Content-Type": "image/jpeg" } });
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, requests: () => requests, stop: () => server.shutdown() };
}

interface ImportSummary {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  items: { label: string; result: string; reason?: string }[];
}

/** Runs `recipes import` as its own process, sampling its memory and CPU. */
async function runImport(siteUrl: string, token: string, path: string, concurrency: number, configDir: string) {
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-all",
      ...(CLI_HEAP_MIB ? [`--v8-flags=--max-old-space-size=${CLI_HEAP_MIB}`] : []),
      CLI_MAIN,
      "--json",
      "import",
      path,
      "--concurrency",
      String(concurrency),
    ],
    env: { RECIPES_URL: siteUrl, RECIPES_TOKEN: token, XDG_CONFIG_HOME: configDir, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const cli = samplePeakMemory(child.pid);
  const output = await child.output();
  const seconds = (performance.now() - started) / 1000;
  cli.stop();
  const summary = JSON.parse(new TextDecoder().decode(output.stdout)) as ImportSummary;
  return { cli, seconds, summary, code: output.code };
}

/** One export of `posts` posts imported into a fresh site; the same import again when `again`. */
async function benchSize(posts: number, concurrency: number, again: boolean) {
  const dir = await Deno.makeTempDir({ prefix: "recetas-bench-import-" });
  const images = await startImageServer();
  const site = await startSiteProcess(`${dir}/store.kv`, { env: { SEED_DEMO: "0", ADMIN_PASSWORD: ADMIN.password } });
  try {
    const wxrPath = `${dir}/sabor-de-cuba.WordPress.xml`;
    const file = await writeWxrFile(wxrPath, { posts, imageBase: `${images.url}/wp-content/uploads` });
    const token = await createToken(site.url);
    const server = samplePeakMemory(site.pid);
    const serverAtStart = server.currentMiB;
    const serverCpuAtStart = server.cpuSeconds;
    const { cli, seconds, summary, code } = await runImport(site.url, token, wxrPath, concurrency, dir);
    server.stop();
    const imported = summary.created + summary.updated;
    console.log(
      `\n${posts} posts: WXR file of ${(file.bytes / 1048576).toFixed(1)} MiB (${file.attachments} featured ` +
        `images, ${file.recipes} WP Recipe Maker recipes, ${file.categories} categories)`,
    );
    console.log(
      `  recipes import --concurrency ${concurrency}: exit ${code}, ${summary.created} created, ` +
        `${summary.skipped} skipped, ${summary.failed} failed, ${images.requests()} images fetched in ` +
        `${seconds.toFixed(1)} s (CLI start-up included): ${(imported / seconds).toFixed(1)} posts/second`,
    );
    const serverCpu = server.cpuSeconds - serverCpuAtStart;
    console.log(
      `  CPU time: CLI ${cli.cpuSeconds.toFixed(1)} s, server ${serverCpu.toFixed(1)} s ` +
        `(wall time is ${(seconds / (cli.cpuSeconds + serverCpu)).toFixed(1)}x both)`,
    );
    console.log(
      `  peak RSS: CLI ${cli.peakMiB.toFixed(0)} MiB; server ${server.peakMiB.toFixed(0)} MiB ` +
        `(${serverAtStart.toFixed(0)} MiB before the import)`,
    );
    for (const item of summary.items.filter((i) => i.result === "failed").slice(0, 5)) {
      console.log(`  failed: ${item.label}: ${item.reason}`);
    }
    let ok = code === 0 && imported === posts;
    if (again) {
      const rerun = await runImport(site.url, token, wxrPath, concurrency, dir);
      console.log(
        `  the same import again: ${rerun.summary.created} created, ${rerun.summary.skipped} skipped in ` +
          `${rerun.seconds.toFixed(1)} s (${(posts / rerun.seconds).toFixed(1)} posts/second checked)`,
      );
      ok &&= rerun.code === 0 && rerun.summary.created === 0;
    }
    return { posts, cliMiB: cli.peakMiB, serverMiB: server.peakMiB, perSecond: imported / seconds, ok };
  } finally {
    await site.stop();
    await images.stop();
    await Deno.remove(dir, { recursive: true });
  }
}

/** The peak memory of reading an export of `posts` posts through the WordPress source alone. */
async function benchRead(posts: number) {
  const dir = await Deno.makeTempDir({ prefix: "recetas-bench-wxr-read-" });
  try {
    const path = `${dir}/export.xml`;
    const file = await writeWxrFile(path, { posts, imageBase: "http://127.0.0.1:9/wp-content/uploads" });
    const started = performance.now();
    const child = new Deno.Command(Deno.execPath(), {
      // A heap limit well under the larger file: holding the file (or all its items) would not fit.
      args: [
        "run",
        "--allow-read",
        `--v8-flags=--expose-gc,--max-old-space-size=${READ_HEAP_LIMIT_MIB}`,
        WXR_READ,
        path,
      ],
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    const memory = samplePeakMemory(child.pid);
    const output = await child.output();
    memory.stop();
    const seconds = (performance.now() - started) / 1000;
    const read = output.code === 0
      ? JSON.parse(new TextDecoder().decode(output.stdout)) as { posts: number; peakHeapMiB: number }
      : { posts: 0, peakHeapMiB: NaN };
    console.log(
      `  ${posts} posts, ${(file.bytes / 1048576).toFixed(1)} MiB: exit ${output.code}, ${read.posts} posts read in ` +
        `${seconds.toFixed(1)} s, JavaScript heap in use at most ${read.peakHeapMiB.toFixed(1)} MiB, peak RSS ` +
        `${memory.peakMiB.toFixed(0)} MiB`,
    );
    return { posts, MiB: memory.peakMiB, ok: output.code === 0 && read.posts === posts };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const concurrency = countOption("concurrency", 4);
const importSizes = sizes("sizes", [200, 1000]);
const results = [];
for (const posts of importSizes) results.push(await benchSize(posts, concurrency, posts === importSizes.at(-1)));
const [small, large] = [results[0], results.at(-1)!];
if (results.length > 1) {
  console.log(
    `\nCLI peak RSS ${small.cliMiB.toFixed(0)} MiB at ${small.posts} posts, ${large.cliMiB.toFixed(0)} MiB at ` +
      `${large.posts} (x${(large.cliMiB / small.cliMiB).toFixed(2)} for x${large.posts / small.posts} posts); ` +
      `server ${small.serverMiB.toFixed(0)} → ${large.serverMiB.toFixed(0)} MiB`,
  );
}
console.log(`\nreading the export alone (no site, heap limited to ${READ_HEAP_LIMIT_MIB} MiB):`);
const reads = [];
for (const posts of sizes("read-sizes", [1000, 10000])) reads.push(await benchRead(posts));
if (!results.every((r) => r.ok) || !reads.every((r) => r.ok)) Deno.exitCode = 1;
