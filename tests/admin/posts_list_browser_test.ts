import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createPost, getPost } from "@/lib/db/posts.ts";
import type { Post } from "@/lib/schemas/post.ts";
import { settle, withBrowser } from "../support/browser.ts";
import { POSTS_PAGE_SIZE } from "@/lib/shared/constants.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "./admin_browser.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };
/** Rows per page: the spec's page size. */
const PAGE = POSTS_PAGE_SIZE;
/** Six and a half pages. */
const POSTS = 6 * PAGE + PAGE / 2;

/** Titles of the rows on screen. */
function rowTitles(page: Page): Promise<string[]> {
  return page.locator(".posts-table tbody tr td.title").allTextContents();
}

/** Waits until the list shows `text` in its 'Showing ...' line and is no longer loading. */
async function waitForShowing(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector(".posts-list .showing")?.textContent === expected &&
      document.querySelector(".posts-table")?.getAttribute("aria-busy") === "false",
    text,
  );
}

async function pageButtons(page: Page): Promise<string[]> {
  return await page.locator(".pagination .page-number").allTextContents();
}

Deno.test("admin posts list: filter, search, sort, pagination and delete", async (t) => {
  const site = await startSite();
  try {
    // Oldest first; every third post is a draft; every fourth title mentions arroz.
    const posts: Post[] = [];
    for (let i = 0; i < POSTS; i++) {
      const { post } = await createPost(
        site.kv,
        {
          title: `${i % 4 === 0 ? "Arroz" : "Potaje"} número ${i}`,
          slug: `receta-${i}`,
          status: i % 3 === 2 ? "draft" : "published",
        },
        AUTHOR,
        { created_at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() },
      );
      posts.push(post);
    }
    const newest = [...posts].reverse();
    const drafts = newest.filter((p) => p.status === "draft");
    const arroz = newest.filter((p) => p.title.startsWith("Arroz"));

    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      const listRequests: string[] = [];
      let failedDelete = "";
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname === "/api/admin/posts") listRequests.push(url.search);
      });
      await signIn(page, site, { next: "/admin/posts" });
      await waitForIsland(page, "PostsList");

      await t.step("first page: newest page of posts, counts, columns and pagination", async () => {
        assert.equal(await page.textContent(".posts-list .showing"), `Showing ${PAGE} of ${POSTS} posts`);
        assert.deepEqual(await rowTitles(page), newest.slice(0, PAGE).map((p) => p.title));
        assert.deepEqual(
          await page.locator(".posts-table thead th").allTextContents(),
          ["Title", "Author", "Status", "Created", "Updated", "Links", "Actions"],
        );
        assert.deepEqual(await pageButtons(page), ["1", "2", "3", "4", "5"]);
        assert.equal(await page.textContent(".pagination .page-label"), "Page 1 of 7");
        assert.equal(await page.isDisabled('.pagination button:has-text("Previous")'), true);
        assert.equal(await page.getAttribute('.pagination [aria-current="page"]', "aria-current"), "page");
        assert.equal(await page.textContent('.pagination [aria-current="page"]'), "1");
        assert.deepEqual(listRequests, [], "the first page comes with the HTML");

        const firstPublished = newest.slice(0, PAGE).find((p) => p.status === "published")!;
        const firstDraft = newest.slice(0, PAGE).find((p) => p.status === "draft")!;
        const published = page.locator(`tr[data-post-id="${firstPublished.id}"]`);
        assert.equal(await published.locator("td:nth-child(2)").textContent(), "Marta Pérez");
        assert.equal(await published.locator(".badge").textContent(), "Published");
        assert.equal(await published.locator("td:nth-child(4)").textContent(), "1 ene 2025");
        assert.equal(await published.locator('a:has-text("View")').getAttribute("href"), `/${firstPublished.slug}`);
        assert.equal(
          await published.locator('a:has-text("Edit")').getAttribute("href"),
          `/admin/posts/${firstPublished.id}`,
        );
        assert.equal(await published.locator(".link-summary").textContent(), "Not checked");
        const draft = page.locator(`tr[data-post-id="${firstDraft.id}"]`);
        assert.equal(await draft.locator(".badge").textContent(), "Draft");
        assert.equal(await draft.locator('a:has-text("View")').count(), 0, "drafts have no public link");
      });

      await t.step("Next, numbered buttons and Previous move between pages with a window of five", async () => {
        await page.click('.pagination button:has-text("Next")');
        await page.waitForFunction(() => document.querySelector(".page-label")?.textContent === "Page 2 of 7");
        await waitForShowing(page, `Showing ${PAGE} of ${POSTS} posts`);
        assert.deepEqual(await rowTitles(page), newest.slice(PAGE, 2 * PAGE).map((p) => p.title));
        assert.match(page.url(), /\?page=2$/);

        await page.click('.pagination .page-number:has-text("4")');
        await page.waitForFunction(() => document.querySelector(".page-label")?.textContent === "Page 4 of 7");
        await waitForShowing(page, `Showing ${PAGE} of ${POSTS} posts`);
        assert.deepEqual(await pageButtons(page), ["2", "3", "4", "5", "6"]);
        assert.deepEqual(await rowTitles(page), newest.slice(3 * PAGE, 4 * PAGE).map((p) => p.title));

        await page.click('.pagination .page-number:has-text("6")');
        await page.waitForFunction(() => document.querySelector(".page-label")?.textContent === "Page 6 of 7");
        await page.click('.pagination button:has-text("Next")');
        await page.waitForFunction(() => document.querySelector(".page-label")?.textContent === "Page 7 of 7");
        await waitForShowing(page, `Showing ${PAGE / 2} of ${POSTS} posts`);
        assert.deepEqual(await pageButtons(page), ["3", "4", "5", "6", "7"]);
        assert.equal(await page.isDisabled('.pagination button:has-text("Next")'), true);
        assert.deepEqual(await rowTitles(page), newest.slice(6 * PAGE).map((p) => p.title));

        await page.click('.pagination button:has-text("Previous")');
        await page.waitForFunction(() => document.querySelector(".page-label")?.textContent === "Page 6 of 7");
        await waitForShowing(page, `Showing ${PAGE} of ${POSTS} posts`);
        assert.deepEqual(await rowTitles(page), newest.slice(5 * PAGE, 6 * PAGE).map((p) => p.title));
      });

      await t.step("a status filter returns to page 1 and lists only that status", async () => {
        await page.click('.filters button:has-text("Drafts")');
        await waitForShowing(page, `Showing ${PAGE} of ${drafts.length} posts`);
        assert.equal(await page.textContent(".page-label"), `Page 1 of ${Math.ceil(drafts.length / PAGE)}`);
        assert.equal(await page.getAttribute('.filters button:has-text("Drafts")', "aria-pressed"), "true");
        assert.deepEqual(await rowTitles(page), drafts.slice(0, PAGE).map((p) => p.title));
        assert.deepEqual(
          [...new Set(await page.locator(".posts-table tbody .badge").allTextContents())],
          ["Draft"],
        );
        await page.click('.filters button:has-text("Published")');
        await waitForShowing(page, `Showing ${PAGE} of ${POSTS - drafts.length} posts`);
        assert.deepEqual(
          [...new Set(await page.locator(".posts-table tbody .badge").allTextContents())],
          ["Published"],
        );
        await page.click('.filters button:has-text("All Posts")');
        await waitForShowing(page, `Showing ${PAGE} of ${POSTS} posts`);
        assert.deepEqual(await rowTitles(page), newest.slice(0, PAGE).map((p) => p.title));
      });

      await t.step("the sort returns to page 1 and orders oldest first", async () => {
        await page.click('.pagination .page-number:has-text("3")');
        await page.waitForFunction(() => document.querySelector(".page-label")?.textContent === "Page 3 of 7");
        await page.selectOption('select[aria-label="Sort"]', "oldest");
        await page.waitForFunction(() => document.querySelector(".page-label")?.textContent === "Page 1 of 7");
        await waitForShowing(page, `Showing ${PAGE} of ${POSTS} posts`);
        assert.deepEqual(await rowTitles(page), posts.slice(0, PAGE).map((p) => p.title));
        assert.match(page.url(), /\?order=oldest$/);
        await page.selectOption('select[aria-label="Sort"]', "newest");
        await waitForShowing(page, `Showing ${PAGE} of ${POSTS} posts`);
        assert.deepEqual(await rowTitles(page), newest.slice(0, PAGE).map((p) => p.title));
      });

      await t.step("the title search returns to page 1, counts matches and names the term", async () => {
        await page.click('.pagination .page-number:has-text("2")');
        await page.waitForFunction(() => document.querySelector(".page-label")?.textContent === "Page 2 of 7");
        await page.fill('input[type="search"]', "ARRÓZ");
        await waitForShowing(page, `Showing ${PAGE} of ${arroz.length} posts matching "ARRÓZ"`);
        assert.equal(await page.textContent(".page-label"), `Page 1 of ${Math.ceil(arroz.length / PAGE)}`);
        assert.deepEqual(await rowTitles(page), arroz.slice(0, PAGE).map((p) => p.title));

        await page.click('.filters button:has-text("Drafts")');
        const arrozDrafts = arroz.filter((p) => p.status === "draft");
        await waitForShowing(page, `Showing ${arrozDrafts.length} of ${arrozDrafts.length} posts matching "ARRÓZ"`);
        assert.deepEqual(await rowTitles(page), arrozDrafts.map((p) => p.title));
        assert.equal(await page.locator(".pagination").count(), 0, "a single page needs no pagination");

        await page.fill('input[type="search"]', "langosta");
        await waitForShowing(page, 'Showing 0 of 0 posts matching "langosta"');
        assert.equal(await page.textContent(".posts-table tbody td.empty"), "No posts found");
      });

      await t.step("the address keeps the list state across a reload", async () => {
        await page.fill('input[type="search"]', "arroz");
        await waitForShowing(
          page,
          `Showing ${arroz.filter((p) => p.status === "draft").length} of ${
            arroz.filter((p) => p.status === "draft").length
          } posts matching "arroz"`,
        );
        assert.match(page.url(), /\?status=draft&title=arroz$/);
        const before = listRequests.length;
        await page.reload();
        await waitForIsland(page, "PostsList");
        assert.equal(await page.inputValue('input[type="search"]'), "arroz");
        assert.equal(await page.getAttribute('.filters button:has-text("Drafts")', "aria-pressed"), "true");
        assert.equal(listRequests.length, before, "no extra request after a reload");
        await page.fill('input[type="search"]', "");
        await page.click('.filters button:has-text("All Posts")');
        await waitForShowing(page, `Showing ${PAGE} of ${POSTS} posts`);
      });

      await t.step("a page beyond the end shows the last page", async () => {
        const before = listRequests.length;
        await page.goto(`${site.url}/admin/posts?page=99`);
        await waitForIsland(page, "PostsList");
        assert.equal(await page.textContent(".page-label"), "Page 7 of 7");
        assert.deepEqual(await rowTitles(page), newest.slice(6 * PAGE).map((p) => p.title));
        assert.match(page.url(), /\?page=7$/);
        assert.equal(listRequests.length, before);
        await page.goto(`${site.url}/admin/posts`);
        await waitForIsland(page, "PostsList");
      });

      await t.step(
        "delete asks in a danger confirm, keeps the row when cancelled, removes it when confirmed",
        async () => {
          const target = newest[0];
          const row = page.locator(`tr[data-post-id="${target.id}"]`);
          const confirm = page.locator("dialog.confirm-dialog");
          const deleteButton = row.locator('button:has-text("Delete")');
          await deleteButton.click();
          await confirm.waitFor();
          assert.equal(
            await confirm.locator(".confirm-message").textContent(),
            "Are you sure you want to delete this post?",
          );
          assert.equal(await confirm.getAttribute("class"), "modal confirm-dialog confirm-danger");
          assert.deepEqual(await confirm.locator(".dialog-foot button").allTextContents(), ["Cancel", "Delete"]);
          await confirm.locator('button:has-text("Cancel")').click();
          await confirm.waitFor({ state: "detached" });
          assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Delete", "focus is back");
          await settle();
          assert.equal(await row.count(), 1);
          assert.ok(await getPost(site.kv, target.id));

          await deleteButton.click();
          await confirm.locator('button:has-text("Delete")').click();
          await row.waitFor({ state: "detached" });
          await waitForShowing(page, `Showing ${PAGE} of ${POSTS - 1} posts`);
          assert.equal(await getPost(site.kv, target.id), null);
          assert.deepEqual(await rowTitles(page), newest.slice(1, PAGE + 1).map((p) => p.title), "the page refills");
        },
      );

      await t.step("a failed delete alerts and keeps the row", async () => {
        const target = newest[1];
        await page.route(
          `**/api/posts/${target.id}`,
          (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
        );
        const messages: string[] = [];
        const onDialog = (dialog: { message(): string; type(): string; accept(): Promise<void> }) => {
          messages.push(`${dialog.type()}: ${dialog.message()}`);
          dialog.accept();
        };
        page.on("dialog", onDialog);
        await page.locator(`tr[data-post-id="${target.id}"] button:has-text("Delete")`).click();
        await page.locator('dialog.confirm-dialog button:has-text("Delete")').click();
        await waitForDialogs(messages, 1);
        page.off("dialog", onDialog);
        await page.unroute(`**/api/posts/${target.id}`);
        assert.deepEqual(messages, ["alert: Failed to delete post"]);
        assert.equal(await page.locator(`tr[data-post-id="${target.id}"]`).count(), 1);
        assert.ok(await getPost(site.kv, target.id));
        failedDelete = `500 DELETE /api/posts/${target.id}`;
      });

      assertNoUnexpectedFailures(watch, { responses: [failedDelete], errors: [/^Failed to delete post/] });
    });
  } finally {
    await site.close();
  }
});

async function waitForDialogs(messages: string[], count: number): Promise<void> {
  for (let i = 0; i < 100 && messages.length < count; i++) await new Promise((r) => setTimeout(r, 50));
}
