/**
 * Largest Contentful Paint and Cumulative Layout Shift of the home, recipe
 * and category pages of the demo site, measured in headless Chromium with
 * PerformanceObserver (`largest-contentful-paint`, `layout-shift`) on a
 * phone and a desktop viewport, with a throttled network so image loading
 * order matters. Prints per page: LCP (ms) and its element, CLS and the
 * elements that moved.
 *
 * Run: deno run --allow-all bench/page_vitals.ts [--runs=3]
 */
import type { Browser } from "playwright-core";
import { withBrowser } from "@/tests/support/browser.ts";
import { startSite } from "@/tests/support/site.ts";
import { samplePublicPaths } from "./sample_paths.ts";

/** What one page load reported. */
export interface Vitals {
  lcp: number;
  lcpElement: string;
  cls: number;
  shifts: string[];
}

/** Records LCP and layout shifts from the first paint on (runs in the page before its scripts). */
const OBSERVER_SCRIPT = `
  (() => {
    const state = { lcp: 0, lcpElement: "", cls: 0, shifts: [] };
    const describe = (node) => !node || !node.tagName ? String(node && node.nodeName) :
      node.tagName.toLowerCase() + (node.id ? "#" + node.id : "") +
      (node.className && typeof node.className === "string" ? "." + node.className.trim().split(/\\s+/).join(".") : "") +
      (node.currentSrc || node.src ? "[" + String(node.currentSrc || node.src).split("/").pop().slice(0, 40) + "]" : "");
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.lcp = entry.startTime;
        state.lcpElement = describe(entry.element) + (entry.url ? " " + entry.url.split("/").pop().slice(0, 40) : "");
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        state.shifts.push(entry.value.toFixed(4) + " " + entry.sources.map((s) => describe(s.node)).join(", "));
      }
    }).observe({ type: "layout-shift", buffered: true });
    globalThis.__vitals = state;
  })();
`;

/** Loads `url` in a fresh context and returns its vitals once the page has settled. */
export async function measurePage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<Vitals> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 40,
      downloadThroughput: (4 * 1024 * 1024) / 8,
      uploadThroughput: (1024 * 1024) / 8,
    });
    await page.addInitScript(OBSERVER_SCRIPT);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    return await page.evaluate(() => (globalThis as unknown as { __vitals: Vitals }).__vitals);
  } finally {
    await context.close();
  }
}

function runsOption(): number {
  const arg = Deno.args.find((a) => a.startsWith("--runs="));
  const runs = arg ? Number(arg.split("=")[1]) : 3;
  return Number.isFinite(runs) && runs > 0 ? Math.floor(runs) : 3;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const runs = runsOption();
  const site = await startSite({ seed: true });
  try {
    const paths = await samplePublicPaths(site.kv);
    const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
    await withBrowser(async (browser) => {
      for (const [device, viewport] of Object.entries(viewports)) {
        for (const [name, path] of Object.entries(paths)) {
          const results: Vitals[] = [];
          for (let i = 0; i < runs; i++) results.push(await measurePage(browser, `${site.url}${path}`, viewport));
          const last = results[results.length - 1];
          const lcps = results.map((r) => r.lcp).filter((lcp) => lcp > 0);
          const lcp = lcps.length ? `${median(lcps).toFixed(0).padStart(5)} ms (${lcps.length}/${runs})` : "none";
          console.log(
            `${device.padEnd(7)} ${name.padEnd(8)} LCP ${lcp}  CLS ${median(results.map((r) => r.cls)).toFixed(4)}` +
              `  LCP element: ${last.lcpElement}`,
          );
          for (const shift of last.shifts) console.log(`    shift ${shift}`);
        }
      }
    });
    console.log(`Median of ${runs} loads per page, 4 Mbit/s and 40 ms latency, fresh cache each load.`);
  } finally {
    await site.close();
  }
}

if (import.meta.main) await main();
