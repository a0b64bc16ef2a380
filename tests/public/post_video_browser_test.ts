/**
 * A post's video file downloads nothing while the page loads: it waits for
 * the reader to play it, showing the post's photo meanwhile.
 */
import assert from "node:assert/strict";
import { getPostBySlug, updatePost } from "@/lib/db/posts.ts";
import { hydrateAllIslands, watchConsole, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

Deno.test("a recipe's video file is not downloaded on load and shows the post photo as poster", async () => {
  const site = await startSite({ seed: true });
  try {
    const mojito = (await getPostBySlug(site.kv, "mojito"))!.post;
    assert.equal(mojito.video_url, "", "the demo mojito has no video of its own (never the home page's hero loop)");
    await updatePost(site.kv, mojito.id, { video_url: "/media/video/mojito.mp4", video_duration: "PT1M" });
    await withBrowser(async (browser) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      const media: string[] = [];
      page.on("request", (request) => {
        if (/\.(mp4|webm|ogg)(\?|$)/.test(request.url())) media.push(request.url());
      });
      await page.goto(`${site.url}/mojito`, { waitUntil: "load" });
      await hydrateAllIslands(page);
      const video = page.locator(".post-video video");
      assert.equal(await video.count(), 1, "the recipe given a video file shows it");
      assert.equal(await video.getAttribute("preload"), "none");
      const photo = page.locator(".post__image img");
      const files = [await photo.getAttribute("src"), ...((await photo.getAttribute("srcset")) ?? "").split(",")]
        .map((entry) => (entry ?? "").trim().split(/\s+/)[0]).filter(Boolean);
      const poster = await video.getAttribute("poster");
      assert.ok(poster && files.includes(poster), `the poster ${poster} is one of the photo's files: ${files}`);
      await video.scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      assert.deepEqual(media, [], "no video bytes before playing");
      assert.deepEqual(errors, []);
      await context.close();
    });
  } finally {
    await site.close();
  }
});
