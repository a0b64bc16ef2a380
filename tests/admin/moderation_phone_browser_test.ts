/**
 * Moderation on a phone (390×844): an approved review can be unapproved, "Not spam" has an accessible name that
 * starts with its visible text, and selected messages can be marked as unread again; axe stays at 0.
 */
import assert from "node:assert/strict";
import { createContactMessage } from "@/lib/db/contact.ts";
import { createReview, getReview } from "@/lib/db/reviews.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { signIn, waitForIsland } from "./admin_browser.ts";

Deno.test("moderation on a phone: Unapprove, Not spam's name, Mark as unread", async (t) => {
  const site = await startSite();
  try {
    const review = (name: string, status: "approved" | "spam") =>
      createReview(site.kv, { post_id: "p1", name, stars: 5, text: "Muy rico", status, voter: `v-${name}` });
    const approved = await review("Ana", "approved");
    await review("Beto", "spam");
    await createContactMessage(site.kv, { name: "Carla", email: "c@example.com", subject: "otro", message: "Hola" });
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await signIn(page, site);

      await t.step(
        "reviews: Unapprove sends an approved review back to pending; Not spam is named by its text",
        async () => {
          await page.goto(`${site.url}/admin/reviews`);
          await waitForIsland(page, "AdminReviewsReviewsScreen");
          await page.getByRole("tab", { name: /^All/ }).click();
          const notSpam = page.getByRole("button", { name: "Not spam: move review by Beto to pending" });
          assert.equal((await notSpam.innerText()).trim(), "Not spam");
          await page.getByRole("button", { name: "Unapprove review by Ana" }).click();
          await page.locator(".toast", { hasText: "Review sent back to pending" }).waitFor();
          await page.getByRole("button", { name: "Approve review by Ana" }).waitFor();
          assert.equal((await getReview(site.kv, approved.id))?.status, "pending");
          assert.deepEqual(await seriousViolations(page), []);
        },
      );

      await t.step("messages: Mark as unread undoes Mark as read", async () => {
        await page.goto(`${site.url}/admin/messages`);
        await waitForIsland(page, "AdminMessagesMessagesInbox");
        const row = page.locator(".message-row", { hasText: "Carla" });
        for (const [action, unread] of [["Mark as read", 0], ["Mark as unread", 1]] as const) {
          await row.locator("input[type=checkbox]").check();
          await page.getByRole("button", { name: action, exact: true }).click();
          await page.waitForFunction(
            (n) => document.querySelectorAll(".message-row .badge-unread").length === n,
            unread,
          );
        }
        assert.deepEqual(await seriousViolations(page), []);
      });
    });
  } finally {
    await site.close();
  }
});
