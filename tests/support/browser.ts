/**
 * Real-browser test support: Debian's Chromium driven by playwright-core.
 * `withBrowser` launches one headless browser for a test and closes it;
 * `watchConsole` records console errors and page errors so tests can assert
 * there were none.
 */
import { type Browser, chromium, type Page } from "playwright-core";

/** Path of the Chromium binary (override with CHROMIUM_PATH). */
export const CHROMIUM_PATH = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

/** Launches headless Chromium with flags that keep it off the network. */
export async function launchBrowser(): Promise<Browser> {
  return await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/** Runs `fn` with a fresh browser, always closing it. */
export async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchBrowser();
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** Collects console errors and uncaught page errors of `page`. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

/** Waits a short, bounded moment before asserting that something did not happen. */
export function settle(ms = 300): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Hydrates every island of the page without scrolling (islands further down wait until they come near the viewport):
 * a `focusin` in each waiting island hydrates it, as a reader tabbing into it would. Then waits until all have.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("rc-island:not([data-hydrated])")) {
      island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
  });
  await page.waitForFunction(() => document.querySelectorAll("rc-island:not([data-hydrated])").length === 0);
}
