/** Shared steps of the admin browser tests. */
import type { Page } from "playwright-core";
import type { TestSite } from "../support/site.ts";
import { TEST_ADMIN } from "../support/site.ts";

/** Waits until the island `name` on the page has hydrated. */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`rc-island[data-island="${name}"][data-hydrated]`, { state: "attached" });
}

/** Signs in with the form (optionally ticking or unticking 'Remember me') and waits for `landing`. */
export async function signIn(
  page: Page,
  site: TestSite,
  options: { remember?: boolean; password?: string; next?: string } = {},
): Promise<void> {
  const next = options.next ? `?next=${encodeURIComponent(options.next)}` : "";
  await page.goto(`${site.url}/admin/login${next}`);
  await waitForIsland(page, "LoginForm");
  await page.fill("#email", TEST_ADMIN.email);
  await page.fill("#password", options.password ?? TEST_ADMIN.password);
  if (options.remember !== undefined) await page.setChecked('input[name="remember"]', options.remember);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== "/admin/login"),
    page.click('button[type="submit"]'),
  ]);
}

/** Console errors other than the browser's own notes about non-2xx responses. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((error) => !/Failed to load resource: the server responded with a status of/.test(error));
}
