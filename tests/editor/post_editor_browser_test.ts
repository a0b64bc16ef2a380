/**
 * The post editor in Chromium: create, save a draft and reopen; publish; the
 * slug following the title until edited; the duplicate-slug message; a save
 * conflict; the unsaved-changes prompt; the meta counters; a failed load;
 * and no serious accessibility violation.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createPost, getPost, updatePost } from "@/lib/db/posts.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, openEditor, signIn, watchPage } from "../admin/admin_browser.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };

/** Text of the newest toast. */
async function lastToast(page: Page): Promise<string> {
  await page.locator(".toast-message").last().waitFor();
  return (await page.locator(".toast-message").last().textContent()) ?? "";
}

/** The id in the editor's address. */
function idFromUrl(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
}

Deno.test("post editor: save, publish, slugs, conflicts, prompts, counters", async (t) => {
  const site = await startSite();
  try {
    await createPost(site.kv, { title: "Ropa vieja", slug: "ropa-vieja", status: "published" }, AUTHOR);
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const watch = watchPage(page);
      const alerts: string[] = [];
      page.on("dialog", (dialog) => {
        if (dialog.type() === "alert") alerts.push(dialog.message());
        dialog.accept().catch(() => {});
      });
      await signIn(page, site);

      await t.step("new post: the slug follows the title until edited by hand", async () => {
        await openEditor(page, `${site.url}/admin/posts/new`);
        assert.equal(await page.locator("h1").textContent(), "New Post");
        await page.fill("#post-title", "¡Arroz con Pollo a la Cubana!");
        assert.equal(await page.inputValue("#post-slug"), "arroz-con-pollo-a-la-cubana");
        await page.fill("#post-slug", "Arroz Clásico ");
        assert.equal(await page.inputValue("#post-slug"), "arroz-clasico-");
        await page.locator("#post-slug").blur();
        assert.equal(await page.inputValue("#post-slug"), "arroz-clasico");
        await page.fill("#post-title", "Arroz con pollo");
        assert.equal(await page.inputValue("#post-slug"), "arroz-clasico", "no longer follows");
      });

      await t.step("save needs title and slug", async () => {
        await page.fill("#post-slug", "");
        await page.click('button:has-text("Save Draft")');
        await page.waitForFunction(() => true);
        assert.deepEqual(alerts.splice(0), ["Please fill in title and slug"]);
        assert.equal(await page.inputValue("#post-title"), "Arroz con pollo", "kept");
      });

      let id = "";
      await t.step("save draft: the address gets the id, reopening shows what was saved", async () => {
        await page.fill("#post-slug", "arroz-con-pollo");
        const visual = page.locator(".rich-content");
        assert.equal(await visual.locator("p").getAttribute("data-placeholder"), "Start writing your amazing post...");
        assert.equal(await page.locator(".word-count").textContent(), "0 words");
        await visual.click();
        await page.keyboard.type("Arroz");
        assert.equal(await page.locator(".word-count").textContent(), "1 word");
        await page.selectOption('select[aria-label="Block type"]', "2");
        await page.keyboard.press("Enter");
        await page.click('button[aria-label="Bold"]');
        await page.keyboard.type("El mejor");
        await page.click('button[aria-label="Bold"]');
        await page.keyboard.type(" arroz.");
        await page.click('button[aria-label="Align center"]');
        assert.equal(await page.locator(".word-count").textContent(), "4 words");
        await page.fill("#post-excerpt", "Un clásico");
        await page.click('button:has-text("Save Draft")');
        await page.waitForURL((url) => url.pathname !== "/admin/posts/new");
        id = idFromUrl(page);
        assert.equal(await lastToast(page), "Draft saved");
        const stored = await getPost(site.kv, id);
        assert.equal(stored?.post.status, "draft");
        assert.equal(
          stored?.post.content,
          '<h2 id="arroz">Arroz</h2><p style="text-align:center"><strong>El mejor</strong> arroz.</p>',
        );
        await openEditor(page, page.url());
        assert.equal(await page.locator("h1").textContent(), "Edit Post");
        assert.equal(await page.inputValue("#post-title"), "Arroz con pollo");
        assert.equal(await page.inputValue("#post-slug"), "arroz-con-pollo");
        assert.equal(await page.inputValue("#post-excerpt"), "Un clásico");
        assert.equal(await page.isChecked('input[name="status"][value="draft"]'), true);
        assert.equal(await page.locator(".slug-visit").count(), 0, "no visit link for drafts");
      });

      await t.step("publish: stored as published, with a visit link", async () => {
        await page.fill("#post-title", "Arroz con pollo cubano");
        assert.equal(await page.inputValue("#post-slug"), "arroz-con-pollo", "an existing slug stays");
        await page.click('button:has-text("Publish")');
        await page.locator(".slug-visit").waitFor();
        assert.equal(await page.getAttribute(".slug-visit", "href"), "/arroz-con-pollo");
        assert.equal((await getPost(site.kv, id))?.post.status, "published");
        assert.equal(await page.isChecked('input[name="status"][value="published"]'), true);
      });

      await t.step("duplicate slug: inline message and toast, the text is kept", async () => {
        await page.fill("#post-slug", "ropa-vieja");
        await page.click('button:has-text("Save Draft")');
        await page.locator("#post-slug-error").waitFor();
        assert.equal(
          await page.locator("#post-slug-error").textContent(),
          "This URL already exists in another post. Please use a different slug.",
        );
        assert.equal(await lastToast(page), "URL already exists in another post");
        assert.equal(await page.inputValue("#post-title"), "Arroz con pollo cubano");
        await page.fill("#post-slug", "arroz-con-pollo");
        assert.equal(await page.locator("#post-slug-error").count(), 0, "cleared when edited");
      });

      await t.step("a save after someone else's edit is a conflict and keeps the text", async () => {
        await updatePost(site.kv, id, { excerpt: "Cambiado en otra pestaña" });
        await page.click('[role="tab"]:has-text("Code Editor")');
        assert.match(await page.inputValue("#post-content"), /<strong>El mejor<\/strong>/);
        await page.fill("#post-content", "<p>Mi versión nueva.</p>");
        await page.click('button:has-text("Save Draft")');
        await page.locator(".editor-conflict").waitFor();
        assert.match((await page.locator(".editor-conflict").textContent())!, /changed by someone else/);
        assert.equal(await page.inputValue("#post-content"), "<p>Mi versión nueva.</p>");
        await page.click('[role="tab"]:has-text("Visual Editor")');
        assert.equal(await page.locator(".rich-content").innerHTML(), "<p>Mi versión nueva.</p>");
        assert.equal((await getPost(site.kv, id))?.post.excerpt, "Cambiado en otra pestaña", "not overwritten");
      });

      await t.step("the meta counters turn red with 'Too long'", async () => {
        await page.fill("#post-meta-title", "a".repeat(60));
        assert.equal(await page.locator("#post-meta-title-count").textContent(), "60/60");
        await page.fill("#post-meta-title", "a".repeat(61));
        assert.equal(await page.locator("#post-meta-title-count").getAttribute("data-state"), "over");
        assert.match((await page.locator("#post-meta-title-count").textContent())!, /61\/60\s*Too long/);
        await page.fill("#post-meta-description", "b".repeat(161));
        assert.match((await page.locator("#post-meta-description-count").textContent())!, /161\/160\s*Too long/);
        await page.fill("#post-meta-description", "b".repeat(160));
        assert.equal(await page.locator("#post-meta-description-count .too-long").count(), 0);
      });

      await t.step("no serious accessibility violations", async () => {
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("a post that does not load: alert and back to the list", async () => {
        await page.goto(`${site.url}/admin/posts/no-such-post`);
        await page.waitForURL((url) => url.pathname === "/admin/posts");
        assert.deepEqual(alerts.splice(0), ["Failed to load post"]);
      });

      assertNoUnexpectedFailures(watch, {
        responses: [
          `409 PUT /api/posts/${id}`,
          "404 GET /api/posts/no-such-post",
        ],
      });
    });
  } finally {
    await site.close();
  }
});

Deno.test("post editor: leaving with unsaved changes asks first", async () => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage();
      await signIn(page, site);
      await openEditor(page, `${site.url}/admin/posts/new`);
      const asked: string[] = [];
      page.on("dialog", (dialog) => {
        asked.push(dialog.type());
        dialog.dismiss().catch(() => {});
      });
      await page.click("#post-title");
      await page.keyboard.type("Tostones");
      const cancelled = await page.evaluate(() =>
        !globalThis.dispatchEvent(new Event("beforeunload", { cancelable: true }))
      );
      assert.equal(cancelled, true, "the page asks to stay");
      await page.goto(`${site.url}/admin/posts`).catch(() => null);
      assert.deepEqual(asked, ["beforeunload"]);
      assert.equal(new URL(page.url()).pathname, "/admin/posts/new", "stayed after dismissing");

      const clean = await (await browser.newContext()).newPage();
      await signIn(clean, site);
      await openEditor(clean, `${site.url}/admin/posts/new`);
      let cleanAsked = false;
      clean.on("dialog", (dialog) => {
        cleanAsked = true;
        dialog.dismiss().catch(() => {});
      });
      await clean.close({ runBeforeUnload: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(cleanAsked, false, "no prompt without changes");
    });
  } finally {
    await site.close();
  }
});
