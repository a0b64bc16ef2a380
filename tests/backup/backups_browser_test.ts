/**
 * Settings → Backups in Chromium on a 390 px phone: "Back up now" from the keyboard, its completion, the list, the
 * download (extracted with `tar -xz` and checked against the manifest), a job running elsewhere picked up on load
 * and followed to its end, the page inside the screen and free of serious accessibility violations.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BACKUP_JOB_KEY, type BackupRecord } from "@/lib/db/backups.ts";
import { hashFile, readManifest } from "@/lib/services/backup/manifest.ts";
import type { BackupJob } from "@/lib/schemas/backups.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { gradientImage } from "../media/images.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "../admin/admin_browser.ts";

async function toast(page: Page, text: string): Promise<void> {
  await page.locator(".toast", { hasText: text }).first().waitFor();
}

async function fitsWidth(page: Page): Promise<boolean> {
  return await page.evaluate(() => document.documentElement.scrollWidth <= globalThis.innerWidth);
}

Deno.test("backups panel: back up now by keyboard, download, a running job followed, at 390 px", async (t) => {
  const backups = await Deno.makeTempDir({ prefix: "recetas-browser-backups-" });
  const site = await startSite({ env: { BACKUP_DIR: backups } });
  const out = await Deno.makeTempDir({ prefix: "recetas-browser-download-" });
  try {
    await site.media.write("posts/plato.png", await gradientImage(60, 40));
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
      const watch = watchPage(page);
      await signIn(page, site);
      await page.goto(`${site.url}/admin/settings`);
      await waitForIsland(page, "AdminSettingsBackupsPanel");
      const panel = page.locator("section", { has: page.locator("#backups-heading") });

      await t.step("empty at first, no serious accessibility violations, inside the screen", async () => {
        await panel.getByText("No backups yet.").waitFor();
        assert.match(await panel.locator(".hint").innerText(), /No automatic backups/);
        assert.deepEqual(await seriousViolations(page), []);
        assert.ok(await fitsWidth(page));
      });

      let id = "";
      await t.step("'Back up now' from the keyboard: the job runs, ends, and the backup is listed", async () => {
        await panel.getByRole("button", { name: "Back up now" }).focus();
        await page.keyboard.press("Enter");
        await toast(page, "Backup complete.");
        const row = panel.locator("tbody tr");
        assert.equal(await row.count(), 1);
        assert.match(await row.innerText(), /OK/);
        id = (await row.getAttribute("data-backup"))!;
        assert.match(id, /^recetas-\d{8}T\d{6}Z$/);
        assert.ok(await fitsWidth(page));
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("the download is the backup as .tar.gz", async () => {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          panel.getByRole("link", { name: `${id}.tar.gz` }).click(),
        ]);
        assert.equal(download.suggestedFilename(), `${id}.tar.gz`);
        await download.saveAs(`${out}/backup.tar.gz`);
        const tar = await new Deno.Command("tar", { args: ["-xzf", `${out}/backup.tar.gz`, "-C", out] }).output();
        assert.equal(tar.code, 0);
        const manifest = await readManifest(`${out}/${id}`);
        assert.deepEqual(manifest.files.map((file) => file.path), ["store.kv", "media/posts/plato.png"]);
        for (const file of manifest.files) {
          assert.deepEqual(await hashFile(`${out}/${id}/${file.path}`), { bytes: file.bytes, sha256: file.sha256 });
        }
      });

      await t.step("a job running elsewhere is shown on load and followed to its end", async () => {
        const now = new Date().toISOString();
        const running: BackupJob = {
          id: "job-elsewhere",
          state: "running",
          step: "media",
          done: 3,
          total: 9,
          startedAt: now,
          heartbeatAt: now,
        };
        await site.kv.set(BACKUP_JOB_KEY, running);
        await page.reload();
        await waitForIsland(page, "AdminSettingsBackupsPanel");
        await panel.getByText("Copying media: 3 of 9 files…").waitFor();
        assert.equal(await panel.getByRole("button", { name: /Backing up/ }).isDisabled(), true);
        const record: BackupRecord = (await site.kv.get<BackupRecord>(["meta", "last_backup"])).value!;
        const finishedAt = new Date().toISOString();
        await site.kv.set(BACKUP_JOB_KEY, {
          ...running,
          state: "failed",
          error: "disk full",
          finishedAt,
          heartbeatAt: finishedAt,
          backup: { ...record, ok: false, error: "disk full" },
        });
        await toast(page, "Backup failed: disk full");
        assert.equal(await panel.getByRole("button", { name: "Back up now" }).isEnabled(), true);
      });
      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
    await Deno.remove(backups, { recursive: true });
    await Deno.remove(out, { recursive: true });
  }
});
