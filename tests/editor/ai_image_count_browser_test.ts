/**
 * "AI image" on a short post in Chromium against the fake AI provider: a one-paragraph post asks for 2 images
 * (the specification's 2–4), both land in the editor, and the toast counts them grammatically ("2 images
 * generated", "1 image generated" when one of the two fails).
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { updateSettings } from "@/lib/db/settings.ts";
import { withBrowser } from "../support/browser.ts";
import { type FakeAiServer, fakePng } from "../support/fake_ai_server.ts";
import { assertNoUnexpectedFailures, type PageWatch } from "../admin/admin_browser.ts";
import { openNewPost } from "./editor_browser.ts";
import { startAiSite } from "../ai/ai_test_site.ts";
import type { TestSite } from "../support/site.ts";

const SHORT_TEXT =
  "Un flan de leche sencillo, cremoso y con caramelo, como el de la abuela en La Habana, listo en una hora.";

/** Opens a new post with a title and one short paragraph, and clicks "AI image". */
async function clickAiImage(browser: Browser, site: TestSite): Promise<{ page: Page; watch: PageWatch }> {
  const { page, watch } = await openNewPost(browser, site);
  await page.fill("#post-title", "Flan de leche cubano");
  await page.locator(".rich-content").click();
  await page.keyboard.type(SHORT_TEXT);
  await page.waitForSelector('button:text-is("AI image"):not([disabled])');
  await page.click('button:text-is("AI image")');
  return { page, watch };
}

/** The image-model calls and the description prompt the fake provider received since `chatBefore`. */
function received(fake: FakeAiServer, chatBefore: number, cloudflareBefore: number) {
  const describe = fake.chat.slice(chatBefore)
    .find((request) => request.body.response_format?.json_schema?.name === "content_images");
  const prompt = describe?.body.messages.map((m: { content: string }) => m.content).join("\n") ?? "";
  return { prompt, images: fake.cloudflare.length - cloudflareBefore };
}

Deno.test("AI image on a short post: asks for 2 images and counts them grammatically", async (t) => {
  const ai = await startAiSite();
  const { site, fake } = ai;
  try {
    await updateSettings(site.kv, { ai_image_provider: "cloudflare" });
    await withBrowser(async (browser) => {
      await t.step("one paragraph of text: 2 images asked for, inserted, '2 images generated'", async () => {
        const png = await fakePng();
        fake.nextCloudflare({ image: png }, { image: png });
        const chatBefore = fake.chat.length;
        const { page, watch } = await clickAiImage(browser, site);
        await page.locator(".toast-message", { hasText: "images generated" }).waitFor();
        assert.deepEqual(await page.locator(".toast-message").allTextContents(), ["2 images generated"]);
        const sent = received(fake, chatBefore, 0);
        assert.match(sent.prompt, /Describe 2 fotografías/);
        assert.equal(sent.images, 2, "two image model calls");
        assert.equal(await page.locator(".rich-content img").count(), 2);
        assert.ok((await page.locator(".rich-content").textContent())!.includes(SHORT_TEXT), "the text stays");
        assertNoUnexpectedFailures(watch);
        await page.close();
      });

      await t.step("one of the two images fails: '1 image generated'", async () => {
        fake.nextCloudflare({ image: await fakePng() }, { status: 500 });
        const cloudflareBefore = fake.cloudflare.length;
        const { page, watch } = await clickAiImage(browser, site);
        await page.locator(".toast-message", { hasText: "generated" }).waitFor();
        assert.deepEqual(await page.locator(".toast-message").allTextContents(), ["1 image generated"]);
        assert.equal(fake.cloudflare.length - cloudflareBefore, 2, "both images were still asked for");
        assert.equal(await page.locator(".rich-content img").count(), 1);
        assertNoUnexpectedFailures(watch);
        await page.close();
      });
    });
  } finally {
    await ai.close();
  }
});
