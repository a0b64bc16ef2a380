/**
 * Shared steps of the visual editor's browser tests: a signed-in page on a new post, its HTML, toasts, test
 * images, paste and drop.
 */
import { Buffer } from "node:buffer";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import type { TestSite } from "../support/site.ts";
import { openEditor, type PageWatch, signIn, watchPage } from "../admin/admin_browser.ts";

/** The visual editor's content element. */
export const VISUAL = ".rich-content";

/**
 * Opens a 1400×1000 page in `browser` watched for failures ({@link watchPage}), runs `prepare` on it (listeners,
 * routes or a clock that must be in place before the first request), signs in to `site` and opens the editor on a
 * new post.
 */
export async function openNewPost(
  browser: Browser,
  site: TestSite,
  prepare?: (page: Page) => unknown,
): Promise<{ page: Page; watch: PageWatch }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const watch = watchPage(page);
  await prepare?.(page);
  await signIn(page, site);
  await openEditor(page, `${site.url}/admin/posts/new`);
  return { page, watch };
}

/** HTML of the visual editor. */
export function editorHtml(page: Page): Promise<string> {
  return page.locator(VISUAL).innerHTML();
}

/** Text of the newest toast and its type class. */
export async function lastToast(page: Page): Promise<{ text: string; type: string }> {
  const toast = page.locator(".toast").last();
  await toast.waitFor();
  return {
    text: (await toast.locator(".toast-message").textContent()) ?? "",
    type: ((await toast.getAttribute("class")) ?? "").replace(/^.*toast-(\w+).*$/, "$1"),
  };
}

/** A noisy JPEG of `width`×`height` (noise keeps it from compressing to nothing). */
export async function jpeg(width: number, height: number, seed = 1): Promise<Uint8Array> {
  const pixels = new Uint8Array(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (state >> 16) & 0xff;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  return new Uint8Array(buffer);
}

/** A PNG of `width`×`height` in one colour. */
export async function png(width: number, height: number): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

/** Chooses `bytes` as `name` in the file picker opened by clicking `selector`. */
export async function pickFile(page: Page, selector: string, name: string, bytes: Uint8Array, mimeType: string) {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.click(selector)]);
  await chooser.setFiles({ name, mimeType, buffer: Buffer.from(bytes) });
}

/** Pastes into the visual editor: files given as base64, and/or HTML. */
export async function paste(
  page: Page,
  data: { html?: string; file?: { name: string; type: string; base64: string } },
) {
  await page.locator(VISUAL).evaluate((element, data) => {
    const transfer = new DataTransfer();
    if (data.html) transfer.setData("text/html", data.html);
    if (data.file) {
      const bytes = Uint8Array.from(atob(data.file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], data.file.name, { type: data.file.type }));
    }
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, data);
}

/** Drops a file (base64) on the visual editor at the end of its last paragraph. */
export async function dropFile(page: Page, file: { name: string; type: string; base64: string }) {
  await page.locator(VISUAL).evaluate((element, file) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], file.name, { type: file.type }));
    const target = element.querySelector("p:last-of-type") ?? element;
    const rect = target.getBoundingClientRect();
    const at = { clientX: rect.right - 2, clientY: rect.top + rect.height / 2 };
    target.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true, ...at }));
  }, file);
}

/** Base64 of `bytes`. */
export function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
