/**
 * Benchmark of the media library with a large store.
 *
 * Writes `--media` library items (default 5,000) with a small WebP file each
 * and `--posts` posts (default 500) that show one in ten of them (featured
 * image or content), serves the app on loopback and measures over real HTTP
 * `GET /api/media` (first page, a later page by cursor, a search, the unused
 * filter) and the `/admin/media` page (server HTML, and in Chromium the time
 * until the screen is hydrated with its first thumbnails). Prints p50/p99 (ms).
 *
 * Run: deno run --allow-all bench/media_library.ts [--media=5000] [--posts=500] [--runs=30]
 */
import sharp from "sharp";
import { chromium } from "playwright-core";
import { createMediaItem } from "@/lib/db/media.ts";
import { createPost } from "@/lib/db/posts.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { configFrom } from "@/lib/config.ts";
import { startApp } from "@/lib/start_app.ts";
import { countOption } from "./options.ts";
import { percentile } from "./measure.ts";

const ADMIN = { email: "bench@example.test", password: "bench password 12345" };
const DISHES = ["arroz-con-pollo", "ropa-vieja", "picadillo", "yuca-con-mojo", "tostones", "flan", "vaca-frita"];
const BATCH = 50;

function row(name: string, times: number[], extra = ""): string[] {
  times.sort((a, b) => a - b);
  return [name, extra, percentile(times, 50).toFixed(1), percentile(times, 99).toFixed(1)];
}

/** Writes `count` media items with their files, oldest first, and `posts` posts using every tenth one. */
async function seed(kv: Deno.Kv, store: MediaStore, count: number, posts: number): Promise<string[]> {
  const bytes = new Uint8Array(
    await sharp({ create: { width: 160, height: 120, channels: 3, background: "#c33" } })
      .webp({ quality: 80 }).toBuffer(),
  );
  const urls: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const key = `posts/content/${DISHES[i % DISHES.length]}-${i + 1}.webp`;
      urls[i] = store.urlFor(key);
      batch.push(
        store.write(key, bytes).then(() =>
          createMediaItem(kv, {
            url: urls[i],
            key,
            filename: key.split("/").pop()!,
            mime: "image/webp",
            size: bytes.length,
            width: 160,
            height: 120,
            kind: "content",
            alt: DISHES[i % DISHES.length].replaceAll("-", " "),
          })
        ),
      );
    }
    await Promise.all(batch);
  }
  const author = { id: "bench-author", name: "Bench Author" };
  for (let start = 0; start < posts; start += BATCH) {
    const batch = [];
    for (let i = start; i < Math.min(posts, start + BATCH); i++) {
      const url = urls[(i * 10) % count];
      batch.push(createPost(kv, {
        title: `Receta ${i + 1}`,
        slug: `receta-${i + 1}`,
        status: "published",
        featured_image: i % 2 ? url : "",
        content: i % 2 ? "<p>Receta</p>" : `<p>Receta</p><img src="${url}" alt="Foto">`,
      }, author));
    }
    await Promise.all(batch);
  }
  return urls;
}

async function timeApi(url: string, token: string, runs: number): Promise<{ times: number[]; items: number }> {
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    items = body.items.length;
    if (i >= 3) times.push(performance.now() - started);
  }
  return { times, items };
}

async function main(): Promise<void> {
  const mediaCount = countOption("media", 5000);
  const postCount = countOption("posts", 500);
  const runs = countOption("runs", 30);
  const dir = await Deno.makeTempDir({ prefix: "recetas-bench-media-" });
  const store = new MediaStore(`${dir}/media`);
  const config = { ...configFrom(), kvPath: `${dir}/store.kv`, siteUrl: "http://127.0.0.1", admin: ADMIN };
  const { app, kv, publisher, cleanups } = await startApp({ ...config, seedDemo: false }, { media: store });
  let server: Deno.HttpServer | null = null;
  try {
    const seedStart = performance.now();
    await seed(kv, store, mediaCount, postCount);
    const seconds = ((performance.now() - seedStart) / 1000).toFixed(1);
    console.log(`Created ${mediaCount} media items and ${postCount} posts in ${seconds} s`);
    server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, app.fetch);
    const origin = `http://127.0.0.1:${(server.addr as Deno.NetAddr).port}`;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const { token } = await login.json();

    let cursor: string | null = null;
    for (let page = 1; page < 25; page++) {
      const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      cursor = (await (await fetch(`${origin}/api/media?limit=100${suffix}`, {
        headers: { Authorization: `Bearer ${token}` },
      })).json()).cursor;
    }
    const scenarios: [string, string][] = [
      ["page 1 (100 items)", "limit=100"],
      ["page 25 by cursor", `limit=100&cursor=${encodeURIComponent(cursor ?? "")}`],
      ['search "flan"', "limit=100&q=flan"],
      ['search "receta 42" (post title)', "limit=100&q=receta%2042"],
      ["unused only, page 1", "limit=100&unused=1"],
    ];
    const rows: string[][] = [];
    for (const [name, query] of scenarios) {
      const { times, items } = await timeApi(`${origin}/api/media?${query}`, token, runs);
      rows.push(row(name, times, String(items)));
    }
    const html: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const response = await fetch(`${origin}/admin/media`, { headers: { Authorization: `Bearer ${token}` } });
      await response.text();
      if (i >= 3) html.push(performance.now() - started);
    }
    rows.push(row("GET /admin/media (server HTML)", html));
    rows.push(...await browserLoad(origin, Math.min(runs, 15)));
    printTable(["media library, " + `${mediaCount} items`, "items", "p50 ms", "p99 ms"], rows);
    console.log(`${runs} requests per API scenario after 3 warm-up requests, loopback HTTP.`);
  } finally {
    await server?.shutdown();
    await publisher.stop();
    await cleanups.stop();
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

/** Chromium: signs in, then loads /admin/media `runs` times until hydrated with its thumbnails shown. */
async function browserLoad(origin: string, runs: number): Promise<string[][]> {
  const browser = await chromium.launch({
    executablePath: Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/admin/login`);
    await page.waitForSelector('rc-island[data-island="LoginForm"][data-hydrated]', { state: "attached" });
    await page.fill("#email", ADMIN.email);
    await page.fill("#password", ADMIN.password);
    await Promise.all([page.waitForURL((url) => url.pathname !== "/admin/login"), page.click("button[type=submit]")]);
    const ready: number[] = [];
    const loaded: number[] = [];
    const unused: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      const started = performance.now();
      await page.goto(`${origin}/admin/media`);
      await page.waitForSelector('rc-island[data-island="AdminMediaLibrary"][data-hydrated]', { state: "attached" });
      await page.waitForFunction(() => {
        const images = [...document.querySelectorAll<HTMLImageElement>(".media-tile img")].slice(0, 12);
        return images.length > 0 && images.every((img) => img.complete);
      });
      const hydrated = performance.now() - started;
      const load = await page.evaluate(() =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd
      );
      const before = performance.now();
      await page.check(".media-toolbar input[type=checkbox]");
      await page.waitForFunction(() =>
        !document.querySelector(".media-tile .badge") === false &&
        [...document.querySelectorAll(".media-tile")].every((tile) => tile.querySelector(".badge"))
      );
      if (i >= 2) {
        ready.push(hydrated);
        loaded.push(load);
        unused.push(performance.now() - before);
      }
    }
    return [
      row("Chromium: load event", loaded),
      row("Chromium: hydrated, first thumbnails shown", ready),
      row("Chromium: 'Unused only' ticked to grid shown", unused),
    ];
  } finally {
    await browser.close();
  }
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

if (import.meta.main) await main();
