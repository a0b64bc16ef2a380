/**
 * Benchmark of the admin posts list API with a large store.
 *
 * Creates `--posts` posts (default 10,000) in a temp KV file, written in
 * parallel batches with `createPost`, gives a tenth of them link stats, then
 * starts the site on that file as its own process (as `npm start` runs it) and
 * measures `GET /api/admin/posts` and public searches over loopback HTTP for
 * several pages, filters and searches: the time from sending the request to
 * the last byte of the answer (the client parses the JSON afterwards, outside
 * the timing). Prints p50/p99 (ms) per scenario, then times `listPosts` in
 * this process alone (no HTTP) with the site stopped.
 *
 * Run: deno run --allow-all bench/posts_list.ts [--posts=10000] [--runs=200] [--store=DIR]
 *
 * `--store=DIR` keeps the store in DIR (created on first use) and seeds it only
 * while it holds no posts, so repeated runs skip the seeding.
 */
import { saveLinkStats } from "@/lib/db/link_stats.ts";
import { countPosts, createPost } from "@/lib/db/posts.ts";
import { listPosts } from "@/lib/snapshot/post_listing.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { configFrom } from "@/lib/config.ts";
import { startApp } from "@/lib/start_app.ts";
import { type SiteProcess, startSiteProcess } from "./site_process.ts";
import { POSTS_PAGE_SIZE } from "@/lib/shared/constants.ts";
import { countOption } from "./options.ts";
import { percentile } from "./measure.ts";

const ADMIN = { email: "bench@example.test", password: "bench password 12345" };
const DISHES = [
  "Arroz con pollo",
  "Ropa vieja",
  "Picadillo a la habanera",
  "Yuca con mojo",
  "Tostones",
  "Flan de leche",
  "Frijoles negros",
  "Vaca frita",
  "Lechón asado",
  "Tamal en cazuela",
];
const WRITE_BATCH = 50;

/** One measured request shape. */
interface Scenario {
  name: string;
  query: string;
}

/** Writes `count` posts (three in five published) with `createPost`, a tenth with link stats. */
export async function seedPosts(kv: Deno.Kv, count: number): Promise<void> {
  const author = { id: "bench-author", name: "Bench Author" };
  const base = Date.UTC(2020, 0, 1);
  for (let start = 0; start < count; start += WRITE_BATCH) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + WRITE_BATCH); i++) {
      const created = new Date(base + i * 60_000).toISOString();
      const dish = DISHES[i % DISHES.length];
      batch.push(
        createPost(
          kv,
          {
            title: `${dish} ${i + 1}`,
            slug: `receta-${i + 1}`,
            status: i % 5 < 3 ? "published" : "draft",
            excerpt: `Una receta cubana tradicional de ${dish.toLowerCase()}, paso a paso, con ingredientes fáciles.`,
            content: `<h2>Ingredientes</h2><p>${dish}. <a href="/receta-${i}">Anterior</a></p>`,
          },
          author,
          { created_at: created },
        ).then(async ({ post }) => {
          if (i % 10 !== 0) return;
          await saveLinkStats(kv, post.id, {
            lastChecked: created,
            outboundInternal: 1,
            outboundExternal: 0,
            inboundCount: 1,
            brokenLinksCount: i % 20 === 0 ? 1 : 0,
            brokenLinks: i % 20 === 0 ? [{ type: "internal", text: "Anterior", url: `/receta-${i}` }] : [],
            manualCheck: [],
          });
        }),
      );
    }
    await Promise.all(batch);
  }
}

async function measure(url: string, token: string, runs: number): Promise<{ times: number[]; total: number }> {
  const headers = { Authorization: `Bearer ${token}` };
  let total = -1;
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const bytes = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    const body = JSON.parse(new TextDecoder().decode(bytes));
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    total = body.total;
    if (i >= 3) times.push(elapsed);
  }
  return { times: times.sort((a, b) => a - b), total };
}

async function main(): Promise<void> {
  const postCount = countOption("posts", 10_000);
  const runs = countOption("runs", 200);
  const storeArg = Deno.args.find((a) => a.startsWith("--store="))?.slice("--store=".length);
  if (storeArg) await Deno.mkdir(storeArg, { recursive: true });
  const dir = storeArg ?? await Deno.makeTempDir({ prefix: "recetas-bench-" });
  // The store is opened here for seeding and for the in-process timings; the site serves it from its own process.
  const config = { ...configFrom(), kvPath: `${dir}/store.kv`, siteUrl: "http://127.0.0.1", admin: ADMIN };
  const { kv, publisher, cleanups } = await startApp({ ...config, seedDemo: false }, {
    media: new MediaStore(`${dir}/media`),
  });
  let site: SiteProcess | null = null;
  try {
    let stored = (await countPosts(kv)).total;
    if (stored) console.log(`Using the ${stored} posts stored in ${dir}`);
    else {
      const seedStart = performance.now();
      await seedPosts(kv, postCount);
      console.log(`Created ${postCount} posts in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
      stored = postCount;
    }

    site = await startSiteProcess(`${dir}/store.kv`, { env: { ADMIN_EMAIL: ADMIN.email, SEED_DEMO: "0" } });
    const origin = site.url;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const { token } = await login.json();

    // `limit` is not sent, so the API's default page size applies.
    const pageSize = POSTS_PAGE_SIZE;
    const lastPage = Math.max(1, Math.ceil(stored / pageSize));
    const middle = Math.max(1, Math.ceil(lastPage / 2));
    const scenarios: Scenario[] = [
      { name: "all, newest, page 1", query: "status=all&order=newest&page=1" },
      { name: "all, newest, page 2", query: "status=all&order=newest&page=2" },
      { name: `all, newest, page ${middle}`, query: `status=all&order=newest&page=${middle}` },
      {
        name: `all, newest, page ${Math.ceil(lastPage * 0.8)}`,
        query: `status=all&order=newest&page=${Math.ceil(lastPage * 0.8)}`,
      },
      { name: `all, newest, page ${lastPage} (last)`, query: `status=all&order=newest&page=${lastPage}` },
      { name: "all, oldest, page 1", query: "status=all&order=oldest&page=1" },
      { name: "published, newest, page 1", query: "status=published&order=newest&page=1" },
      { name: "drafts, oldest, page 10", query: "status=draft&order=oldest&page=10" },
      { name: "all, limit 20, page 1", query: "status=all&limit=20&page=1" },
      { name: 'search "arroz", page 1', query: "status=all&title=arroz&page=1" },
      { name: 'search "yuca con", drafts, page 3', query: "status=draft&title=yuca%20con&page=3" },
      { name: 'search "no-such-dish"', query: "status=all&title=no-such-dish&page=1" },
    ];
    const rows: string[][] = [];
    for (const scenario of scenarios) {
      const { times, total } = await measure(`${origin}/api/admin/posts?${scenario.query}`, token, runs);
      rows.push([
        scenario.name,
        String(total),
        percentile(times, 50).toFixed(1),
        percentile(times, 99).toFixed(1),
      ]);
    }
    printTable(["GET /api/admin/posts", "total", "p50 ms", "p99 ms"], rows);
    // Public search pages are cached; each request asks for another results page, so every one is rendered.
    const searchRows: string[][] = [];
    for (const query of ["arroz", "ropa vieja", "yuca con", "pic", "no-such-dish"]) {
      // Warm-up as for the API scenarios (the first search loads the route's module), on pages not measured.
      for (let i = runs + 1; i <= runs + 3; i++) {
        await (await fetch(`${origin}/search?q=${encodeURIComponent(query)}&page=${i}`)).arrayBuffer();
      }
      const times: number[] = [];
      for (let i = 1; i <= runs; i++) {
        const started = performance.now();
        const res = await fetch(`${origin}/search?q=${encodeURIComponent(query)}&page=${i}`);
        await res.arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      searchRows.push([`"${query}"`, percentile(times, 50).toFixed(1), percentile(times, 99).toFixed(1)]);
    }
    printTable(["GET /search?q= (public, rendered)", "p50 ms", "p99 ms"], searchRows);
    await site.stop();
    site = null;
    printTable(["listPosts (in process)", "total", "p50 ms", "p99 ms"], await measureInProcess(kv, runs));
    console.log(
      `${stored} posts, ${runs} requests per scenario after 3 warm-up requests, loopback HTTP to the site in its own process; times to the last byte.`,
    );
  } finally {
    await site?.stop();
    await publisher.stop();
    await cleanups.stop();
    kv.close();
    if (!storeArg) await Deno.remove(dir, { recursive: true });
  }
}

/** Title searches through `listPosts` alone (no HTTP, no rendering): the search's own cost. */
async function measureInProcess(kv: Deno.Kv, runs: number): Promise<string[][]> {
  const searches: [string, Parameters<typeof listPosts>[1]][] = [
    ['"arroz", all, newest, page 1', { status: "all", title: "arroz" }],
    ['"arroz", all, newest, page 40', { status: "all", title: "arroz", page: 40 }],
    ['"arroz", published by date, page 20', { status: "published", sortBy: "published", title: "arroz", page: 20 }],
    ['"a", all, page 1', { status: "all", title: "a" }],
    ['"yuca con", drafts, page 3', { status: "draft", title: "yuca con", page: 3 }],
    ['"ropa vieja", published, page 1', { status: "published", sortBy: "published", title: "ropa vieja" }],
    ['"no-such-dish"', { status: "all", title: "no-such-dish" }],
  ];
  const rows: string[][] = [];
  for (const [name, options] of searches) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      total = (await listPosts(kv, { limit: 20, ...options })).total;
      if (i >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push([name, String(total), percentile(times, 50).toFixed(1), percentile(times, 99).toFixed(1)]);
  }
  return rows;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

if (import.meta.main) await main();
