/**
 * The recipe card in Chromium: each ingredient has one marker (its checkbox, no list bullet); the nutrition
 * label lists every value per serving and its note follows the servings chosen, the values staying.
 */
import assert from "node:assert/strict";
import { hydrateAllIslands, watchConsole, withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";

Deno.test("each ingredient shows its checkbox as its only marker", async () => {
  const site = await startSite({ seed: true });
  try {
    await withBrowser(async (browser) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.goto(`${site.url}/ropa-vieja`, { waitUntil: "load" });
      const items = page.locator(".recipe-card__ingredients li");
      assert.ok(await items.count() >= 5);
      const markers = await items.evaluateAll((list) =>
        list.map((li) => ({
          bullet: getComputedStyle(li).listStyleType,
          checkboxes: li.querySelectorAll("input[type=checkbox]").length,
        }))
      );
      for (const marker of markers) assert.deepEqual(marker, { bullet: "none", checkboxes: 1 });

      const label = page.locator(".nutrition-label");
      const rows = async () =>
        (await label.locator(".nutrition-label__row").allInnerTexts()).map((t) => t.replace(/\s+/g, " "));
      await hydrateAllIslands(page);
      assert.equal(
        (await label.locator(".nutrition-label__note").innerText()).trim(),
        "Valores por ración · la receta rinde 6 raciones",
      );
      const before = await rows();
      assert.deepEqual(before, [
        "Tamaño de la ración 1 plato (290 g)",
        "Calorías 410 kcal",
        "Grasas 21 g",
        "Grasas saturadas 7,3 g",
        "Grasas trans 0 g",
        "Colesterol 101 mg",
        "Sodio 720 mg",
        "Carbohidratos 12 g",
        "Fibra 1 g",
        "Azúcares 1,8 g",
        "Proteínas 36 g",
      ]);
      await page.getByRole("button", { name: "×2" }).click();
      await page.waitForFunction(() =>
        document.querySelector(".nutrition-label__note")?.textContent?.includes("12 raciones")
      );
      assert.deepEqual(await rows(), before, "values per serving stay when the recipe is doubled");
      assert.deepEqual(errors, []);
      await context.close();
    });
  } finally {
    await site.close();
  }
});
