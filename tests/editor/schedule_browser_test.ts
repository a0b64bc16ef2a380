/**
 * Scheduling in Chromium: the editor's Schedule panel (by keyboard) saves a draft scheduled for the chosen date and
 * time and says "Scheduled for …"; the admin list marks it "Scheduled" under the drafts; Unschedule makes it a plain
 * draft again; a time in the past is refused with its message; axe finds nothing serious.
 */
import assert from "node:assert/strict";
import { getPost } from "@/lib/db/posts.ts";
import { SCHEDULE_IN_PAST } from "@/lib/schemas/post.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, openEditor, waitForIsland } from "../admin/admin_browser.ts";
import { lastToast, openNewPost } from "./editor_browser.ts";

const PICK = "#post-schedule-at";
const SCHEDULED_FOR = "#post-scheduled-for";

Deno.test("post editor: schedule a draft, see it scheduled in the editor and the list, then unschedule it", async (t) => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const { page, watch } = await openNewPost(browser, site);
      await page.fill("#post-title", "Buñuelos de Nochebuena");
      let id = "";

      await t.step("a time in the past is refused with its message and nothing is scheduled", async () => {
        await page.fill(PICK, "2001-01-01T10:00");
        await page.click('.schedule-field button:has-text("Schedule")');
        assert.deepEqual(await lastToast(page), { text: SCHEDULE_IN_PAST, type: "error" });
        assert.equal(await page.locator(SCHEDULED_FOR).count(), 0);
      });

      await t.step("Schedule, by keyboard, saves a draft scheduled for the chosen time", async () => {
        await page.fill(PICK, "2099-12-24T20:00");
        await page.locator('.schedule-field button:has-text("Schedule")').focus();
        await page.keyboard.press("Enter");
        await page.locator(SCHEDULED_FOR).waitFor();
        assert.match(await page.locator(SCHEDULED_FOR).textContent() ?? "", /^Scheduled for 24 dic 2099, 20:00/);
        id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
        const expected = await page.evaluate(() => new Date("2099-12-24T20:00").toISOString());
        const { post } = (await getPost(site.kv, id))!;
        assert.deepEqual([post.status, post.scheduled_at], ["draft", expected]);
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("the posts list marks it Scheduled among the drafts", async () => {
        await page.goto(`${site.url}/admin/posts?status=draft`);
        await waitForIsland(page, "PostsList");
        const row = page.locator(`tr[data-post-id="${id}"]`);
        assert.deepEqual(await row.locator(".badge").allTextContents(), ["Draft", "Scheduled"]);
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("Unschedule, by keyboard, leaves a plain draft and the time picker again", async () => {
        await openEditor(page, `${site.url}/admin/posts/${id}`);
        await page.locator('.schedule-field button:has-text("Unschedule")').focus();
        await page.keyboard.press("Enter");
        await page.locator(PICK).waitFor();
        assert.equal(await page.locator(SCHEDULED_FOR).count(), 0);
        const { post } = (await getPost(site.kv, id))!;
        assert.deepEqual([post.status, post.scheduled_at], ["draft", null]);
      });
      assertNoUnexpectedFailures(watch, { responses: ["400 POST /api/posts"] });
    });
  } finally {
    await site.close();
  }
});
