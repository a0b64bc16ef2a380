/** Shared steps of the admin browser tests. */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { watchConsole } from "../support/browser.ts";
import type { TestSite } from "../support/site.ts";
import { TEST_ADMIN } from "../support/site.ts";

/** Waits until the island `name` on the page has hydrated. */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`rc-island[data-island="${name}"][data-hydrated]`, { state: "attached" });
}

/** Opens the post editor at `url` and waits until it has loaded its post. */
export async function openEditor(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForIsland(page, "AdminPostEditor");
  await page.waitForSelector(".post-editor:not([aria-busy])");
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

/** What went wrong on a page: console errors, uncaught errors, and failed responses as "404 GET /path". */
export interface PageWatch {
  errors: string[];
  failures: string[];
}

/** Note of the browser for every non-2xx response; {@link PageWatch.failures} names those responses instead. */
const STATUS_NOTE = /^Failed to load resource: the server responded with a status of \d+/;

/**
 * Records console errors (`watchConsole`) and every response with status 400 or more, and every request that got
 * no response, as "STATUS METHOD /path" (status 0 for a network failure).
 */
export function watchPage(page: Page): PageWatch {
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.status() < 400) return;
    failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    failures.push(`0 ${request.method()} ${new URL(request.url()).pathname}`);
  });
  return { errors: watchConsole(page), failures };
}

/** What a test expects to go wrong: failed responses ("401 POST /api/auth/login") and console errors it causes. */
export interface ExpectedFailures {
  responses?: string[];
  errors?: RegExp[];
}

/**
 * Asserts that the page logged no console error and got no failed response besides the expected ones. The
 * browser's own "Failed to load resource" notes are checked through the responses they come from.
 */
export function assertNoUnexpectedFailures(watch: PageWatch, expected: ExpectedFailures = {}): void {
  const allowed = new Set(expected.responses ?? []);
  assert.deepEqual(watch.failures.filter((failure) => !allowed.has(failure)), [], "unexpected failed responses");
  const errors = watch.errors.filter((error) =>
    !STATUS_NOTE.test(error) && !(expected.errors ?? []).some((pattern) => pattern.test(error))
  );
  assert.deepEqual(errors, [], "unexpected console errors");
}
