/**
 * The search page's filters in Chromium, with JavaScript on (islands hydrated) and off: choosing filters and
 * submitting the form loads the filtered results as GET parameters, the choices kept selected; on a 390 px phone the
 * filters fold into a closed "Filtros" disclosure and the first result is on the first screen.
 */
import assert from "node:assert/strict";
import { createPost } from "@/lib/db/posts.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

const author = { id: "test-author", name: "Ana Prueba" };

Deno.test("search filters work in a browser with and without JavaScript", async () => {
  const site = await startSite();
  try {
    await createPost(site.kv, {
      title: "Picadillo rápido",
      status: "published",
      content_type: "recipe",
      ingredients: ["carne molida", "comino"],
      total_time: "PT25M",
    }, author);
    await createPost(site.kv, {
      title: "Frijoles dormidos",
      status: "published",
      content_type: "recipe",
      ingredients: ["frijoles negros", "comino"],
      total_time: "PT2H",
    }, author);
    await withBrowser(async (browser) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`${site.url}/search?q=comino`);
        if (javaScriptEnabled) await page.waitForSelector("rc-island[data-hydrated]");
        assert.equal(await page.locator(".card__title").count(), 2, `js ${javaScriptEnabled}`);
        await page.getByLabel("Tiempo total").selectOption("30");
        await page.getByLabel("Con ingredientes").fill("carne");
        await Promise.all([page.waitForURL(/tiempo=30/), page.getByRole("button", { name: "Filtrar" }).click()]);
        const url = new URL(page.url());
        assert.equal(url.searchParams.get("q"), "comino");
        assert.equal(url.searchParams.get("con"), "carne");
        assert.deepEqual(await page.locator(".card__title").allTextContents(), ["Picadillo rápido"]);
        assert.equal(await page.getByLabel("Tiempo total").inputValue(), "30", "the choice stays selected");
        assert.match(await page.locator(".page-hero__count").textContent() ?? "", /1 receta encontrada/);
        await context.close();
      }
    });
  } finally {
    await site.close();
  }
});

Deno.test("search filters fold on a phone: the first result is on the first screen, the filters a tap away", async () => {
  const site = await startSite({ seed: true });
  try {
    await withBrowser(async (browser) => {
      const viewport = { width: 390, height: 844 };
      const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${site.url}/search?q=arroz`);
      // The first result's picture and title are on the first screen (with the filters open, the title is below it).
      const title = await page.locator(".card__title").first().boundingBox();
      assert.ok(title, "a result is shown");
      const bottom = title.y + title.height;
      assert.ok(
        bottom <= viewport.height,
        `the first result's title ends at ${bottom} px, within ${viewport.height} px`,
      );
      assert.equal(await page.getByLabel("Tiempo total").isVisible(), false, "the filters are folded");
      const summary = page.getByText("Filtros", { exact: true });
      await summary.click();
      assert.equal(await page.getByLabel("Tiempo total").isVisible(), true, "a tap on Filtros opens them");
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= viewport.width, `no sideways scroll (${scrollWidth} px)`);
      await context.close();
    });
  } finally {
    await site.close();
  }
});
