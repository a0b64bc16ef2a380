/**
 * The home hero's background video waits for the page: nothing of it is
 * fetched before the page's `load`, then it plays and loops; readers who ask
 * for reduced motion keep its poster and download none of it.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { hydrateAllIslands, watchConsole, withBrowser } from "../support/browser.ts";
import { startSite, type TestSite } from "../support/site.ts";

/** Start times (page clock, ms) of the hero video's requests, and when the page's `load` event ended. */
function videoTimes(page: Page): Promise<{ requests: number[]; loadEnd: number }> {
  return page.evaluate(() => ({
    requests: performance.getEntriesByType("resource")
      .filter((entry) => /\/video\/hero\.(webm|mp4)/.test(entry.name))
      .map((entry) => entry.startTime),
    loadEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
  }));
}

/** Resolves after the idle callbacks the page queued before this one have run. */
function afterIdle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
}

async function openHome(site: TestSite, page: Page): Promise<void> {
  await page.goto(`${site.url}/`, { waitUntil: "load" });
  await hydrateAllIslands(page);
  await afterIdle(page);
}

Deno.test("the hero video starts after the page has loaded, and not for reduced motion", async () => {
  const site = await startSite({ seed: true });
  try {
    await withBrowser(async (browser) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await openHome(site, page);
      const video = page.locator("video.hero__video");
      assert.equal(await video.getAttribute("preload"), "none");
      assert.equal(await video.getAttribute("autoplay"), null, "the island starts it, not the parser");
      await page.waitForFunction(() => {
        const element = document.querySelector<HTMLVideoElement>("video.hero__video");
        return element !== null && !element.paused && element.currentTime > 0;
      });
      assert.equal(await video.evaluate((element: HTMLVideoElement) => element.loop && element.muted), true);
      const { requests, loadEnd } = await videoTimes(page);
      assert.ok(requests.length > 0, "the video was fetched once it started");
      assert.ok(loadEnd > 0 && requests.every((start) => start >= loadEnd), `${requests} after load ${loadEnd}`);
      assert.deepEqual(errors, []);
      await context.close();

      const still = await browser.newContext({ viewport: { width: 412, height: 823 }, reducedMotion: "reduce" });
      const quiet = await still.newPage();
      await openHome(site, quiet);
      await afterIdle(quiet);
      assert.equal(
        await quiet.locator("video.hero__video").evaluate((element: HTMLVideoElement) => element.paused),
        true,
      );
      assert.deepEqual((await videoTimes(quiet)).requests, [], "no video bytes for reduced motion");
      assert.equal(await quiet.locator("img.hero__poster").evaluate((img: HTMLImageElement) => img.complete), true);
      await still.close();
    });
  } finally {
    await site.close();
  }
});
