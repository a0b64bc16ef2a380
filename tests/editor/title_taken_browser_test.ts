/**
 * The post editor in Chromium with a title another post has, in another case and with accents: the save is refused
 * with the specification's 'Title already exists in another post' as a toast and under the title field (tied to
 * it, no serious axe violation), nothing is created, and a new title saves.
 */
import assert from "node:assert/strict";
import { countPosts, createPost } from "@/lib/db/posts.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures } from "../admin/admin_browser.ts";
import { openNewPost } from "./editor_browser.ts";

const TAKEN = "Title already exists in another post";

Deno.test("post editor: a title another post has is refused at the title field", async () => {
  const site = await startSite();
  try {
    await createPost(site.kv, { title: "Ropa Vieja", slug: "ropa-vieja", status: "published" }, {
      id: "author-1",
      name: "Marta Pérez",
    });
    await withBrowser(async (browser) => {
      const { page, watch } = await openNewPost(browser, site);
      await page.fill("#post-title", "rópa viejá");
      await page.fill("#post-slug", "ropa-vieja-casera");
      await page.click('button:has-text("Save Draft")');

      await page.locator("#post-title-error").waitFor();
      assert.equal(await page.locator("#post-title-error").textContent(), TAKEN);
      assert.equal(await page.getAttribute("#post-title", "aria-invalid"), "true");
      assert.match((await page.getAttribute("#post-title", "aria-describedby")) ?? "", /\bpost-title-error\b/);
      assert.deepEqual(await page.locator(".toast-message").allTextContents(), [TAKEN]);
      assert.equal(new URL(page.url()).pathname, "/admin/posts/new", "still a new post");
      assert.equal((await countPosts(site.kv)).total, 1, "nothing was created");
      assert.equal(await page.inputValue("#post-title"), "rópa viejá", "the text is kept");
      assert.deepEqual(await seriousViolations(page), []);

      await page.fill("#post-title", "Ropa vieja casera");
      assert.equal(await page.locator("#post-title-error").count(), 0, "cleared when the title is edited");
      await page.click('button:has-text("Save Draft")');
      await page.waitForURL(/\/admin\/posts\/(?!new)[^/]+$/);
      await page.locator(".toast-message", { hasText: "Draft saved" }).waitFor();
      assert.equal((await countPosts(site.kv)).total, 2);
      assertNoUnexpectedFailures(watch, { responses: ["409 POST /api/posts"] });
    });
  } finally {
    await site.close();
  }
});
