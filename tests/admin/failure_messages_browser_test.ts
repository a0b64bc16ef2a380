/**
 * Admin actions under a server failure that says nothing (500 with an empty body, answered through Playwright's
 * request interception) show their own message from the specification ('Failed to clear cache', ...), never the
 * client's stand-in 'Request failed (500)'.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createPost } from "@/lib/db/posts.ts";
import { createUser } from "@/lib/db/users.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, openEditor, signIn, waitForIsland, watchPage } from "./admin_browser.ts";
import { gradientImage } from "../media/images.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };

/** One action: the screen, the call that fails, what triggers it and where its message shows. */
interface FailingAction {
  name: string;
  /** Opens the screen (and waits until it can be used). */
  open: (page: Page) => Promise<void>;
  method: string;
  /** Path of the API call that fails. */
  path: string;
  act: (page: Page) => Promise<void>;
  /** Where the message shows: a toast unless named. */
  shownIn?: string;
  message: string;
}

Deno.test("admin actions show their own failure message when the server says nothing", async (t) => {
  const site = await startSite();
  try {
    const ana = await createUser(site.kv, {
      name: "Ana",
      email: "ana@example.test",
      role: "editor",
      password: "password-ana-1",
    });
    const { post } = await createPost(site.kv, { title: "Flan", slug: "flan", content: "<p>Flan.</p>" }, AUTHOR);
    const png = Buffer.from(await gradientImage(64, 64));

    const screen = (path: string, island: string) => async (page: Page) => {
      await page.goto(`${site.url}${path}`);
      await waitForIsland(page, island);
    };
    const actions: FailingAction[] = [
      {
        name: "Clear All Caches",
        open: screen("/admin/settings", "AdminSettingsCachePanel"),
        method: "POST",
        path: "/api/admin/cache/clear",
        act: (page) => page.click('button:has-text("Clear All Caches")'),
        message: "Failed to clear cache",
      },
      {
        name: "Invalidate Menu",
        open: screen("/admin/settings", "AdminSettingsCachePanel"),
        method: "POST",
        path: "/api/admin/cache/invalidate/menu",
        act: (page) => page.click('button:has-text("Invalidate Menu")'),
        message: "Failed to invalidate menu cache",
      },
      {
        name: "a user's role",
        open: screen("/admin/users", "AdminUsersUsersScreen"),
        method: "PUT",
        path: `/api/admin/users/${ana.id}`,
        act: async (page) => {
          await page.selectOption('select[aria-label="Role of Ana"]', "admin");
        },
        message: "Failed to change the role of Ana",
      },
      {
        name: "Add User",
        open: screen("/admin/users", "AdminUsersUsersScreen"),
        method: "POST",
        path: "/api/admin/users",
        act: async (page) => {
          await page.click('button:has-text("Add User")');
          await page.fill("#new-user-name", "Luis");
          await page.fill("#new-user-email", "luis@example.test");
          await page.click('dialog button[type="submit"]');
        },
        message: "Failed to add user",
      },
      {
        name: "Create Token",
        open: screen("/admin/account", "AdminAccountAccountScreen"),
        method: "POST",
        path: "/api/auth/tokens",
        act: async (page) => {
          await page.fill("#token_name", "laptop CLI");
          await page.click('button:has-text("Create Token")');
        },
        message: "Failed to create token",
      },
      {
        name: "a new category in the editor",
        open: (page) => openEditor(page, `${site.url}/admin/posts/${post.id}`),
        method: "POST",
        path: "/api/admin/categories",
        act: async (page) => {
          await page.click('button:has-text("+ Add new category")');
          await page.fill("#new-category-name", "Cocina criolla");
          await page.click('button:has-text("Add category")');
        },
        shownIn: "#new-category-error",
        message: "Failed to create category",
      },
      {
        name: "a media upload",
        open: screen("/admin/media", "AdminMediaLibrary"),
        method: "POST",
        path: "/api/upload",
        act: (page) =>
          page.setInputFiles(".media-uploader input[type=file]", [
            { name: "mojo.png", mimeType: "image/png", buffer: png },
          ]),
        shownIn: ".upload-row .upload-state",
        message: "Upload failed",
      },
    ];

    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      await signIn(page, site);
      for (const action of actions) {
        await t.step(`${action.name}: '${action.message}'`, async () => {
          await action.open(page);
          const url = `${site.url}${action.path}`;
          await page.route(
            url,
            (route) =>
              route.request().method() === action.method ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
          );
          try {
            await action.act(page);
            const where = page.locator(action.shownIn ?? ".toast .toast-message", { hasText: action.message }).first();
            await where.waitFor();
            assert.equal((await where.textContent())?.trim(), action.message);
            assert.equal(await page.getByText("Request failed").count(), 0);
          } finally {
            await page.unroute(url);
          }
        });
      }
      await t.step("the media upload's alert is the spec's", async () => {
        await page.locator(".toast", { hasText: "Failed to upload files" }).waitFor();
      });
      assertNoUnexpectedFailures(watch, {
        responses: actions.map((action) => `500 ${action.method} ${action.path}`),
      });
    });
  } finally {
    await site.close();
  }
});
