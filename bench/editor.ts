/**
 * The post editor's cost in headless Chromium: the JavaScript of
 * /admin/posts/{id} (gzip; what the page loads first, and what the visual
 * editor loads lazily after it), the time to open a 5,000-word post (from
 * navigation to an editable visual editor holding the post's last words) and
 * the save latency (Save Draft clicked → 'Draft saved' shown). Prints the
 * median of the runs.
 *
 * Run: deno run --allow-all bench/editor.ts [--runs=5]
 */
import type { Page } from "playwright-core";
import { createPost } from "@/lib/db/posts.ts";
import { signIn } from "@/tests/admin/admin_browser.ts";
import { withBrowser } from "@/tests/support/browser.ts";
import { startSite } from "@/tests/support/site.ts";
import { entryScripts, gzipSize, staticImports } from "./page_scripts.ts";

const WORDS = ["arroz", "frijoles", "sofrito", "cebolla", "ajo", "comino", "carne", "yuca", "mojo", "plátano"];

/** A post body of `count` words: paragraphs of 100 words under a heading every five paragraphs. */
export function longContent(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count / 100; i++) {
    if (i % 5 === 0) parts.push(`<h2>Sección ${i / 5 + 1}</h2>`);
    const words = Array.from({ length: 100 }, (_, j) => WORDS[(i * 100 + j) % WORDS.length]);
    parts.push(`<p>${words.join(" ")} fin${i}.</p>`);
  }
  return parts.join("");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Gzip bytes of the scripts whose paths are given, fetched from the site. */
async function gzipOf(page: Page, origin: string, paths: Iterable<string>): Promise<number> {
  let total = 0;
  for (const path of paths) {
    total += await gzipSize(new Uint8Array(await (await page.request.get(origin + path)).body()));
  }
  return total;
}

/** The scripts the page's HTML imports statically (followed through the chunks). */
async function initialScripts(page: Page, origin: string, html: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = entryScripts(html).map((url) => new URL(url, origin));
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const source = await (await page.request.get(url.href)).text();
    for (const specifier of staticImports(source)) queue.push(new URL(specifier, url));
  }
  return seen;
}

async function main() {
  const runs = Number(Deno.args.find((a) => a.startsWith("--runs="))?.slice(7) ?? 5);
  const site = await startSite({ seed: false });
  try {
    const author = { id: "bench", name: "Bench" };
    const content = longContent(5000);
    const { post: { id } } = await createPost(
      site.kv,
      { title: "Post largo", slug: "post-largo", status: "draft", content },
      author,
    );
    const url = `${site.url}/admin/posts/${encodeURIComponent(id)}`;
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      await signIn(page, site);

      const loaded = new Set<string>();
      page.on("response", (response) => {
        const path = new URL(response.url()).pathname;
        if (path.endsWith(".js")) loaded.add(path);
      });
      const opens: number[] = [];
      for (let i = 0; i < runs + 1; i++) {
        const start = performance.now();
        await page.goto(url);
        await page.waitForFunction(
          () => {
            const editor = document.querySelector('.rich-content[contenteditable="true"]');
            return editor?.lastElementChild?.textContent?.endsWith("fin49.") ?? false;
          },
          undefined,
          { polling: 16, timeout: 60_000 },
        );
        if (i > 0) opens.push(performance.now() - start); // the first run warms the server's build and caches
      }
      const html = await (await page.request.get(url)).text();
      const initial = await initialScripts(page, site.url, html);
      const lazy = [...loaded].filter((path) => !initial.has(path));

      const saves: number[] = [];
      for (let i = 0; i < runs; i++) {
        await page.locator(".rich-content p").last().click();
        await page.keyboard.type(" x");
        const before = await page.locator(".toast-message:text-is('Draft saved')").count();
        const start = performance.now();
        await page.click('button:has-text("Save Draft")');
        await page.locator(".toast-message:text-is('Draft saved')").nth(before).waitFor();
        saves.push(performance.now() - start);
      }

      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(
        `editor route JS, gzip: initial ${kb(await gzipOf(page, site.url, initial))} (${initial.size} files)`,
      );
      console.log(
        `editor route JS, gzip: lazily loaded ${kb(await gzipOf(page, site.url, lazy))} (${lazy.length} files)`,
      );
      console.log(`open a 5,000-word post (navigation → editable), median of ${runs}: ${median(opens).toFixed(0)} ms`);
      console.log(`save draft (click → 'Draft saved'), median of ${runs}: ${median(saves).toFixed(0)} ms`);
    });
  } finally {
    await site.close();
  }
}

if (import.meta.main) await main();
