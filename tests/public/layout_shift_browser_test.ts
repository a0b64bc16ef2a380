/**
 * Nothing moves on the home, recipe and category pages while they load,
 * hydrate and fill in live data (the recipe's rating summary): the layout
 * shifts Chromium reports add up to less than 0.02 on a phone and a desktop,
 * and nothing scrolls by itself (a scroll on load, even of a carousel, ends
 * the browser's Largest Contentful Paint measurement).
 */
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { samplePublicPaths } from "@/bench/sample_paths.ts";
import { hydrateAllIslands, watchConsole, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

/** Largest cumulative layout shift a page may have (Lighthouse calls 0.1 good; the site aims lower). */
const MAX_CLS = 0.02;

/** Records every layout shift (value and the moved elements) from the first paint on. */
const RECORD_SHIFTS = `
  globalThis.__shifts = [];
  globalThis.__scrolls = [];
  addEventListener("scroll", (event) => {
    const target = event.target;
    globalThis.__scrolls.push(target && target.className ? String(target.className) : "document");
  }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((s) => s.node ? s.node.nodeName + "." + s.node.className : "?");
      globalThis.__shifts.push({ value: entry.value, moved: moved.join(", ") });
    }
  }).observe({ type: "layout-shift", buffered: true });
`;

async function shiftsOf(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.addInitScript(RECORD_SHIFTS);
    await page.goto(url, { waitUntil: "load" });
    await hydrateAllIslands(page);
    // The rating summary is the one part filled in after hydration: wait until it shows the votes.
    await page.waitForFunction(() => {
      const summary = document.querySelector(".rating__summary");
      return !summary || !summary.textContent?.startsWith("Cargando");
    });
    // Two animation frames so a shift caused by the last update is reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { shifts, scrolls } = await page.evaluate(() => {
      const state = globalThis as unknown as { __shifts: { value: number; moved: string }[]; __scrolls: string[] };
      return { shifts: state.__shifts, scrolls: state.__scrolls };
    });
    assert.deepEqual(errors, []);
    return { shifts, scrolls };
  } finally {
    await context.close();
  }
}

Deno.test("home, recipe and category pages do not shift while loading on a phone or a desktop", async (t) => {
  const site = await startSite({ seed: true });
  try {
    const paths = await samplePublicPaths(site.kv);
    const viewports = {
      phone: { width: 412, height: 823 },
      narrow: { width: 360, height: 740 },
      desktop: { width: 1280, height: 800 },
    };
    await withBrowser(async (browser) => {
      for (const [name, path] of Object.entries(paths)) {
        for (const [device, viewport] of Object.entries(viewports)) {
          await t.step(`${name} (${path}) on ${device}`, async () => {
            const { shifts, scrolls } = await shiftsOf(browser, site.url + path, viewport);
            assert.deepEqual(scrolls, [], "nothing scrolls while the page loads");
            const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
            const detail = shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.moved}`).join("; ");
            assert.ok(cls < MAX_CLS, `CLS ${cls.toFixed(4)}: ${detail}`);
          });
        }
      }
    });
  } finally {
    await site.close();
  }
});
