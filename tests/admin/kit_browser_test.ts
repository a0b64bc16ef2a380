/**
 * The admin UI kit in Chromium: a test-only island (`kit/KitHarness.tsx`) that
 * holds every part is bundled with the real island build and hydrated on a
 * small page; timers are driven with Playwright's clock, so the 5 s toast and
 * the cooldown are checked at their exact times without waiting for them.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Locator, Page } from "playwright-core";
import { buildIslands, stopBuilder } from "@/lib/fresh/build.ts";
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { escapeForScript, stringify } from "@/lib/fresh/serialize.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { serve, type TestServer } from "../support/server.ts";
import { assertNoUnexpectedFailures, waitForIsland, watchPage } from "./admin_browser.ts";

const ROOT = fromFileUrl(new URL("../../", import.meta.url)).replace(/\/$/, "");
const GREEN = "rgb(4, 120, 87)";
const YELLOW = "rgb(146, 64, 14)";
const RED = "rgb(185, 28, 28)";

/** Serves the harness island on a page with the admin styles. */
async function startKitPage(): Promise<TestServer> {
  const build = await buildIslands({
    root: ROOT,
    islands: new Map([["KitHarness", `${ROOT}/tests/admin/kit/KitHarness.tsx`]]),
    aliases: { "@/": `${ROOT}/` },
  });
  await stopBuilder();
  const css = {
    "/tokens.css": await Deno.readTextFile(`${ROOT}/static/tokens.css`),
    "/admin.css": await Deno.readTextFile(`${ROOT}/static/admin.css`),
  };
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kit</title>` +
    `<link rel="stylesheet" href="/tokens.css"><link rel="stylesheet" href="/admin.css"></head><body class="admin">` +
    `<main><rc-island data-island="KitHarness" data-props="0" style="display:contents"></rc-island></main>` +
    `<script type="application/json" id="__rc_props">${escapeForScript(stringify([{}]))}</script>` +
    `<script type="module">import{boot}from${JSON.stringify(build.bootUrl)};` +
    `import K from${JSON.stringify(build.islandUrls.get("KitHarness"))};boot({KitHarness:K});</script></body></html>`;
  let probes = 0;
  return serve((request) => {
    const path = new URL(request.url).pathname;
    if (path === "/api/probe") {
      probes++;
      // The first read fails once (the hook retries it); later reads answer how many requests arrived.
      if (probes === 1) return Response.json({ error: "try again" }, { status: 503 });
      return Response.json({ count: probes });
    }
    if (path === "/") return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    if (path in css) return new Response(css[path as keyof typeof css], { headers: { "Content-Type": "text/css" } });
    const asset = build.assets.get(path);
    if (asset) {
      return new Response(asset.contents as Uint8Array<ArrayBuffer>, {
        headers: { "Content-Type": asset.contentType },
      });
    }
    return new Response("Not found", { status: 404 });
  });
}

function kitLog(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as { kitLog?: string[] }).kitLog ?? []);
}

function activeId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || "");
}

async function color(locator: Locator): Promise<string> {
  return await locator.evaluate((el) => getComputedStyle(el).color);
}

/** Pauses the page's fake clock so timers only run through `page.clock.runFor`. */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

Deno.test("admin UI kit in the browser", async (t) => {
  const server = await startKitPage();
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      await page.clock.install();
      await page.goto(server.url);
      await waitForIsland(page, "KitHarness");

      await t.step("the page has no serious accessibility violation", async () => {
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("counters: meta title yellow under 50, green 50-60, red with 'Too long' above 60", async () => {
        const counter = page.locator("#meta-title-count");
        const expectations: [number, string, string, string][] = [
          [0, "short", YELLOW, "0/60"],
          [49, "short", YELLOW, "49/60"],
          [50, "good", GREEN, "50/60"],
          [60, "good", GREEN, "60/60"],
          [61, "over", RED, "61/60Too long"],
        ];
        for (const [length, state, rgb, text] of expectations) {
          await page.fill("#meta-title", "a".repeat(length));
          assert.equal(await counter.getAttribute("data-state"), state, `${length} characters`);
          assert.equal(await color(counter), rgb, `${length} characters`);
          assert.equal(await counter.textContent(), text);
        }
        assert.match((await page.getAttribute("#meta-title", "aria-describedby"))!, /meta-title-count/);
      });

      await t.step("counters: meta description yellow under 120, green 120-160, red above 160", async () => {
        const counter = page.locator("#meta-description-count");
        for (const [length, rgb] of [[119, YELLOW], [120, GREEN], [160, GREEN], [161, RED]] as const) {
          await page.fill("#meta-description", "b".repeat(length));
          assert.equal(await color(counter), rgb, `${length} characters`);
        }
        assert.equal(await page.locator("#meta-description-count .too-long").textContent(), "Too long");
        assert.equal(await page.textContent("#meta-description-error"), "Shorten the description");
        assert.equal(await page.getAttribute("#meta-description", "aria-invalid"), "true");
        assert.equal(
          await page.getAttribute("#meta-description", "aria-describedby"),
          "meta-description-hint meta-description-count meta-description-error",
        );
      });

      await t.step("modal: labelled, traps Tab, locks scrolling, Escape closes and focus returns", async () => {
        await page.click("#open-modal");
        const dialog = page.locator("dialog.modal");
        await dialog.waitFor();
        assert.equal(await dialog.getAttribute("aria-modal"), "true");
        const labelId = await dialog.getAttribute("aria-labelledby");
        assert.equal(await page.locator(`[id="${labelId}"]`).textContent(), "Example dialog");
        assert.equal(await page.evaluate(() => document.documentElement.style.overflow), "hidden");
        assert.equal(await activeId(page), "Close", "the first control has focus");
        await page.keyboard.press("Tab");
        assert.equal(await activeId(page), "modal-input");
        await page.keyboard.press("Tab");
        assert.equal(await activeId(page), "Last");
        await page.keyboard.press("Tab");
        assert.equal(await activeId(page), "Close", "Tab wraps to the first control");
        await page.keyboard.press("Shift+Tab");
        assert.equal(await activeId(page), "Last", "Shift+Tab wraps to the last control");
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        assert.equal(await activeId(page), "open-modal", "focus is back on the opener");
        assert.equal(await page.evaluate(() => document.documentElement.style.overflow), "");
      });

      await t.step("confirm dialog: danger, warning and info types with Confirm and Cancel", async () => {
        const dialog = page.locator("dialog.confirm-dialog");
        const buttonClass = { danger: "btn btn-danger", warning: "btn btn-warning", info: "btn btn-primary" };
        for (const type of ["danger", "warning", "info"] as const) {
          await page.click(`#ask-${type}`);
          await dialog.waitFor();
          assert.equal(await dialog.getAttribute("class"), `modal confirm-dialog confirm-${type}`);
          assert.equal(await dialog.getAttribute("role"), "alertdialog");
          assert.equal(await dialog.locator("h2").textContent(), `${type} question`);
          assert.equal(await dialog.locator(".confirm-message").textContent(), `Really do the ${type} thing?`);
          assert.deepEqual(await dialog.locator(".dialog-foot button").allTextContents(), ["Cancel", "Confirm"]);
          assert.equal(await dialog.locator('button:has-text("Confirm")').getAttribute("class"), buttonClass[type]);
          assert.equal(await activeId(page), "Cancel", "Cancel has focus first");
          await dialog.locator(`button:has-text("${type === "info" ? "Cancel" : "Confirm"}")`).click();
          await dialog.waitFor({ state: "detached" });
          assert.equal(await activeId(page), `ask-${type}`);
        }
        await page.click("#ask-custom");
        await dialog.waitFor();
        assert.deepEqual(await dialog.locator(".dialog-foot button").allTextContents(), ["No, keep it", "Yes, do it"]);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        assert.deepEqual(await kitLog(page), [
          "confirm danger: true",
          "confirm warning: true",
          "confirm info: false",
          "confirm warning: false",
        ]);
      });

      await t.step("busy buttons say 'Saving...' and 'Uploading...' and are disabled", async () => {
        await page.click('button:has-text("Save")');
        assert.deepEqual(
          await page.locator("button[aria-busy=true]").allTextContents(),
          ["Saving...", "Uploading..."],
        );
        assert.equal(await page.locator("button[aria-busy=true]:disabled").count(), 2);
        await page.click("#unbusy");
        assert.equal(await page.locator("button[aria-busy=true]").count(), 0);
        assert.equal(await page.isEnabled('button:has-text("Upload")'), true);
      });

      await t.step("toasts: announced in live regions, stacked, gone after exactly 5 s", async () => {
        await pauseClock(page);
        await page.click("#toast-success");
        await page.clock.runFor(1000);
        await page.click("#toast-success");
        await page.click("#toast-error");
        const polite = page.locator('.toasts[aria-live="polite"] .toast');
        assert.deepEqual(await polite.allTextContents(), ["Saved!×", "Saved!×"], "stacked");
        assert.equal(await page.locator('.toasts[role="alert"] .toast-error').textContent(), "Failed!×");
        await page.clock.runFor(5000 - 1001);
        assert.equal(await polite.count(), 2, "still there just before 5 s");
        await page.clock.runFor(1);
        await polite.nth(1).waitFor({ state: "detached" });
        assert.equal(await polite.count(), 1, "the first is gone at 5 s");
        await page.clock.runFor(1000);
        await page.locator(".toast").first().waitFor({ state: "detached" });
        assert.equal(await page.locator(".toast").count(), 0);
      });

      await t.step("cooldown button counts 'Wait 5s' down to its label", async () => {
        const button = page.locator('.kit button:has-text("Generate"), .kit button:has-text("Wait")');
        await page.click('button:has-text("Generate")');
        await page.waitForFunction(() =>
          [...document.querySelectorAll("button")].some((b) => b.textContent === "Wait 5s")
        );
        assert.equal(await button.isDisabled(), true);
        assert.deepEqual(await kitLog(page).then((log) => log.slice(-1)), ["cooldown ran"]);
        for (const expected of ["Wait 4s", "Wait 3s", "Wait 2s", "Wait 1s"]) {
          await page.clock.runFor(1100);
          assert.equal(await button.textContent(), expected);
        }
        await page.clock.runFor(1100);
        assert.equal(await button.textContent(), "Generate");
        assert.equal(await button.isEnabled(), true);
        await page.clock.resume();
      });

      await t.step("data table pages through its rows", async () => {
        const rows = page.locator('table[aria-label="Example rows"] tbody tr');
        assert.equal(await rows.count(), 10);
        assert.equal(await page.textContent(".kit .page-label"), "Page 1 of 3");
        await page.click('.kit .pagination button:has-text("3")');
        assert.deepEqual(await rows.locator("td:first-child").allTextContents(), ["Row 21", "Row 22", "Row 23"]);
        assert.equal(await page.isDisabled('.kit .pagination button:has-text("Next")'), true);
      });

      await t.step("tabs: arrow keys, Home and End move and select; one tab in the Tab order", async () => {
        const tabs = page.locator('[role="tablist"][aria-label="Example tabs"] [role="tab"]');
        const selected = () => page.locator('[role="tab"][aria-selected="true"]').textContent();
        const visiblePanel = () => page.locator('[role="tabpanel"]:not([hidden])').textContent();
        await tabs.first().focus();
        await page.keyboard.press("ArrowRight");
        assert.equal(await selected(), "Second");
        assert.equal(await visiblePanel(), "Second panel");
        assert.equal(await activeId(page).then((id) => page.locator(`[id="${id}"]`).textContent()), "Second");
        await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("ArrowLeft");
        assert.equal(await selected(), "Third", "ArrowLeft wraps");
        await page.keyboard.press("Home");
        assert.equal(await selected(), "First");
        await page.keyboard.press("End");
        assert.equal(await selected(), "Third");
        assert.deepEqual(await tabs.evaluateAll((els) => els.map((el) => el.getAttribute("tabindex"))), [
          "-1",
          "-1",
          "0",
        ]);
        const panelLabel = await page.locator('[role="tabpanel"]:not([hidden])').getAttribute("aria-labelledby");
        assert.equal(await page.locator(`[id="${panelLabel}"]`).textContent(), "Third");
      });

      await t.step("image picker: file button and drag and drop hand over the file and preview it", async () => {
        const png = Uint8Array.from(
          atob(
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
          ),
          (c) => c.charCodeAt(0),
        );
        await page.setInputFiles(".image-picker input[type=file]", {
          name: "logo.png",
          mimeType: "image/png",
          buffer: Buffer.from(png),
        });
        await page.locator('.image-preview[alt="Preview of logo.png"]').waitFor();
        assert.equal((await kitLog(page)).at(-1), `file logo.png ${png.length}`);

        await page.setInputFiles(".image-picker input[type=file]", {
          name: "notes.txt",
          mimeType: "text/plain",
          buffer: Buffer.from("hola"),
        });
        assert.equal(await page.textContent(".image-picker .field-error"), "Please upload an image file");

        await page.locator("[data-drop-zone]").evaluate((zone, bytes) => {
          const data = new DataTransfer();
          data.items.add(new File([new Uint8Array(bytes)], "dropped.png", { type: "image/png" }));
          zone.dispatchEvent(new DragEvent("dragover", { dataTransfer: data, bubbles: true, cancelable: true }));
          zone.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
        }, [...png]);
        await page.locator('.image-preview[alt="Preview of dropped.png"]').waitFor();
        assert.equal((await kitLog(page)).at(-1), `file dropped.png ${png.length}`);
        assert.equal(await page.locator(".image-picker .field-error").count(), 0);
      });

      await t.step("useApiQuery: retries a failed read once, refetches on focus and on reconnect", async () => {
        await page.waitForFunction(() => document.querySelector("#probe")?.textContent === "count 2");
        await page.evaluate(() => dispatchEvent(new Event("focus")));
        await page.waitForFunction(() => document.querySelector("#probe")?.textContent === "count 3");
        await page.evaluate(() => dispatchEvent(new Event("online")));
        await page.waitForFunction(() => document.querySelector("#probe")?.textContent === "count 4");
      });

      assertNoUnexpectedFailures(watch, { responses: ["503 GET /api/probe"] });
    });
  } finally {
    await server.close();
  }
});
