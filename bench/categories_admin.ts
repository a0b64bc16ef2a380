/**
 * Benchmark of the categories admin with a large set: seeds `--categories`
 * categories (default 500; one in five a sub-category) with `createCategory`,
 * then measures over loopback HTTP `GET /api/admin/categories` and the
 * server-rendered `/admin/categories`, and in headless Chromium the screen's
 * load until its island has hydrated, a page change and a move (reorder).
 * Prints p50/p99 (ms).
 *
 * Run: deno run --allow-all bench/categories_admin.ts [--categories=500] [--runs=40]
 */
import { createCategory } from "@/lib/db/categories.ts";
import { withBrowser } from "@/tests/support/browser.ts";
import { apiLogin, startSite } from "@/tests/support/site.ts";
import { signIn, waitForIsland } from "@/tests/admin/admin_browser.ts";
import { countOption } from "./options.ts";
import { percentile } from "./measure.ts";

function row(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${name.padEnd(52)} p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p99 ${
    percentile(sorted, 99).toFixed(1).padStart(7)
  } ms   (${times.length} runs)`;
}

/** Seeds `count` categories: four top-level ones for every sub-category. */
async function seed(kv: Deno.Kv, count: number): Promise<void> {
  const parents: string[] = [];
  for (let i = 0; i < count; i++) {
    const sub = i % 5 === 4 && parents.length > 0;
    const { category } = await createCategory(kv, {
      name: `Categoría ${i + 1}`,
      description: `Recetas cubanas del grupo ${i + 1}.`,
      emoji: "🍲",
      gradient: "purple-pink",
      parent_id: sub ? parents[parents.length - 1] : null,
      position: i + 1,
      meta_title: `Categoría ${i + 1} | Recetas Cubanas`,
    });
    if (!sub) parents.push(category.id);
  }
}

async function timeFetch(url: string, headers: HeadersInit, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return times;
}

const count = countOption("categories", 500);
const runs = countOption("runs", 40);
const site = await startSite();
try {
  const seedStart = performance.now();
  await seed(site.kv, count);
  console.log(`Created ${count} categories in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const token = await apiLogin(site);
  const auth = { Authorization: `Bearer ${token}` };
  const list = await (await fetch(`${site.url}/api/admin/categories`, { headers: auth })).json();
  console.log(
    `GET /api/admin/categories: ${list.categories.length} categories, ${JSON.stringify(list).length} bytes of JSON`,
  );
  const html = await (await fetch(`${site.url}/admin/categories`, { headers: auth })).text();
  console.log(`GET /admin/categories: ${html.length} bytes of HTML`);
  console.log(row("GET /api/admin/categories", await timeFetch(`${site.url}/api/admin/categories`, auth, runs)));
  console.log(
    row("GET /admin/categories (server-rendered HTML)", await timeFetch(`${site.url}/admin/categories`, auth, runs)),
  );

  await withBrowser(async (browser) => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, site);
    const loads: number[] = [];
    const pages: number[] = [];
    const moves: number[] = [];
    const browserRuns = Math.min(runs, 10);
    for (let i = 0; i < browserRuns + 1; i++) {
      const started = performance.now();
      await page.goto(`${site.url}/admin/categories`);
      await waitForIsland(page, "AdminCategoriesScreen");
      if (i > 0) loads.push(performance.now() - started);
      const pageStart = performance.now();
      await page.click(".pagination button:has-text('Next')");
      await page.waitForSelector(".pagination [aria-current=page]:has-text('2')");
      if (i > 0) pages.push(performance.now() - pageStart);
      const first = (await page.locator(".categories-table td.name").first().textContent())?.trim() ?? "";
      const moveStart = performance.now();
      await page.click(".categories-table tbody tr:first-child button[aria-label$=' down']");
      await page.waitForFunction(
        (before) =>
          document.querySelector(".categories-table")?.getAttribute("aria-busy") === "false" &&
          document.querySelector(".categories-table td.name")?.textContent?.trim() !== before,
        first,
      );
      if (i > 0) moves.push(performance.now() - moveStart);
    }
    console.log(row("Chromium: /admin/categories load to hydrated island", loads));
    console.log(row("Chromium: Next page (15 parents, client side)", pages));
    console.log(row("Chromium: move down (reorder write + list reload)", moves));
  });
  console.log(`${count} categories, loopback HTTP, ${runs} requests per API scenario after 3 warm-up requests.`);
} finally {
  await site.close();
}
