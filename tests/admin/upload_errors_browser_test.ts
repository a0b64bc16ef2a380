/**
 * Image pickers of the Theme Settings (favicons, default category header), the category form and the post editor's
 * featured image show only the message of the latest pick: each refused pick replaces the message before it,
 * whoever wrote it (the picker's type and size checks, the card's minimum dimensions, the server's refusal), and a
 * good pick clears it. On a branding card a refused pick also leaves nothing to upload from an earlier one.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Locator, Page } from "playwright-core";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures, signIn, waitForIsland, watchPage } from "./admin_browser.ts";
import { gradientImage, noisePng } from "../media/images.ts";

interface PickedFile {
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** One picker: where it is, files it refuses (with the message each shows) and when a good pick is done. */
interface PickerCase {
  name: string;
  path: string;
  island: string;
  field: (page: Page) => Locator;
  refused: { file: PickedFile; message: string }[];
  accepted: PickedFile;
  /** Resolves once the good pick has been taken in (ready to upload, or uploaded). */
  taken: (field: Locator) => Promise<void>;
  /** Whether the field's upload button may be pressed (branding cards only). */
  canUpload?: (field: Locator) => Promise<boolean>;
}

const png = async (name: string, width: number, height: number): Promise<PickedFile> => ({
  name,
  mimeType: "image/png",
  bytes: await gradientImage(width, height),
});
const notAnImage: PickedFile = { name: "notes.txt", mimeType: "text/plain", bytes: new TextEncoder().encode("hi") };

async function pick(field: Locator, file: PickedFile): Promise<void> {
  await field.locator("input[type=file]").setInputFiles({
    name: file.name,
    mimeType: file.mimeType,
    buffer: Buffer.from(file.bytes),
  });
}

async function errors(field: Locator): Promise<string[]> {
  return (await field.locator(".field-error").allTextContents()).map((text) => text.trim());
}

Deno.test("a new image pick replaces the message of the one before", async (t) => {
  const site = await startSite();
  const twoMegabytes = await noisePng(1000, 1000);
  const uploadReady = async (field: Locator) => {
    await field.locator("button:not([disabled])", { hasText: "Upload" }).waitFor();
  };
  const canUpload = async (field: Locator) => await field.locator("button", { hasText: "Upload" }).isEnabled();
  const uploaded = async (field: Locator) => {
    await field.locator("button", { hasText: "Remove" }).waitFor();
    await field.locator(".upload-status").waitFor({ state: "detached" });
  };
  const cases: PickerCase[] = [
    {
      name: "favicons",
      path: "/admin/themes",
      island: "AdminThemesSettings",
      field: (page) => page.locator('.branding-card[data-asset="favicons"]'),
      refused: [
        { file: await png("small.png", 120, 120), message: "Image must be at least 180x180 pixels" },
        { file: notAnImage, message: "Please upload an image file" },
        { file: await png("small.png", 100, 100), message: "Image must be at least 180x180 pixels" },
        {
          file: { name: "big.png", mimeType: "image/png", bytes: twoMegabytes },
          message: "Favicon file size must be less than 2MB",
        },
      ],
      accepted: await png("icon.png", 256, 256),
      taken: uploadReady,
      canUpload,
    },
    {
      name: "default category header",
      path: "/admin/themes",
      island: "AdminThemesSettings",
      field: (page) => page.locator('.branding-card[data-asset="category-header"]'),
      refused: [
        { file: await png("narrow.png", 700, 500), message: "Image must be at least 800x400 pixels" },
        { file: notAnImage, message: "Please upload an image file" },
      ],
      accepted: await png("header.png", 1600, 800),
      taken: uploadReady,
      canUpload,
    },
    {
      name: "category card image",
      path: "/admin/categories",
      island: "AdminCategoriesScreen",
      field: (page) => page.locator(".category-image[data-image-type=category-card]"),
      refused: [
        {
          file: { name: "big.png", mimeType: "image/png", bytes: new Uint8Array(4194305) },
          message: "Image too large! Maximum size is 4MB. Your image is 4 MB",
        },
        { file: notAnImage, message: "Please upload an image file" },
      ],
      accepted: await png("card.png", 300, 200),
      taken: uploaded,
    },
    {
      name: "category header image",
      path: "/admin/categories",
      island: "AdminCategoriesScreen",
      field: (page) => page.locator(".category-image[data-image-type=category-page-header]"),
      refused: [
        {
          file: await png("small.png", 600, 300),
          message: "Header image must be at least 800x400px. Current: 600x300px",
        },
        { file: notAnImage, message: "Please upload an image file" },
      ],
      accepted: await png("wide.png", 1600, 800),
      taken: uploaded,
    },
    {
      name: "featured image",
      path: "/admin/posts/new",
      island: "AdminPostEditor",
      field: (page) => page.locator(".featured-image-panel"),
      refused: [
        { file: await png("small.png", 300, 300), message: "Image must be at least 512x512 pixels" },
        { file: notAnImage, message: "Please upload an image file" },
      ],
      accepted: await png("plato.png", 640, 640),
      taken: async (field) => {
        await field.locator(".featured-image-preview img").waitFor();
        await field.locator("[role=status]").waitFor({ state: "detached" });
      },
    },
  ];
  try {
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const watch = watchPage(page);
      await signIn(page, site);
      for (const picker of cases) {
        await t.step(picker.name, async () => {
          await page.goto(`${site.url}${picker.path}`);
          await waitForIsland(page, picker.island);
          const field = picker.field(page);
          if (picker.canUpload) {
            await pick(field, picker.accepted);
            await picker.taken(field);
          }
          for (const { file, message } of picker.refused) {
            await pick(field, file);
            await field.locator(".field-error", { hasText: message }).waitFor();
            assert.deepEqual(await errors(field), [message], `only the message of ${file.name}`);
            if (picker.canUpload) assert.equal(await picker.canUpload(field), false, "nothing left to upload");
          }
          await pick(field, picker.accepted);
          await picker.taken(field);
          assert.deepEqual(await errors(field), [], "a good pick clears the message");
        });
      }
      assertNoUnexpectedFailures(watch, { responses: ["400 POST /api/upload"] });
    });
  } finally {
    await site.close();
  }
});
