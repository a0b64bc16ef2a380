/**
 * What the editor saves is what the public page shows: content made in the
 * visual editor (headings 1–6 with alignment, marks, a new-tab nofollow link,
 * an ordered list with a start, task items, an uploaded image with alt,
 * title and a resized width, an embedded video) is published, and the public
 * post's content has the same elements with the same attributes, in order.
 * The only addition allowed is the server's heading `id`.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { assertNoUnexpectedFailures } from "../admin/admin_browser.ts";
import { jpeg, openNewPost, paste, pickFile, VISUAL } from "./editor_browser.ts";

/** Each element of `html` as `tag[attr=value …]` in document order (heading ids and style spacing left out). */
function signatures(page: Page, html: string): Promise<string[]> {
  return page.evaluate((html) => {
    const root = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body;
    return Array.from(root.querySelectorAll("*")).map((element) => {
      const tag = element.tagName.toLowerCase();
      const attrs = Array.from(element.attributes)
        .filter((attr) => !(attr.name === "id" && /^h[1-6]$/.test(tag)))
        .map((attr) => `${attr.name}=${attr.value.replace(/\s*([:;])\s*/g, "$1").replace(/;$/, "")}`)
        .sort();
      return `${tag}[${attrs.join(" ")}]`;
    });
  }, html);
}

const PASTED = [
  '<h1>Uno</h1><h2>Dos</h2><h3 style="text-align: center">Tres</h3><h4>Cuatro</h4><h5>Cinco</h5><h6>Seis</h6>',
  '<p style="text-align: right">Un <strong>buen</strong> <em>sofrito</em> <u>siempre</u> con ',
  '<a href="https://example.com/sofrito" target="_blank" rel="noopener noreferrer nofollow">receta</a>.</p>',
  '<ol start="3"><li><p>Paso tres</p></li><li><p>Paso cuatro</p></li></ol>',
  '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked>',
  '<span></span></label><div><p>Sal</p></div></li><li data-type="taskItem" data-checked="false"><label>',
  '<input type="checkbox"><span></span></label><div><p>Pimienta</p></div></li></ul><p>Fin.</p>',
].join("");

Deno.test("post editor: what the editor saves is what the public page shows", async () => {
  const site = await startSite();
  try {
    await withBrowser(async (browser) => {
      const saved: string[] = [];
      const { page, watch } = await openNewPost(browser, site, async (page) => {
        // The public page embeds the player; no network here, so the player's host answers an empty page.
        await page.route(
          "https://www.youtube-nocookie.com/**",
          (route) => route.fulfill({ body: "", contentType: "text/html" }),
        );
        page.on("request", (request) => {
          const body = request.postData();
          if (!new URL(request.url()).pathname.startsWith("/api/posts") || !body?.startsWith("{")) return;
          const content = JSON.parse(body).content;
          if (typeof content === "string") saved.push(content);
        });
      });
      await page.fill("#post-title", "Sofrito cubano");
      await page.locator(VISUAL).click();
      await paste(page, { html: PASTED });
      await page.locator(`${VISUAL} p:text-is("Fin.")`).click();
      await page.keyboard.press("End");
      await pickFile(page, 'button[aria-label="Insert image"]', "sofrito.jpg", await jpeg(640, 480), "image/jpeg");
      const img = page.locator(`${VISUAL} img`);
      await img.waitFor();
      await img.scrollIntoViewIfNeeded();
      const rect = (await img.boundingBox())!;
      await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
      await page.fill('[aria-label="Image options"] label:has-text("Alt Text") input', "Sofrito en la sartén");
      await page.fill('[aria-label="Image options"] label:has-text("Title") input', "Sofrito");
      await page.click('[aria-label="Image options"] button:text-is("50%")');
      await page.keyboard.press("Escape");
      await page.click('button[aria-label="Embed video"]');
      await page.fill("#video-url", "https://youtu.be/dQw4w9WgXcQ");
      await page.keyboard.press("Enter");
      await page.locator(`${VISUAL} .video-embed-preview`).waitFor();

      await page.click('button:has-text("Publish")');
      await page.locator(".slug-visit").waitFor();
      const editorHtml = saved.at(-1) ?? "";
      const expected = await signatures(page, editorHtml);
      for (
        const needed of [
          "h1[]",
          "h3[style=text-align:center]",
          "h6[]",
          "p[style=text-align:right]",
          "a[href=https://example.com/sofrito rel=noopener noreferrer nofollow target=_blank]",
          "ol[start=3]",
          "ul[data-type=taskList]",
          "li[data-checked=true data-type=taskItem]",
          "input[checked=checked type=checkbox]",
          "div[class=video-embed]",
        ]
      ) {
        assert.ok(expected.includes(needed), `the editor saved ${needed}: ${expected.join(", ")}`);
      }
      assert.ok(
        expected.some((s) =>
          /^img\[alt=Sofrito en la sartén class=max-w-full h-auto rounded-lg height=\d+ src=\/media\/\S+ title=Sofrito width=\d+\]$/
            .test(s)
        ),
      );
      assert.ok(
        expected.some((s) =>
          s.startsWith("iframe[") && s.includes("src=https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")
        ),
      );

      const href = (await page.locator(".slug-visit").getAttribute("href"))!;
      await page.goto(`${site.url}${href}`);
      const shown = await page.locator(".post__content").innerHTML();
      assert.deepEqual(await signatures(page, shown), expected);
      assert.equal(await page.locator(".post__content h3").getAttribute("id"), "tres", "the server's heading id");
      assertNoUnexpectedFailures(watch);
    });
  } finally {
    await site.close();
  }
});
