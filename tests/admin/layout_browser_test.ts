/**
 * Every admin screen at 1366, 1024 and 390 px wide in Chromium: the document
 * never scrolls sideways, upload drop zones (and their file buttons) stay
 * inside their cards, every select is as wide as its longest option, tap
 * targets are at least 24×24 px, the editor's "+ Add new category" sits below
 * the last category, the editor's link menu, dialogs, AI Assistant and
 * toasts fit a phone, and under 1024 px the sidebar folds into the top bar's
 * Menu button.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { AI_DISABLED } from "@/lib/config/ai.ts";
import { iteratePosts } from "@/lib/db/posts.ts";
import type { Post } from "@/lib/schemas/post.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "./admin_browser.ts";
import { layoutProblems } from "./layout_checks.ts";

const WIDTHS = [1366, 1024, 390];

/** Screens behind the sign-in, by name; the existing recipe's path is found at run time. */
const SCREENS: Record<string, string> = {
  dashboard: "/admin/dashboard",
  posts: "/admin/posts",
  "new post": "/admin/posts/new",
  categories: "/admin/categories",
  media: "/admin/media",
  menu: "/admin/menu",
  redirects: "/admin/redirects",
  themes: "/admin/themes",
  ai: "/admin/ai",
  settings: "/admin/settings",
  users: "/admin/users",
  account: "/admin/account",
  "not found": "/admin/no-such-screen",
};

/** Opens `path` and waits until its islands have hydrated (and the editor has loaded its post). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    [...document.querySelectorAll("rc-island")].every((island) => island.hasAttribute("data-hydrated"))
  );
  if (new URL(url).pathname.startsWith("/admin/posts/")) {
    await page.waitForSelector(".post-editor:not([aria-busy]) .category-checks li");
  }
}

/** Id of the first seeded post that `holds`. */
async function postId(kv: Deno.Kv, holds: (post: Post) => boolean): Promise<string> {
  for await (const post of iteratePosts(kv)) if (holds(post)) return post.id;
  throw new Error("no such post in the demo content");
}

Deno.test("admin layout: every screen at 1366, 1024 and 390 px", async (t) => {
  const site = await startSite({ seed: true, ai: { ...AI_DISABLED, apiKey: "sk-layout-test" } });
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      const watch = watchPage(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await t.step(`login at ${width} px`, async () => {
          await page.context().clearCookies();
          await open(page, `${site.url}/admin/login`);
          assert.deepEqual(await layoutProblems(page), []);
        });
      }
      await signIn(page, site);
      const screens = {
        ...SCREENS,
        "existing recipe": `/admin/posts/${await postId(site.kv, (post) => post.content_type === "recipe")}`,
      };

      for (const width of WIDTHS) {
        await t.step(`every screen at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          const problems: string[] = [];
          for (const [name, path] of Object.entries(screens)) {
            await open(page, `${site.url}${path}`);
            problems.push(...(await layoutProblems(page)).map((problem) => `${name}: ${problem}`));
          }
          assert.deepEqual(problems, []);
        });
      }

      await t.step("at 390 px the editor's link menu stays inside the page, whichever link it is for", async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await open(page, `${site.url}/admin/posts/${await postId(site.kv, (post) => post.content.includes("<a "))}`);
        const links = page.locator(".rich-content a");
        assert.ok(await links.count() > 1);
        for (let i = 0; i < await links.count(); i++) {
          await links.nth(i).click();
          const menu = page.locator('[role="menu"][aria-label="Link options"]');
          await menu.waitFor();
          const { right, scroll, width } = await menu.evaluate((element) => ({
            right: element.getBoundingClientRect().right,
            scroll: document.documentElement.scrollWidth,
            width: document.documentElement.clientWidth,
          }));
          assert.ok(
            right <= width && scroll <= width,
            `link ${i}: the menu ends at ${right}, the page is ${scroll} wide`,
          );
          await page.keyboard.press("Escape");
          await menu.waitFor({ state: "detached" });
        }
      });

      await t.step("at 390 px the editor's dialogs, popup and toasts fit and have 24 px targets", async () => {
        await open(page, `${site.url}/admin/posts/new`);
        const problems: string[] = [];
        const check = async (name: string) =>
          problems.push(...(await layoutProblems(page)).map((problem) => `${name}: ${problem}`));
        await page.click('button[aria-label="Insert link"]');
        await page.locator("dialog.link-dialog[open]").waitFor();
        await check("Insert Link");
        await page.keyboard.press("Escape");
        await page.click('button[aria-label="Embed video"]');
        await page.locator("dialog[open]").waitFor();
        await check("Embed Video");
        await page.keyboard.press("Escape");
        await page.click('button[aria-label="AI assistant"]');
        await page.locator(".ai-popup").waitFor();
        await check("AI Assistant");
        await page.keyboard.press("Escape");
        await page.click('button:text-is("Generate with AI")');
        await page.locator(".toast").waitFor();
        await check("toast");
        assert.deepEqual(problems, []);
      });

      await t.step("under 1024 px the sidebar is behind the top bar's Menu button", async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await open(page, `${site.url}/admin/posts`);
        assert.equal(await page.locator(".sidebar").isVisible(), false);
        await page.click('.topbar button:has-text("Menu")');
        await page.locator('.sidebar nav a:has-text("Categories")').click();
        await page.waitForURL((url) => url.pathname === "/admin/categories");
        await waitForIsland(page, "AdminShell");
      });
      assertNoUnexpectedFailures(watch, { responses: ["404 GET /admin/no-such-screen"] });
    });
  } finally {
    await site.close();
  }
});
