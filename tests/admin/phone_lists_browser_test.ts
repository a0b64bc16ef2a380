/**
 * The admin's lists on a phone (390×844) with the keyboard: a page turn of the posts list (answered by the server)
 * keeps the focus on the pager instead of dropping it to `<body>`, and every date the admin's lists and panels show
 * (posts, media, reviews, messages, users) has the one admin format, "5 mar 2026" or "5 mar 2026, 14:03 UTC".
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createContactMessage } from "@/lib/db/contact.ts";
import { createMediaItem } from "@/lib/db/media.ts";
import { createPost } from "@/lib/db/posts.ts";
import { createReview } from "@/lib/db/reviews.ts";
import { POSTS_PAGE_SIZE } from "@/lib/shared/constants.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { signIn, waitForIsland } from "./admin_browser.ts";

const PHONE = { width: 390, height: 844 };
/** The admin's date, alone or with its UTC time. */
const ADMIN_DATE = /^\d{1,2} \p{L}+\.? \d{4}(, \d\d:\d\d UTC)?$/u;

/** The texts of the dates `selector` finds on the page, once there is one (so each screen adds at least one). */
async function dates(page: Page, selector: string): Promise<string[]> {
  await page.locator(selector).first().waitFor();
  return (await page.locator(selector).allInnerTexts()).map((text) => text.trim());
}

Deno.test("admin lists on a phone: the posts pager keeps focus, one date format", async (t) => {
  const site = await startSite();
  try {
    const author = { id: "author-1", name: "Marta Pérez" };
    for (let i = 0; i <= POSTS_PAGE_SIZE; i++) {
      await createPost(site.kv, { title: `Potaje ${i}`, slug: `potaje-${i}`, status: "published" }, author);
    }
    await createMediaItem(site.kv, {
      url: "/media/foto.webp",
      key: "foto.webp",
      filename: "foto.webp",
      mime: "image/webp",
      size: 10,
    });
    await createReview(site.kv, {
      post_id: "p1",
      name: "Ana",
      stars: 5,
      text: "Muy rico",
      status: "pending",
      voter: "v-ana",
    });
    await createContactMessage(site.kv, { name: "Carla", email: "c@example.com", subject: "otro", message: "Hola" });

    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: PHONE });
      await signIn(page, site, { next: "/admin/posts" });
      await waitForIsland(page, "PostsList");

      await t.step("posts: Enter on Next turns the page and the focus stays on the pager", async () => {
        const next = page.locator('.pagination button:has-text("Next")');
        await next.focus();
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => document.querySelector(".page-label")?.textContent === "Page 2 of 2");
        const focused = await page.waitForFunction(() => {
          const active = document.activeElement;
          return active?.matches(".pagination [aria-current=page]") ? active.getBoundingClientRect().top : null;
        });
        const top = (await focused.jsonValue()) as number;
        assert.ok(top >= 0 && top < PHONE.height, `the pager at ${top}px is on screen`);
        assert.equal(await page.locator(".pagination [aria-current=page]").textContent(), "2");
      });

      await t.step("every list and panel shows its dates in the admin's one format", async () => {
        await page.click('.pagination button:has-text("Previous")');
        const shown: string[] = [...await dates(page, ".posts-table td.date")];

        await page.goto(`${site.url}/admin/media`);
        await waitForIsland(page, "AdminMediaLibrary");
        await page.locator(".media-tile").first().click();
        shown.push(...await dates(page, ".media-details time"));

        await page.goto(`${site.url}/admin/reviews`);
        await waitForIsland(page, "AdminReviewsReviewsScreen");
        shown.push(...await dates(page, "#admin-content time"));

        await page.goto(`${site.url}/admin/messages`);
        shown.push(...await dates(page, "#admin-content time"));
        await page.getByRole("button", { name: "Open message from Carla" }).click();
        shown.push(...await dates(page, "dialog time"));

        await page.goto(`${site.url}/admin/users`);
        shown.push(...await dates(page, "#admin-content time"));

        for (const date of shown) assert.match(date, ADMIN_DATE);
      });
    });
  } finally {
    await site.close();
  }
});
