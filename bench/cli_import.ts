/**
 * `recipes import` of a WordPress export with 1,000 posts (default): writes a
 * WXR 1.2 file (nested categories, WP Recipe Maker recipes, two inline images
 * per post moved into the media library, featured images
 * as attachment items served by a local image server), starts the site as
 * its own process on an empty temp KV file, signs in and creates an API token
 * through the API, runs the command line as a subprocess and prints
 * posts/second with the peak resident memory of the CLI and of the server, then
 * runs the same import again (every post skipped, nothing created).
 *
 * Run: deno run --allow-all bench/cli_import.ts [--posts=1000] [--concurrency=4]
 */
import sharp from "sharp";
import { samplePeakMemory } from "./peak_memory.ts";
import { startSiteProcess } from "./site_process.ts";
import { writeWxrFile } from "./wxr_file.ts";

const CLI_MAIN = new URL("../cli/main.ts", import.meta.url).pathname;
const ADMIN = { email: "admin@recetascubanas.local", password: "bench password 12345" };

function option(name: string, fallback: number): number {
  const arg = Deno.args.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split("=")[1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
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
    args: ["run", "--allow-all", CLI_MAIN, "--json", "import", path, "--concurrency", String(concurrency)],
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

const posts = option("posts", 1000);
const concurrency = option("concurrency", 4);
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
  const first = await runImport(site.url, token, wxrPath, concurrency, dir);
  server.stop();
  const { cli, seconds, summary, code } = first;
  const imported = summary.created + summary.updated;
  console.log(
    `WXR file: ${file.posts} posts, ${file.attachments} featured images, ${file.recipes} WP Recipe Maker recipes, ` +
      `${file.categories} categories, ${(file.bytes / 1048576).toFixed(1)} MiB`,
  );
  console.log(
    `recipes import --concurrency ${concurrency}: exit ${code}, ${summary.created} created, ${summary.skipped} ` +
      `skipped, ${summary.failed} failed, ${images.requests()} images fetched in ${seconds.toFixed(1)} s ` +
      `(CLI start-up included)`,
  );
  console.log(`${(imported / seconds).toFixed(1)} posts/second`);
  const cpu = cli.cpuSeconds + server.cpuSeconds - serverCpuAtStart;
  console.log(
    `CPU time during the import: CLI ${cli.cpuSeconds.toFixed(1)} s, server ` +
      `${(server.cpuSeconds - serverCpuAtStart).toFixed(1)} s (wall time is ${(seconds / cpu).toFixed(1)}x both)`,
  );
  console.log(
    `peak RSS: CLI ${cli.peakMiB.toFixed(0)} MiB; server ${server.peakMiB.toFixed(0)} MiB ` +
      `(${serverAtStart.toFixed(0)} MiB before the import)`,
  );
  for (const item of summary.items.filter((i) => i.result === "failed").slice(0, 5)) {
    console.log(`  failed: ${item.label}: ${item.reason}`);
  }
  const again = await runImport(site.url, token, wxrPath, concurrency, dir);
  console.log(
    `the same import again: ${again.summary.created} created, ${again.summary.skipped} skipped in ` +
      `${again.seconds.toFixed(1)} s (${(posts / again.seconds).toFixed(1)} posts/second checked)`,
  );
  if (code !== 0 || again.code !== 0 || again.summary.created !== 0) Deno.exitCode = 1;
} finally {
  await site.stop();
  await images.stop();
  await Deno.remove(dir, { recursive: true });
}
