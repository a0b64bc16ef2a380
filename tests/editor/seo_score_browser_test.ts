/**
 * The editor's SEO analysis panel in Chromium: 0 until title, slug, content and
 * focus keyword are filled in; the score 2 seconds after typing; every result
 * the server answered, grouped as Problems, Improvements and Good results with
 * their counts under headings that name their lists; a lower score once the
 * keyword is one the text does not use.
 */
import assert from "node:assert/strict";
import type { Page, Response } from "playwright-core";
import type { SeoScoreResponse } from "@/lib/schemas/seo_score.ts";
import { seriousViolations } from "../support/axe.ts";
import { GOOD_POST } from "../support/seo_sample_post.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures } from "../admin/admin_browser.ts";
import { openNewPost } from "./editor_browser.ts";

/** The groups the panel shows: heading, and the texts of the list that heading names. */
async function shownGroups(page: Page): Promise<{ heading: string; items: string[] }[]> {
  const groups = [];
  for (const heading of await page.locator(".seo-score h3").allTextContents()) {
    const list = page.getByRole("list", { name: heading, exact: true });
    groups.push({ heading, items: await list.locator("li > span, li:not(:has(span))").allTextContents() });
  }
  return groups;
}

/** The groups an answer of the SEO call should show (empty groups left out). */
function expectedGroups(answer: SeoScoreResponse): { heading: string; items: string[] }[] {
  return [
    { title: "Problems", items: answer.recommendations },
    { title: "Improvements", items: answer.warnings },
    { title: "Good results", items: answer.passed },
  ].filter((group) => group.items.length > 0)
    .map((group) => ({ heading: `${group.title} (${group.items.length})`, items: group.items }));
}

/** The number the panel shows. */
async function shownScore(page: Page): Promise<number> {
  return Number(await page.locator(".seo-score-value").textContent());
}

Deno.test("post editor: the SEO analysis panel follows the text", async () => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const answers: Response[] = [];
      const { page, watch } = await openNewPost(browser, site, (page) => {
        page.on("response", (response) => {
          if (response.url().endsWith("/api/ai/calculate-seo-score")) answers.push(response);
        });
      });
      assert.equal(await page.locator(".seo-score h2").textContent(), "SEO analysis");
      assert.equal(await shownScore(page), 0);

      await page.fill("#post-title", GOOD_POST.title);
      await page.fill("#post-slug", GOOD_POST.slug);
      await page.fill("#post-meta-title", GOOD_POST.metaTitle);
      await page.fill("#post-meta-description", GOOD_POST.metaDescription);
      await page.fill("#post-focus-keyword", GOOD_POST.focusKeyword);
      assert.equal(await shownScore(page), 0, "no content yet");
      await page.click('[role="tab"]:has-text("Code Editor")');
      await page.fill("#post-content", GOOD_POST.content);
      const started = Date.now();
      await page.waitForFunction(() => document.querySelector(".seo-score-value")?.textContent !== "0");
      assert.ok(Date.now() - started >= 1500, "recalculated after the pause");
      const first = await shownScore(page);
      assert.ok(first >= 90, String(first));
      assert.equal(await page.locator(".seo-score-rating").textContent(), "Excellent");
      await page.waitForSelector(".seo-score:not([aria-busy])");
      const good = await answers.at(-1)!.json() as SeoScoreResponse;
      assert.ok(good.passed.length >= 10, "the server answers the passed checks");
      assert.deepEqual(await shownGroups(page), expectedGroups(good), "passed checks shown as Good results");
      assert.deepEqual(await seriousViolations(page), []);

      await page.fill("#post-focus-keyword", "ropa vieja");
      await page.waitForFunction(
        (before) => Number(document.querySelector(".seo-score-value")?.textContent) < before,
        first,
      );
      assert.ok((await shownScore(page)) < 60);
      assert.equal(await page.locator(".seo-score-rating").textContent(), "Needs Improvement");
      assert.match(
        (await page.locator(".seo-score-recommendations").textContent())!,
        /Use the focus keyword "ropa vieja" in the title\./,
      );
      await page.waitForSelector(".seo-score:not([aria-busy])");
      const bad = await answers.at(-1)!.json() as SeoScoreResponse;
      const groups = await shownGroups(page);
      assert.deepEqual(groups, expectedGroups(bad));
      assert.deepEqual(groups.map((group) => group.heading.replace(/ \(\d+\)$/, "")), [
        "Problems",
        "Improvements",
        "Good results",
      ]);

      await page.fill("#post-focus-keyword", "");
      await page.waitForFunction(() => document.querySelector(".seo-score-value")?.textContent === "0");
      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
