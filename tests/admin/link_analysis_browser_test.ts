import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { getLinkStats } from "@/lib/db/link_stats.ts";
import { createPost } from "@/lib/db/posts.ts";
import { LINK_CHECK_JOB_KEY } from "@/lib/links/job_record.ts";
import { settle, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "./admin_browser.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };
const NO_DATA = 'No link data available. Click "Re-check Links" to analyze this post.';

/** Collects alert/confirm texts, answering confirms with `accept`. */
function answerDialogs(page: Page, accept: boolean): { messages: string[]; stop(): void } {
  const messages: string[] = [];
  const handler = (
    dialog: { type(): string; message(): string; accept(): Promise<void>; dismiss(): Promise<void> },
  ) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`);
    if (dialog.type() === "confirm" && !accept) dialog.dismiss();
    else dialog.accept();
  };
  page.on("dialog", handler);
  return { messages, stop: () => page.off("dialog", handler) };
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

Deno.test("admin link analysis: dialog, re-check, check all with progress", async (t) => {
  const site = await startSite();
  try {
    const at = (minute: number) => ({ created_at: new Date(Date.UTC(2025, 2, 1, 0, minute)).toISOString() });
    const { post: target } = await createPost(
      site.kv,
      {
        title: "Ropa vieja",
        slug: "ropa-vieja",
        status: "published",
        content: "<p>Sin enlaces.</p>",
      },
      AUTHOR,
      at(1),
    );
    await createPost(site.kv, { title: "Borrador secreto", slug: "borrador", status: "draft" }, AUTHOR, at(2));
    const { post: source } = await createPost(
      site.kv,
      {
        title: "Menú de domingo",
        slug: "menu-de-domingo",
        status: "published",
        content: '<p><a href="/ropa-vieja">Ropa vieja</a>, <a href="/borrador">Receta en borrador</a> y ' +
          '<a href="/categorias">Categorías</a>.</p>',
      },
      AUTHOR,
      at(3),
    );

    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      await signIn(page, site, { next: "/admin/posts" });
      await waitForIsland(page, "PostsList");
      const sourceRow = page.locator(`tr[data-post-id="${source.id}"]`);
      const targetRow = page.locator(`tr[data-post-id="${target.id}"]`);
      const dialog = page.locator("dialog.link-dialog");

      await t.step("a post never checked opens the dialog with the no-data text", async () => {
        assert.equal(await sourceRow.locator(".link-summary").textContent(), "Not checked");
        await sourceRow.locator(".link-summary").click();
        await dialog.locator(".no-data").waitFor();
        assert.equal(await dialog.locator(".no-data").textContent(), NO_DATA);
        assert.equal(await dialog.locator("h2").textContent(), "Link Analysis");
        assert.equal(await dialog.locator(".dialog-sub").textContent(), "Menú de domingo");
      });

      await t.step("'Re-check Links' analyses the post and shows counts, broken links and the time", async () => {
        await dialog.locator('button:has-text("Re-check Links")').click();
        await dialog.locator(".link-counts").waitFor();
        const stats = await getLinkStats(site.kv, source.id);
        assert.ok(stats, "the check was stored");
        assert.equal(stats.outboundInternal, 3);
        assert.equal(stats.outboundExternal, 0);
        assert.equal(stats.brokenLinksCount, 1);
        const count = (name: string) => dialog.locator(`[data-count="${name}"] dd`).textContent();
        assert.equal(await count("outbound-internal"), String(stats.outboundInternal));
        assert.equal(await count("outbound-external"), String(stats.outboundExternal));
        assert.equal(await count("inbound"), String(stats.inboundCount));
        assert.equal(await count("broken"), "1");
        const broken = dialog.locator('table[aria-label="Broken links"] tbody tr');
        assert.equal(await broken.count(), 1);
        assert.equal(await broken.locator("td:nth-child(1)").textContent(), "Internal");
        assert.equal(await broken.locator("td:nth-child(2)").textContent(), "Receta en borrador");
        assert.equal(await broken.locator("td.url a").textContent(), "/borrador");
        assert.match(
          (await dialog.locator(".last-checked").textContent())!,
          /^Last checked: \d{1,2} \p{L}+ \d{4}, \d\d:\d\d UTC$/u,
        );
        assert.match(await sourceRow.locator(".link-summary").textContent() ?? "", /3 out.*0 in.*1 broken/);
      });

      await t.step("closing and reopening reads the stored stats", async () => {
        await dialog.locator('button:has-text("Close")').click();
        await dialog.waitFor({ state: "detached" });
        await sourceRow.locator(".link-summary").click();
        await dialog.locator(".link-counts").waitFor();
        assert.equal(await dialog.locator(".no-data").count(), 0);
        assert.equal(await dialog.locator('[data-count="broken"] dd').textContent(), "1");
      });

      await t.step("a failing re-check alerts and keeps the shown stats", async () => {
        await page.route(
          "**/api/admin/posts/check-links?*",
          (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
        );
        const answers = answerDialogs(page, true);
        await dialog.locator('button:has-text("Re-check Links")').click();
        await until(() => answers.messages.length === 1, "the alert");
        answers.stop();
        await page.unroute("**/api/admin/posts/check-links?*");
        assert.deepEqual(answers.messages, ["alert: Failed to check links. Please try again."]);
        await dialog.locator('button:has-text("Re-check Links"):not([disabled])').waitFor();
        assert.equal(await dialog.locator('[data-count="broken"] dd').textContent(), "1");
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
      });

      await t.step("'Check All Links' asks first and does nothing when cancelled", async () => {
        await page.click('button:has-text("Check All Links")');
        const confirm = page.locator("dialog.confirm-dialog");
        await confirm.waitFor();
        assert.equal(
          await confirm.locator(".confirm-message").textContent(),
          "This will check links for all published posts. This may take a few minutes. Continue?",
        );
        await page.keyboard.press("Escape");
        await confirm.waitFor({ state: "detached" });
        await settle();
        assert.equal((await site.kv.get(LINK_CHECK_JOB_KEY)).value, null, "no job was started");
      });

      await t.step("confirmed, it checks every published post, reports the count and reloads the list", async () => {
        const answers = answerDialogs(page, true);
        await page.click('button:has-text("Check All Links")');
        await page.click('dialog.confirm-dialog button:has-text("Continue")');
        await until(() => answers.messages.length === 1, "the completion alert");
        answers.stop();
        assert.deepEqual(answers.messages, ["alert: Link check complete! Processed 2 posts."]);
        await until(
          async () => (await targetRow.locator(".link-summary").textContent()) !== "Not checked",
          "the list to reload",
        );
        const stats = await getLinkStats(site.kv, target.id);
        assert.equal(stats?.inboundCount, 1, "the source post links to the target");
        assert.equal(await targetRow.locator(".link-summary").textContent(), "0 out1 in");
      });

      await t.step("a running check is picked up after a reload and followed to the end", async () => {
        const now = new Date().toISOString();
        const running = {
          id: "job-test",
          state: "running",
          total: 10,
          processed: 3,
          startedAt: now,
          heartbeatAt: now,
        };
        await site.kv.set(LINK_CHECK_JOB_KEY, running);
        await page.reload();
        await waitForIsland(page, "PostsList");
        await page.locator(".check-progress").waitFor();
        assert.equal(await page.textContent(".check-progress"), "3 of 10 posts");
        assert.equal(await page.isDisabled('button:has-text("Checking Links...")'), true);

        await site.kv.set(LINK_CHECK_JOB_KEY, { ...running, processed: 7, heartbeatAt: new Date().toISOString() });
        await page.waitForFunction(() => document.querySelector(".check-progress")?.textContent === "7 of 10 posts");

        const answers = answerDialogs(page, true);
        const finished = new Date().toISOString();
        await site.kv.set(LINK_CHECK_JOB_KEY, { ...running, state: "done", processed: 10, finishedAt: finished });
        await until(() => answers.messages.length === 1, "the completion alert");
        answers.stop();
        assert.deepEqual(answers.messages, ["alert: Link check complete! Processed 10 posts."]);
        await page.locator(".check-progress").waitFor({ state: "detached" });
        assert.equal(await page.isDisabled('button:has-text("Check All Links")'), false);
      });

      await t.step("a check that cannot start alerts the failure", async () => {
        await page.route(
          "**/api/admin/posts/link-check-job",
          (route) =>
            route.request().method() === "POST"
              ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' })
              : route.continue(),
        );
        const answers = answerDialogs(page, true);
        await page.click('button:has-text("Check All Links")');
        await page.click('dialog.confirm-dialog button:has-text("Continue")');
        await until(() => answers.messages.length === 1, "the failure alert");
        answers.stop();
        await page.unroute("**/api/admin/posts/link-check-job");
        assert.deepEqual(answers.messages, ["alert: Failed to check links. Please try again."]);
        assert.equal(await page.isDisabled('button:has-text("Check All Links")'), false);
      });

      assertNoUnexpectedFailures(watch, {
        responses: [
          "404 GET /api/admin/posts/link-stats",
          "500 GET /api/admin/posts/check-links",
          "500 POST /api/admin/posts/link-check-job",
        ],
        errors: [/^Failed to (check links|start the link check)/],
      });
    });
  } finally {
    await site.close();
  }
});
