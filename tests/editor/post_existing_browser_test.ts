/**
 * The post editor on existing posts in Chromium: the readers' ratings panel,
 * the post's URL redirects (automatic after a slug change, add, delete), two
 * tabs saving the same post (a conflict the second tab resolves by keeping its
 * text or loading the newer version), and a failed save keeping what was typed.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createPost, getPost } from "@/lib/db/posts.ts";
import { ratePost } from "@/lib/db/ratings.ts";
import { createRedirect, listRedirects } from "@/lib/db/redirects.ts";
import { seriousViolations } from "../support/axe.ts";
import { watchFirstMoment } from "../support/first_moment.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, openEditor, signIn, watchPage } from "../admin/admin_browser.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };

/** Waits for a toast with exactly `text`. */
async function toast(page: Page, text: string): Promise<void> {
  await page.locator(".toast-message", { hasText: text }).first().waitFor();
}

/** True when leaving the page now would ask first. */
function wouldAsk(page: Page): Promise<boolean> {
  return page.evaluate(() => !globalThis.dispatchEvent(new Event("beforeunload", { cancelable: true })));
}

Deno.test("post editor on existing posts: ratings, redirects, two tabs, failed saves", async (t) => {
  const site = await startSite();
  try {
    const { post } = await createPost(
      site.kv,
      { title: "Ropa vieja", slug: "ropa-vieja", status: "published", content: "<p>Carne.</p>" },
      AUTHOR,
    );
    const { post: flan } = await createPost(site.kv, { title: "Flan", slug: "flan", status: "published" }, AUTHOR);
    await ratePost(site.kv, post.id, "voter-1", 5);
    await ratePost(site.kv, post.id, "voter-2", 4);
    await createRedirect(site.kv, { from_path: "/flan-casero", to_path: "/flan", post_id: flan.id });
    const editorUrl = `${site.url}/admin/posts/${post.id}`;

    await withBrowser(async (browser) => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      const page = await context.newPage();
      const watch = watchPage(page);
      page.on("dialog", (dialog) => dialog.accept().catch(() => {}));
      await signIn(page, site);

      await t.step("user ratings: shown with average and count only when readers voted", async () => {
        await Promise.all([
          page.waitForResponse((r) => r.url().endsWith(`/api/posts/${flan.id}/rating`)),
          openEditor(page, `${site.url}/admin/posts/${flan.id}`),
        ]);
        await page.locator(".categories-panel").waitFor();
        assert.equal(await page.locator(".ratings-panel").count(), 0, "no votes, no panel");
        await openEditor(page, editorUrl);
        await page.locator(".ratings-panel").waitFor();
        assert.equal(await page.locator(".rating-average").textContent(), "4.5");
        assert.equal(await page.locator(".rating-count").textContent(), "2 votes");
      });

      await t.step("redirects: only the post's, one added automatically by a slug change", async () => {
        await page.locator(".post-redirects .hint", { hasText: "No redirects point to this post." }).waitFor();
        await page.fill("#post-slug", "ropa-vieja-cubana");
        await page.click('button:has-text("Publish")');
        await toast(page, "Post published");
        await page.locator(".post-redirect-row").waitFor();
        assert.deepEqual(
          await page.locator(".post-redirect-row code").allTextContents(),
          ["/ropa-vieja", "/ropa-vieja-cubana"],
        );
        const old = await page.request.get(`${site.url}/ropa-vieja`, { maxRedirects: 0 });
        assert.equal(old.status(), 301);
        assert.equal(new URL(old.headers().location, site.url).pathname, "/ropa-vieja-cubana");
      });

      let addedId = "";
      await t.step("redirects: add (to the post by default), a taken path, delete after asking", async () => {
        await page.fill("#redirect-from", "/receta-ropa-vieja");
        await page.click('button:has-text("Add redirect")');
        await toast(page, "Redirect created");
        await page.locator(".post-redirect-row", { hasText: "/receta-ropa-vieja" }).waitFor();
        const stored = await listRedirects(site.kv, { post_id: post.id });
        addedId = stored.find((r) => r.from_path === "/receta-ropa-vieja")!.id;
        assert.deepEqual(stored.map((r) => [r.from_path, r.to_path, r.redirect_type]).sort(), [
          ["/receta-ropa-vieja", "/ropa-vieja-cubana", 301],
          ["/ropa-vieja", "/ropa-vieja-cubana", 301],
        ]);

        await page.fill("#redirect-from", "/flan-casero");
        await page.click('button:has-text("Add redirect")');
        await toast(page, "A redirect from this path already exists");
        assert.equal(await page.inputValue("#redirect-from"), "/flan-casero", "kept after a failure");
        await page.fill("#redirect-from", "");

        const dialog = page.locator('[role="alertdialog"]');
        await page.route("**/api/admin/redirects/*", (route) => route.fulfill({ status: 500, json: {} }), { times: 1 });
        await page.click('button[aria-label="Delete redirect from /receta-ropa-vieja"]');
        await dialog.locator('button:has-text("Delete")').click();
        await toast(page, "Failed to delete redirect");
        assert.equal(await page.locator(".post-redirect-row").count(), 2, "still listed");

        await page.click('button[aria-label="Delete redirect from /receta-ropa-vieja"]');
        await dialog.waitFor();
        await dialog.locator('button:has-text("Delete")').click();
        await toast(page, "Redirect deleted");
        assert.equal(await page.locator(".post-redirect-row").count(), 1);
        assert.deepEqual((await listRedirects(site.kv, { post_id: post.id })).map((r) => r.from_path), [
          "/ropa-vieja",
        ]);
        assert.equal((await listRedirects(site.kv, { post_id: flan.id })).length, 1, "other posts' kept");
      });

      const other = await context.newPage();
      const otherWatch = watchPage(other);
      await t.step("two tabs: the second save is a conflict that overwrites nothing", async () => {
        await openEditor(page, editorUrl);
        await openEditor(other, editorUrl);
        await page.fill("#post-excerpt", "Versión de la primera pestaña");
        await page.click('button:has-text("Publish")');
        await toast(page, "Post published");

        await other.fill("#post-title", "Ropa vieja de la abuela");
        await other.fill("#post-excerpt", "Versión de la segunda pestaña");
        await other.click('button:has-text("Publish")');
        await other.locator(".editor-conflict").waitFor();
        assert.match(
          (await other.locator(".editor-conflict-message").textContent())!,
          /changed by someone else \(another tab or another person\).*Nothing was overwritten/,
        );
        const stored = (await getPost(site.kv, post.id))!.post;
        assert.equal(stored.excerpt, "Versión de la primera pestaña");
        assert.equal(stored.title, "Ropa vieja");
        assert.equal(await other.inputValue("#post-excerpt"), "Versión de la segunda pestaña", "text kept");
        await other.click('summary:has-text("Show my version")');
        assert.deepEqual(await seriousViolations(other), [], "the open conflict notice is accessible");
      });

      await t.step("two tabs: the second tab sees its text and keeps it on request", async () => {
        assert.equal(await other.inputValue("#conflict-my-title"), "Ropa vieja de la abuela");
        assert.equal(await other.inputValue("#conflict-my-excerpt"), "Versión de la segunda pestaña");
        assert.equal(await other.inputValue("#conflict-my-content"), "<p>Carne.</p>");
        // Whether leaving would ask, read the moment the toast appears (a background tab gets no animation frames).
        const atToast = await watchFirstMoment(other, { selector: ".toast-success", text: "Post published" });
        await other.click('button:has-text("Keep my version")');
        await toast(other, "Post published");
        assert.equal((await atToast()).leaveAsks, false, "saved: leaving asks nothing from the moment it says so");
        assert.equal(await other.locator(".editor-conflict").count(), 0);
        const stored = (await getPost(site.kv, post.id))!.post;
        assert.equal(stored.excerpt, "Versión de la segunda pestaña");
        assert.equal(stored.title, "Ropa vieja de la abuela");
        assert.equal(await wouldAsk(other), false, "saved, nothing left to lose");
      });

      await t.step("two tabs: the first tab, now stale, loads the newer version instead", async () => {
        await page.fill("#post-excerpt", "Otra idea");
        await page.click('button:has-text("Save Draft")');
        await page.locator(".editor-conflict").waitFor();
        assert.equal((await getPost(site.kv, post.id))!.post.status, "published", "nothing written");
        await page.click('button:has-text("Load the newer version")');
        await page.locator(".editor-conflict").waitFor({ state: "detached" });
        assert.equal(await page.inputValue("#post-title"), "Ropa vieja de la abuela");
        assert.equal(await page.inputValue("#post-excerpt"), "Versión de la segunda pestaña");
        assert.match(await page.locator(".ProseMirror").innerText(), /Carne\./);
        // The loaded version becomes the saved state once the visual editor has taken it in.
        await page.waitForFunction(
          () => globalThis.dispatchEvent(new Event("beforeunload", { cancelable: true })),
          null,
          {
            timeout: 5_000,
          },
        );
        assert.equal(await wouldAsk(page), false);
      });

      await t.step("a failed save keeps everything typed", async () => {
        await page.route(
          "**/api/posts/*",
          (route) => route.request().method() === "PUT" ? route.abort() : route.continue(),
        );
        await page.fill("#post-title", "Ropa vieja sin conexión");
        await page.selectOption("#post-content-type", "recipe");
        await page.fill("#ingredient-0", "1 kg de falda");
        await page.click('button:has-text("Publish")');
        await toast(page, "Failed to save");
        assert.equal(await page.inputValue("#post-title"), "Ropa vieja sin conexión");
        assert.equal(await page.inputValue("#ingredient-0"), "1 kg de falda");
        assert.equal(await wouldAsk(page), true, "still unsaved");
        await page.unroute("**/api/posts/*");

        // A field the form itself finds invalid is not sent: the focus goes to it, with its message beside it.
        await page.fill("#recipe-video-url", "https://example.com/video");
        await page.click('button:has-text("Publish")');
        await page.waitForFunction(() => document.activeElement?.id === "recipe-video-url");
        assert.match(
          await page.textContent("body") ?? "",
          /Use a YouTube, Vimeo or Dailymotion link or an .mp4, .webm or .ogg file/,
        );
        assert.equal(await page.inputValue("#ingredient-0"), "1 kg de falda");
        await page.fill("#recipe-video-url", "");
        await page.click('button:has-text("Publish")');
        await toast(page, "Post published");
        const stored = (await getPost(site.kv, post.id))!.post;
        assert.equal(stored.title, "Ropa vieja sin conexión");
        assert.deepEqual(stored.ingredients, ["1 kg de falda"]);
      });

      assertNoUnexpectedFailures(watch, {
        responses: [
          "409 POST /api/admin/redirects",
          `500 DELETE /api/admin/redirects/${addedId}`,
          `409 PUT /api/posts/${post.id}`,
          `0 PUT /api/posts/${post.id}`,
        ],
        errors: [/net::ERR_FAILED/],
      });
      assertNoUnexpectedFailures(otherWatch, { responses: [`409 PUT /api/posts/${post.id}`] });
    });
  } finally {
    await site.close();
  }
});
