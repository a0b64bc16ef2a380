/**
 * The messages screen in Chromium: a message sent through the public contact form and one stored before the inbox
 * existed are listed newest first, bold while unread, with the unread count in the sidebar and on the dashboard; a
 * message opens with Enter in a dialog that closes with Escape and gives focus back, and is then read; it is marked
 * handled, answered through a mailto: link, and deleted after confirmation; selected messages are marked read and
 * deleted at once; axe finds no serious violation.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { createContactMessage, getContactMessage } from "@/lib/db/contact.ts";
import { messageKey } from "@/lib/db/contact_index.ts";
import { migrationKey } from "@/lib/db/migrations/records.ts";
import { STORE_MIGRATIONS } from "@/lib/store_migrations.ts";
import { withBrowser } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";

/** An id of June 2025: the message stored before the inbox existed. */
const EARLIER_ID = "01JWNB0000AAAAAAAAAAAAAAAA";

/** Waits for a toast showing `text`, then closes it. */
async function toast(page: Page, text: string): Promise<void> {
  const found = page.locator(".toast", { hasText: text }).first();
  await found.waitFor();
  await found.locator(".toast-close").click({ timeout: 2000 }).catch(() => {});
  await found.waitFor({ state: "detached" });
}

/** The rows as [sender, status text, font weight of the sender] once the table is not loading. */
function rows(page: Page): Promise<[string, string, string][]> {
  return page.locator(".messages-table tbody tr.message-row").evaluateAll((trs) =>
    trs.map((tr) => {
      const sender = tr.querySelector(".sender")!;
      return [
        sender.textContent ?? "",
        tr.querySelector(".status")?.textContent ?? "",
        getComputedStyle(sender).fontWeight,
      ] as [string, string, string];
    })
  );
}

/** Waits until the rows read `expected` (sender, status). */
async function waitForRows(page: Page, expected: [string, string][]): Promise<void> {
  await page.waitForFunction((want) => {
    const table = document.querySelector(".messages-table");
    const got = [...document.querySelectorAll(".messages-table tbody tr.message-row")].map((tr) => [
      tr.querySelector(".sender")?.textContent,
      tr.querySelector(".status")?.textContent,
    ]);
    return table?.getAttribute("aria-busy") === "false" && JSON.stringify(got) === JSON.stringify(want);
  }, expected);
}

/** Text of the sidebar's count beside Messages ("" when none). */
function navCount(page: Page): Promise<string> {
  return page.locator('.sidebar nav a[href="/admin/messages"]').evaluate((a) => {
    const count = a.querySelector(".nav-count")?.cloneNode(true) as HTMLElement | undefined;
    count?.querySelector(".sr-only")?.remove();
    return count?.textContent?.trim() ?? "";
  });
}

Deno.test("messages screen: a sent message shows up unread, opens, is handled, answered and deleted; bulk actions", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-test-" });
  try {
    // A store of the earlier version: a message with neither read nor handled flag, and no inbox index.
    const earlier = await startSite({ dir });
    await earlier.kv.delete(migrationKey(STORE_MIGRATIONS.find((migration) => migration.name === "contact index")!.id));
    await earlier.kv.set(messageKey(EARLIER_ID), {
      id: EARLIER_ID,
      name: "Luis Viejo",
      email: "luis@example.com",
      subject: "otro",
      message: "Un mensaje de antes.",
      created_at: "2025-06-01T10:00:00.000Z",
    });
    await earlier.close();
    const site = await startSite({ dir });
    try {
      await withBrowser(async (browser) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        const watch = watchPage(page);

        // A reader writes through the public contact form.
        await page.goto(`${site.url}/contacto`);
        await waitForIsland(page, "ContactForm");
        await page.locator("#contact-name").fill("Marta Gómez");
        await page.locator("#contact-email").fill("marta@example.com");
        await page.locator("#contact-subject").selectOption("pregunta-receta");
        await page.locator("#contact-message").fill(
          "¿Se puede hacer el congrí con frijoles de lata?\nGracias & saludos",
        );
        await page.locator("#contact-form button[type=submit]").click();
        await page.locator("#contact-form .form-banner--success").waitFor();

        await signIn(page, site, { next: "/admin/dashboard" });
        await waitForIsland(page, "AdminShell");
        assert.equal(await page.textContent('[data-counter="unread-messages"] .value'), "2");
        assert.equal(await navCount(page), "2");
        assert.match(
          await page.locator('.sidebar nav a[href="/admin/messages"]').textContent() ?? "",
          /Messages\s*2\s*unread/,
        );

        await page.goto(`${site.url}/admin/messages`);
        await waitForIsland(page, "AdminMessagesMessagesInbox");
        await waitForRows(page, [["Marta Gómez", "Unread"], ["Luis Viejo", "Unread"]]);
        assert.deepEqual((await rows(page)).map((row) => row[2]), ["700", "700"], "unread rows are bold");
        assert.equal(await page.getByRole("button", { name: "Unread (2)" }).count(), 1);
        assert.deepEqual(await seriousViolations(page), []);

        // Keyboard: Enter opens the message, Escape closes it and focus returns to its Open button.
        const openMarta = page.getByRole("button", { name: "Open message from Marta Gómez" });
        await openMarta.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("heading", { name: "Recipe question" }).waitFor();
        assert.equal(
          await dialog.locator(".message-text").textContent(),
          "¿Se puede hacer el congrí con frijoles de lata?\nGracias & saludos",
        );
        const reply = dialog.getByRole("link", { name: "Reply by email" });
        assert.equal(
          await reply.getAttribute("href"),
          "mailto:marta@example.com?subject=Re%3A%20Pregunta%20sobre%20una%20receta&body=" +
            encodeURIComponent(
              "\r\n\r\nMarta Gómez escribió:\r\n> ¿Se puede hacer el congrí con frijoles de lata?\r\n> Gracias & saludos",
            ),
        );
        assert.equal(
          await page.evaluate(() => document.activeElement?.closest("dialog") !== null),
          true,
          "focus moves into the dialog",
        );
        await waitForRows(page, [["Marta Gómez", "Read"], ["Luis Viejo", "Unread"]]);
        assert.deepEqual(await seriousViolations(page), []);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
          "Open message from Marta Gómez",
        );
        assert.deepEqual((await rows(page)).map((row) => row[2]), ["400", "700"], "a read row is no longer bold");
        assert.equal(await navCount(page), "1");
        assert.equal((await getContactMessage(site.kv, (await firstId(page))!))?.read, true);

        // Mark handled.
        await openMarta.click();
        await dialog.getByRole("button", { name: "Mark as handled" }).click();
        await toast(page, "Message marked as handled");
        assert.equal(await dialog.locator(".message-status").textContent(), "Handled");
        await dialog.getByRole("button", { name: "Close" }).click();
        await waitForRows(page, [["Marta Gómez", "ReadHandled"], ["Luis Viejo", "Unread"]]);
        assert.equal((await getContactMessage(site.kv, (await firstId(page))!))?.handled, true);

        // The earlier message opens too; delete it after confirmation.
        await page.getByRole("button", { name: "Open message from Luis Viejo" }).click();
        await dialog.getByRole("heading", { name: "Other" }).waitFor();
        await dialog.getByRole("button", { name: "Delete" }).click();
        const confirm = page.getByRole("alertdialog");
        await confirm.getByText("Are you sure you want to delete this message?").waitFor();
        assert.deepEqual(await seriousViolations(page), []);
        await confirm.getByRole("button", { name: "Delete" }).click();
        await toast(page, "Message deleted");
        await waitForRows(page, [["Marta Gómez", "ReadHandled"]]);
        assert.equal(await getContactMessage(site.kv, EARLIER_ID), null);
        assert.equal(await page.getByRole("dialog").count(), 0);
        assert.equal(await navCount(page), "");

        // The unread filter.
        await page.getByRole("button", { name: "Unread (0)" }).click();
        await page.locator(".messages-table td.empty", { hasText: "No unread messages" }).waitFor();

        // Bulk: two new messages marked read together, then every message deleted after one confirmation.
        for (const name of ["Pedro", "Rosa"]) {
          await createContactMessage(site.kv, { name, email: "x@example.com", subject: "otro", message: "Hola" });
        }
        await page.getByRole("button", { name: /^All \(/ }).click();
        await waitForRows(page, [["Rosa", "Unread"], ["Pedro", "Unread"], ["Marta Gómez", "ReadHandled"]]);
        await page.getByRole("checkbox", { name: "Select message from Rosa" }).check();
        await page.getByRole("checkbox", { name: "Select message from Pedro" }).check();
        const bulk = page.getByRole("group", { name: "Selected messages" });
        await bulk.getByText("2 selected").waitFor();
        assert.deepEqual(await seriousViolations(page), []);
        await bulk.getByRole("button", { name: "Mark as read" }).click();
        await toast(page, "2 messages marked as read");
        await waitForRows(page, [["Rosa", "Read"], ["Pedro", "Read"], ["Marta Gómez", "ReadHandled"]]);
        assert.equal(await page.getByRole("checkbox", { name: "Select message from Rosa" }).isChecked(), false);
        await bulk.getByRole("checkbox", { name: "Select all" }).check();
        await bulk.getByText("3 selected").waitFor();
        await bulk.getByRole("button", { name: "Delete" }).click();
        await confirm.getByText("Are you sure you want to delete these 3 messages?").waitFor();
        await confirm.getByRole("button", { name: "Delete" }).click();
        await toast(page, "3 messages deleted");
        await page.locator(".messages-table td.empty", { hasText: "No messages yet" }).waitFor();
        assert.deepEqual(await Array.fromAsync(site.kv.list({ prefix: ["contact_messages"] })), []);
        assertNoUnexpectedFailures(watch);
      });
    } finally {
      await site.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/** Id of the first row. */
function firstId(page: Page): Promise<string | null> {
  return page.locator(".messages-table tbody tr.message-row").first().getAttribute("data-id");
}
