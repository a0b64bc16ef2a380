/**
 * `recipes import` of generated WordPress exports (`bench/wxr_file.ts`), each into a site started as its own process
 * on an empty temp KV file, through the real command line run as a subprocess with an API token made through the API.
 * Parts (`--parts=`, all by default but `again`):
 * - `images`: exports of `--sizes=` posts (1,000 by default), every post with a featured image and one or two inline
 *   ones, 1200×800 JPEGs of about 150 KB served by a local "old host" on 127.0.0.1: wall time, posts/s, the CPU and
 *   peak memory of the CLI and the server, and the background work the server does after the import answered;
 *   `again` imports the largest once more (every post skipped); `--images-later` passes `--images=later`.
 * - `restore`: `recipes export` of the largest of those sites, then `recipes import` of that folder into another
 *   empty site: its wall time. `--keep-export=DIR` copies the export to DIR; `--restore-from=DIR` restores such a
 *   folder alone (no import, no export), to weigh a change to the restore on its own.
 * - `text`: a text-only export of `--text=` posts (10,000 by default): the rate of the first and of the last 1,000
 *   (the site's post count read every second), which shows whether a write costs more as the site grows.
 * - `read`: the export's reading alone (`bench/wxr_read.ts`, no site) on exports of 1,000 and 10,000 posts
 *   (`--read-sizes=`) under a 16 MiB heap limit, half the larger file, with the JavaScript heap in use.
 *
 * Run: deno run --allow-all bench/cli_import.ts [--parts=images,restore,text,read,again] [--sizes=1000]
 *      [--text=10000] [--images-later] [--read-sizes=1000,10000] [--concurrency=4] [--cli-heap=MiB]
 *      [--keep-export=DIR] [--restore-from=DIR]
 */
import sharp from "sharp";
import { cpuSeconds, type PeakMemory, samplePeakMemory } from "./peak_memory.ts";
import { startSiteProcess } from "./site_process.ts";
import { writeWxrFile } from "./wxr_file.ts";
import { countOption, textOption } from "./options.ts";

const CLI_MAIN = new URL("../cli/main.ts", import.meta.url).pathname;
const WXR_READ = new URL("./wxr_read.ts", import.meta.url).pathname;
/** A heap limit for the CLI (`--cli-heap=MiB`, V8's old space): the import finishing under it bounds what it keeps. */
const CLI_HEAP_MIB = Number(Deno.args.find((a) => a.startsWith("--cli-heap="))?.split("=")[1]) || 0;
/** The heap limit of the export's reading alone (V8's old space, MiB): half the 10,000-post file. */
const READ_HEAP_LIMIT_MIB = 16;
/** Items imported at once (`--concurrency=`). */
const concurrency = countOption("concurrency", 4);
/** Import text first and images after (`--images-later`, the CLI's `--images=later`). */
const IMAGES_LATER = Deno.args.includes("--images-later");
/** How often the text-only import's post count is read. */
const COUNT_POLL_MS = 1000;
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

/** A JPEG comment segment (FF FE) naming `text`: makes each served file's bytes unique without changing the image. */
function withComment(jpeg: Uint8Array, text: string): Uint8Array<ArrayBuffer> {
  const comment = new TextEncoder().encode(text);
  const segment = new Uint8Array([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff, ...comment]);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/**
 * The "old host": a loopback server answering every path with a 1200×800 photo-like JPEG of about 150 KB (noise,
 * which compresses like a photograph), its bytes unique per path; counts requests.
 */
async function startImageServer() {
  const jpeg = new Uint8Array(
    await sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: "gaussian", mean: 128, sigma: 20 },
      },
    })
      .blur(0.8).jpeg({ quality: 82 }).toBuffer(),
  );
  let requests = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, (request) => {
    requests++;
    const body = withComment(jpeg, new URL(request.url).pathname);
    return new Response(body, { headers: { "Content-Type": "image/jpeg" } });
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

/** Runs the command line (`args` after the global options) as its own process, sampling its memory and CPU. */
async function runCli(siteUrl: string, token: string, args: string[], configDir: string) {
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-all",
      ...(CLI_HEAP_MIB ? [`--v8-flags=--max-old-space-size=${CLI_HEAP_MIB}`] : []),
      CLI_MAIN,
      "--json",
      ...args,
    ],
    env: { RECIPES_URL: siteUrl, RECIPES_TOKEN: token, XDG_CONFIG_HOME: configDir, NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const cli = samplePeakMemory(child.pid);
  const output = await child.output();
  const seconds = (performance.now() - started) / 1000;
  cli.stop();
  const text = new TextDecoder().decode(output.stdout);
  if (output.code !== 0) console.log(`  ${args[0]} exited ${output.code}: ${new TextDecoder().decode(output.stderr)}`);
  return { cli, seconds, text, code: output.code };
}

/** `recipes import` of `path` ({@link runCli}) with its summary read. */
async function runImport(siteUrl: string, token: string, path: string, configDir: string, extra: string[] = []) {
  const run = await runCli(siteUrl, token, ["import", path, "--concurrency", String(concurrency), ...extra], configDir);
  const summary = JSON.parse(run.text || "{}") as ImportSummary;
  return { ...run, summary };
}

/** Polls the number of posts on the site every {@link COUNT_POLL_MS} until stopped: when each 1,000th arrived. */
function watchPostCount(siteUrl: string, token: string) {
  const marks: { at: number; count: number }[] = [];
  const started = performance.now();
  let stopped = false;
  const poll = async () => {
    while (!stopped) {
      const response = await fetch(`${siteUrl}/api/posts?status=all&limit=1`, {
        headers: { Authorization: `Bearer ${token}` },
      }).catch(() => null);
      if (response?.ok) marks.push({ at: (performance.now() - started) / 1000, count: (await response.json()).total });
      else await response?.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, COUNT_POLL_MS));
    }
  };
  const polling = poll();
  /** Seconds at which the site held `count` posts (interpolated between polls). */
  const timeOf = (count: number) => {
    const after = marks.findIndex((m) => m.count >= count);
    if (after < 0) return NaN;
    const before = marks[Math.max(0, after - 1)];
    const next = marks[after];
    if (next.count === before.count) return next.at;
    return before.at + ((count - before.count) * (next.at - before.at)) / (next.count - before.count);
  };
  return {
    timeOf,
    async stop() {
      stopped = true;
      await polling;
    },
  };
}

/** Waits until the server process has been idle (under 5% of a core) for two seconds; answers the seconds waited. */
async function waitServerIdle(pid: number): Promise<number> {
  const started = performance.now();
  let last = cpuSeconds(pid);
  let idle = 0;
  while (idle < 2) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    idle = now - last < 0.05 ? idle + 1 : 0;
    last = now;
  }
  return (performance.now() - started) / 1000 - 2;
}

/** A site as its own process on an empty temp KV file, with an API token. */
async function startBenchSite(dir: string) {
  const site = await startSiteProcess(`${dir}/store.kv`, { env: { SEED_DEMO: "0", ADMIN_PASSWORD: ADMIN.password } });
  try {
    return { site, token: await createToken(site.url) };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

/** Prints the CPU and memory of one run. */
function printResources(
  cli: PeakMemory,
  server: PeakMemory,
  serverCpu: number,
  seconds: number,
  serverAtStart: number,
) {
  console.log(
    `  CPU time: CLI ${cli.cpuSeconds.toFixed(1)} s, server ${serverCpu.toFixed(1)} s ` +
      `(wall time is ${(seconds / (cli.cpuSeconds + serverCpu)).toFixed(1)}x both)`,
  );
  console.log(
    `  peak RSS: CLI ${cli.peakMiB.toFixed(0)} MiB; server ${server.peakMiB.toFixed(0)} MiB ` +
      `(${serverAtStart.toFixed(0)} MiB before)`,
  );
}

/**
 * One export of `posts` posts, each with a featured image and one or two inline ones, imported into a fresh site;
 * the same import again when `again`; its `recipes export` restored into another fresh site when `restore`.
 */
async function benchSize(posts: number, again: boolean, restore: boolean) {
  const dir = await Deno.makeTempDir({ prefix: "recetas-bench-import-" });
  const images = await startImageServer();
  const { site, token } = await startBenchSite(dir);
  try {
    const wxrPath = `${dir}/sabor-de-cuba.WordPress.xml`;
    const file = await writeWxrFile(wxrPath, {
      posts,
      imageBase: `${images.url}/wp-content/uploads`,
      imageEvery: 1,
      inline: "one-or-two",
    });
    const server = samplePeakMemory(site.pid);
    const serverAtStart = server.currentMiB;
    const serverCpuAtStart = server.cpuSeconds;
    const extra = IMAGES_LATER ? ["--images=later"] : [];
    const { cli, seconds, summary, code } = await runImport(site.url, token, wxrPath, dir, extra);
    const serverCpu = server.cpuSeconds - serverCpuAtStart;
    const busy = await waitServerIdle(site.pid);
    server.stop();
    const imported = summary.created + summary.updated;
    console.log(
      `\n${posts} posts: WXR file of ${(file.bytes / 1048576).toFixed(1)} MiB (${file.attachments} featured ` +
        `images, ${file.recipes} WP Recipe Maker recipes, ${file.categories} categories)`,
    );
    console.log(
      `  recipes import --concurrency ${concurrency}${IMAGES_LATER ? " --images=later" : ""}: exit ${code}, ` +
        `${summary.created} created, ${summary.skipped} skipped, ${summary.failed} failed, ${images.requests()} ` +
        `images fetched in ${seconds.toFixed(1)} s (CLI start-up included): ${(imported / seconds).toFixed(1)} posts/s`,
    );
    console.log(`  background work after the import (search-engine image versions): ${busy.toFixed(1)} s`);
    printResources(cli, server, serverCpu, seconds, serverAtStart);
    for (const item of summary.items.filter((i) => i.result === "failed").slice(0, 5)) {
      console.log(`  failed: ${item.label}: ${item.reason}`);
    }
    let ok = code === 0 && imported === posts;
    if (again) {
      const rerun = await runImport(site.url, token, wxrPath, dir);
      console.log(
        `  the same import again: ${rerun.summary.created} created, ${rerun.summary.skipped} skipped in ` +
          `${rerun.seconds.toFixed(1)} s (${(posts / rerun.seconds).toFixed(1)} posts/second checked)`,
      );
      ok &&= rerun.code === 0 && rerun.summary.created === 0;
    }
    if (restore) ok &&= await benchRestore(site.url, token, dir, posts);
    return { posts, cliMiB: cli.peakMiB, serverMiB: server.peakMiB, perSecond: imported / seconds, ok };
  } finally {
    await site.stop();
    await images.stop();
    await Deno.remove(dir, { recursive: true });
  }
}

/** `recipes export` of the site at `siteUrl`, then `recipes import` of that folder into a fresh site. */
async function benchRestore(siteUrl: string, token: string, dir: string, posts: number): Promise<boolean> {
  const folder = `${dir}/export`;
  const exported = await runCli(siteUrl, token, ["export", folder], dir);
  console.log(`  recipes export: exit ${exported.code} in ${exported.seconds.toFixed(1)} s`);
  const keep = textOption("keep-export", "");
  if (keep) await new Deno.Command("cp", { args: ["-a", folder, keep] }).output();
  return exported.code === 0 && await restoreFolder(folder, dir, posts);
}

/** `recipes import` of the export folder `folder` into a fresh site whose store lives under `dir`. */
async function restoreFolder(folder: string, dir: string, posts: number): Promise<boolean> {
  await Deno.mkdir(`${dir}/restored`);
  const { site, token: restoreToken } = await startBenchSite(`${dir}/restored`);
  try {
    const server = samplePeakMemory(site.pid);
    const serverCpuAtStart = server.cpuSeconds;
    const restored = await runImport(site.url, restoreToken, folder, dir);
    const serverCpu = server.cpuSeconds - serverCpuAtStart;
    server.stop();
    console.log(
      `  restore of that export into an empty site: exit ${restored.code}, ${restored.summary.created} posts ` +
        `created in ${restored.seconds.toFixed(1)} s (${(restored.summary.created / restored.seconds).toFixed(1)} ` +
        `posts/s; server CPU ${serverCpu.toFixed(1)} s, CLI ${restored.cli.cpuSeconds.toFixed(1)} s)`,
    );
    return restored.code === 0 && restored.summary.created === posts;
  } finally {
    await site.stop();
  }
}

/** A text-only export of `posts` posts imported into a fresh site: the rate of the first and of the last 1,000. */
async function benchText(posts: number) {
  const dir = await Deno.makeTempDir({ prefix: "recetas-bench-text-" });
  const { site, token } = await startBenchSite(dir);
  try {
    const wxrPath = `${dir}/texto.WordPress.xml`;
    await writeWxrFile(wxrPath, { posts, imageBase: "http://127.0.0.1:9/none", imageEvery: 0, inline: "none" });
    const count = watchPostCount(site.url, token);
    const server = samplePeakMemory(site.pid);
    const serverCpuAtStart = server.cpuSeconds;
    const { cli, seconds, summary, code } = await runImport(site.url, token, wxrPath, dir);
    await count.stop();
    const serverCpu = server.cpuSeconds - serverCpuAtStart;
    server.stop();
    const block = Math.min(1000, Math.floor(posts / 2));
    const first = block / (count.timeOf(block) - count.timeOf(1));
    const last = block / (count.timeOf(posts) - count.timeOf(posts - block));
    console.log(
      `\n${posts} text-only posts: exit ${code}, ${summary.created} created in ${seconds.toFixed(1)} s ` +
        `(${(summary.created / seconds).toFixed(1)} posts/s); first ${block}: ${first.toFixed(1)} posts/s, last ` +
        `${block}: ${last.toFixed(1)} posts/s (${((last / first) * 100).toFixed(0)}% of the first)`,
    );
    printResources(cli, server, serverCpu, seconds, 0);
    return { ok: code === 0 && summary.created === posts };
  } finally {
    await site.stop();
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

const restoreFrom = textOption("restore-from", "");
if (restoreFrom) {
  const dir = await Deno.makeTempDir({ prefix: "recetas-bench-restore-" });
  const posts = (await Array.fromAsync(Deno.readDir(`${restoreFrom}/posts`))).length;
  try {
    if (!await restoreFolder(restoreFrom, dir, posts)) Deno.exitCode = 1;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
  Deno.exit();
}
const parts = textOption("parts", "images,restore,text,read").split(",");
const importSizes = sizes("sizes", [1000]);
const results = [];
for (const posts of parts.includes("images") ? importSizes : []) {
  const largest = posts === importSizes.at(-1);
  results.push(await benchSize(posts, largest && parts.includes("again"), largest && parts.includes("restore")));
}
const [small, large] = [results[0], results.at(-1)];
if (small && large && results.length > 1) {
  console.log(
    `\nCLI peak RSS ${small.cliMiB.toFixed(0)} MiB at ${small.posts} posts, ${large.cliMiB.toFixed(0)} MiB at ` +
      `${large.posts} (x${(large.cliMiB / small.cliMiB).toFixed(2)} for x${large.posts / small.posts} posts); ` +
      `server ${small.serverMiB.toFixed(0)} → ${large.serverMiB.toFixed(0)} MiB`,
  );
}
if (parts.includes("text")) results.push(await benchText(countOption("text", 10_000)));
const reads = [];
if (parts.includes("read")) {
  console.log(`\nreading the export alone (no site, heap limited to ${READ_HEAP_LIMIT_MIB} MiB):`);
  for (const posts of sizes("read-sizes", [1000, 10000])) reads.push(await benchRead(posts));
}
if (!results.every((r) => r.ok) || !reads.every((r) => r.ok)) Deno.exitCode = 1;
