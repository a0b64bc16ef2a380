/**
 * Reading a recipe in Chromium: servings and units scaling, ticked items kept
 * across reloads, cook mode (wake lock and timer), print layout, share
 * fallbacks, saved recipes, related recipes, the mini-bar and structured data.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { createCategory } from "@/lib/db/categories.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { seriousViolations } from "../support/axe.ts";
import { hydrateAllIslands, watchConsole, withBrowser } from "../support/browser.ts";
import { startSite, type TestSite } from "../support/site.ts";

const AUTHOR = { id: "reader", name: "Ana Prueba" };
const INGREDIENTS = [
  "2 tazas de arroz",
  "1/2 cucharadita de sal",
  "½ taza de aceite",
  "1 ½ tazas de caldo",
  "2-3 dientes de ajo",
  "una pizca de comino",
  "250 g de pollo",
  "Perejil al gusto",
];

async function createRecipes(site: TestSite): Promise<void> {
  const { category } = await createCategory(site.kv, { name: "Lectura de Prueba", slug: "prueba-lectura" });
  const { category: other } = await createCategory(site.kv, { name: "Otra de Prueba", slug: "prueba-otra" });
  await savePostFromInput(site.kv, {
    title: "Arroz de Prueba Lector",
    slug: "prueba-lector",
    status: "published",
    content_type: "recipe",
    content: `<p>${"Texto de la historia del plato. ".repeat(20)}</p>`,
    prep_time: "PT10M",
    cook_time: "PT30M",
    recipe_yield: "4 porciones",
    nutrition_calories: "420",
    ingredients: INGREDIENTS,
    instructions: [
      { name: "Sofrito", text: "Sofríe el ajo en el aceite." },
      { name: "Cocción", text: "Añade el arroz y el caldo, tapa y cocina 20 minutos." },
      { name: "", text: "Sirve caliente." },
    ],
    category_ids: [category.id],
    published_at: new Date(Date.now() - 86_400_000).toISOString(),
  }, AUTHOR);
  for (
    const [slug, title, categoryIds, cuisine, ingredient] of [
      ["prueba-hermana", "Hermana de Prueba", [category.id], "", "1 taza de agua"],
      ["prueba-cocina", "Misma Cocina de Prueba", [other.id], "Cubana", "3 tazas de arroz blanco"],
      ["prueba-ajena", "Ajena de Prueba", [other.id], "Cubana", "1 taza de agua"],
    ] as const
  ) {
    await savePostFromInput(site.kv, {
      title,
      slug,
      status: "published",
      content_type: "recipe",
      content: "<p>Otra receta.</p>",
      recipe_cuisine: cuisine,
      category_ids: [...categoryIds],
      ingredients: [ingredient],
    }, AUTHOR);
  }
}

function ingredientLines(page: Page): Promise<string[]> {
  return page.locator(".recipe-card__ingredients li").allTextContents();
}

async function openRecipe(page: Page, site: TestSite): Promise<void> {
  await page.goto(`${site.url}/prueba-lector`);
  await hydrateAllIslands(page);
}

async function checkScaling(page: Page): Promise<void> {
  assert.deepEqual(await ingredientLines(page), INGREDIENTS);
  await page.click('.recipe-card__factors button:text-is("×2")');
  await page.waitForFunction(() =>
    document.querySelector(".recipe-card__ingredients li")?.textContent === "4 tazas de arroz"
  );
  assert.deepEqual(await ingredientLines(page), [
    "4 tazas de arroz",
    "1 cucharadita de sal",
    "1 taza de aceite",
    "3 tazas de caldo",
    "4-6 dientes de ajo",
    "2 pizcas de comino",
    "500 g de pollo",
    "Perejil al gusto",
  ]);
  assert.equal(await page.inputValue(".recipe-card__servings input"), "8");
  await page.click('.recipe-card__factors button:text-is("×½")');
  assert.deepEqual(await ingredientLines(page), [
    "1 taza de arroz",
    "¼ cucharadita de sal",
    "¼ taza de aceite",
    "¾ taza de caldo",
    "1-1 ½ dientes de ajo",
    "½ pizca de comino",
    "125 g de pollo",
    "Perejil al gusto",
  ]);
  await page.click('.recipe-card__factors button:text-is("×3")');
  assert.equal((await ingredientLines(page))[1], "1 ½ cucharaditas de sal");
  assert.equal((await ingredientLines(page))[4], "6-9 dientes de ajo");
  await page.fill(".recipe-card__servings input", "6");
  assert.equal((await ingredientLines(page))[0], "3 tazas de arroz");
  assert.equal((await ingredientLines(page))[3], "2 ¼ tazas de caldo");
  await page.click('.recipe-card__factors button:text-is("×1")');
  await page.selectOption(".recipe-card__units select", "metric");
  assert.deepEqual((await ingredientLines(page)).slice(0, 3), [
    "480 ml de arroz",
    "2,5 ml de sal",
    "120 ml de aceite",
  ]);
  await page.selectOption(".recipe-card__units select", "us");
  assert.equal((await ingredientLines(page))[6], "8 ¾ onzas de pollo");
  await page.selectOption(".recipe-card__units select", "original");
  assert.deepEqual(await ingredientLines(page), INGREDIENTS);
}

async function checkTicks(page: Page, site: TestSite): Promise<void> {
  await page.locator(".recipe-card__ingredients input[type=checkbox]").nth(0).check();
  await page.locator(".recipe-card__steps input[type=checkbox]").nth(1).check();
  await openRecipe(page, site);
  const ticked = async (selector: string) =>
    await page.locator(selector).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).checked));
  assert.deepEqual(await ticked(".recipe-card__ingredients input"), INGREDIENTS.map((_, i) => i === 0));
  assert.deepEqual(await ticked(".recipe-card__steps input"), [false, true, false]);
  await page.locator(".recipe-card__steps input[type=checkbox]").nth(1).uncheck();
  await openRecipe(page, site);
  assert.deepEqual(await ticked(".recipe-card__steps input"), [false, false, false]);
}

/** Replaces the Screen Wake Lock API with one that records requests and releases in `window.__locks`. */
function fakeWakeLock() {
  const log: string[] = [];
  Object.defineProperty(window, "__locks", { value: log });
  Object.defineProperty(navigator, "wakeLock", {
    value: {
      request: (type: string) => {
        log.push(`request ${type}`);
        return Promise.resolve({ release: () => (log.push("release"), Promise.resolve()) });
      },
    },
  });
}

async function checkCookMode(browser: Browser, site: TestSite): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(fakeWakeLock);
    const page = await context.newPage();
    await openRecipe(page, site);
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.click('button:has-text("Modo cocina")');
    const dialog = page.locator(".cook-mode[role=dialog]");
    await dialog.waitFor();
    assert.ok(scripts.length >= 1, "cook mode code is loaded on first use");
    await page.waitForFunction(() => (document.querySelector(".cook-mode__awake")?.textContent ?? "") !== "");
    assert.match(await dialog.locator(".cook-mode__awake").textContent() ?? "", /pantalla se mantendrá encendida/);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __locks: string[] }).__locks), [
      "request screen",
    ]);
    assert.equal(await dialog.locator(".cook-mode__count").textContent(), "Paso 1 de 3");
    assert.equal(await dialog.locator(".cook-mode__timer").count(), 0, "no timer without a time");
    await dialog.locator('button:has-text("Paso siguiente")').click();
    assert.match(await dialog.locator(".cook-mode__step").textContent() ?? "", /cocina 20 minutos/);
    await dialog.locator('button:has-text("Temporizador de 20 min")').click();
    assert.match(await dialog.locator(".cook-mode__countdown").textContent() ?? "", /^(20:00|19:5\d)$/);
    await dialog.locator('button:has-text("Salir del modo cocina")').click();
    await dialog.waitFor({ state: "detached" });
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __locks: string[] }).__locks), [
      "request screen",
      "release",
    ]);
  } finally {
    await context.close();
  }
  const without = await browser.newContext();
  try {
    await without.addInitScript(() => Object.defineProperty(navigator, "wakeLock", { value: undefined }));
    const page = await without.newPage();
    await openRecipe(page, site);
    await page.click('button:has-text("Modo cocina")');
    await page.waitForFunction(() => (document.querySelector(".cook-mode__awake")?.textContent ?? "") !== "");
    assert.match(await page.textContent(".cook-mode__awake") ?? "", /no puede mantener la pantalla encendida/);
  } finally {
    await without.close();
  }
}

async function checkPrint(page: Page, site: TestSite): Promise<void> {
  await openRecipe(page, site);
  await page.emulateMedia({ media: "print" });
  for (
    const hidden of [
      ".site-header",
      ".site-footer",
      ".breadcrumbs",
      ".post__content",
      ".related-recipes",
      ".recipe-actions",
    ]
  ) {
    assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} is not printed`);
  }
  for (const shown of [".post__title", ".recipe-facts", ".recipe-card__ingredients", ".recipe-card__steps"]) {
    assert.equal(await page.locator(shown).first().isVisible(), true, `${shown} is printed`);
  }
  assert.equal(await page.textContent(".recipe-card__source"), `Receta de ${site.url}/prueba-lector`);
  await page.emulateMedia({ media: "screen" });
  assert.equal(await page.locator(".recipe-card__source").isVisible(), false);
}

async function checkShareAndSave(browser: Browser, site: TestSite): Promise<void> {
  const context = await browser.newContext();
  try {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
    await context.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    const page = await context.newPage();
    await openRecipe(page, site);
    const url = `${site.url}/prueba-lector`;
    const links = await page.locator(".recipe-actions__share a").evaluateAll((list) =>
      list.map((a) => [a.textContent, a.getAttribute("href")])
    );
    const title = encodeURIComponent("Arroz de Prueba Lector");
    assert.deepEqual(links.filter(([name]) => name !== "Pinterest"), [
      ["Facebook", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
      ["X", `https://x.com/intent/post?text=${title}&url=${encodeURIComponent(url)}`],
      ["WhatsApp", `https://wa.me/?text=${encodeURIComponent(`Arroz de Prueba Lector ${url}`)}`],
      ["Correo electrónico", `mailto:?subject=${title}&body=${title}%0A%0A${encodeURIComponent(url)}`],
    ]);
    assert.match(
      links.find(([name]) => name === "Pinterest")?.[1] ?? "",
      /^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=/,
    );
    assert.equal(await page.locator('button:has-text("Compartir")').count(), 0, "no share sheet without the API");
    await page.click('button:has-text("Copiar enlace")');
    await page.waitForFunction(() =>
      document.querySelector(".recipe-actions__status")?.textContent === "Enlace copiado"
    );
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);

    await page.click('button:has-text("Guardar")');
    await page.locator('button[aria-pressed="true"]', { hasText: "Guardada" }).waitFor();
    await page.goto(`${site.url}/guardadas`);
    await page.locator(".saved-recipes__item").waitFor();
    assert.deepEqual(await page.locator(".saved-recipes__item a").allTextContents(), ["Arroz de Prueba Lector"]);
    assert.equal(await page.getAttribute(".saved-recipes__item a", "href"), "/prueba-lector");
    assert.equal(await page.getAttribute('meta[name="robots"]', "content"), "noindex, follow");
    assert.deepEqual(await seriousViolations(page), []);
    await page.click('button:has-text("Quitar")');
    await page.locator(".empty-state").waitFor();
    await openRecipe(page, site);
    assert.equal(await page.textContent('.recipe-actions button:has-text("Guardar")'), "Guardar");
  } finally {
    await context.close();
  }
}

async function checkNativeShare(browser: Browser, site: TestSite): Promise<void> {
  const html = await (await fetch(`${site.url}/prueba-lector`)).text();
  assert.ok(html.includes('href="https://www.facebook.com/sharer/sharer.php?u='), "share links are in the served HTML");
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, "sharedData", { value: shared });
      Object.defineProperty(navigator, "share", { value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
    });
    const page = await context.newPage();
    await openRecipe(page, site);
    await page.click('.recipe-actions__share button:has-text("Compartir")');
    const shared = await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
    assert.deepEqual(shared, [{
      title: "Arroz de Prueba Lector",
      text: "Arroz de Prueba Lector",
      url: `${site.url}/prueba-lector`,
    }]);
    assert.equal(await page.locator(".recipe-actions__share a").count(), 5, "the links stay beside the share sheet");
    const row = await page.locator(".recipe-actions__share > *").evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return {
          text: item.textContent,
          icon: !!item.querySelector(".share-icon[aria-hidden]"),
          tall: box.height >= 44,
        };
      })
    );
    assert.equal(row[0].text, "Compartir…", "the share sheet comes first");
    assert.deepEqual(row.map((item) => item.text), [
      "Compartir…",
      "Facebook",
      "X",
      "WhatsApp",
      "Pinterest",
      "Correo electrónico",
    ]);
    assert.ok(row.every((item) => item.icon && item.tall), "icon buttons with visible labels, 44 px tall");
    assert.deepEqual(await seriousViolations(page), []);
  } finally {
    await context.close();
  }
}

Deno.test("reading a recipe: scaling, ticks, cook mode, print, share, save, related", async (t) => {
  const site = await startSite({ seed: true });
  try {
    await createRecipes(site);
    await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchConsole(page);
      await openRecipe(page, site);

      await t.step("servings ×2, ×½, ×3 and a number of servings scale every quantity form", () => checkScaling(page));
      await t.step("ticked ingredients and steps are remembered across reloads", () => checkTicks(page, site));
      await t.step(
        "cook mode keeps the screen awake, times steps and releases the lock",
        () => checkCookMode(browser, site),
      );
      await t.step("the print layout shows only the recipe", () => checkPrint(page, site));
      await t.step(
        "share links (Facebook, X, WhatsApp, Pinterest, e-mail) and copy; saved recipes list at /guardadas",
        () => checkShareAndSave(browser, site),
      );

      await t.step(
        "on a phone with the Web Share API the share button opens the share sheet",
        () => checkNativeShare(browser, site),
      );

      await t.step("related recipes: same category first, then a shared ingredient, never unrelated", async () => {
        await openRecipe(page, site);
        const titles = await page.locator(".related-recipes .card h3").allTextContents();
        assert.equal(titles[0], "Hermana de Prueba");
        assert.ok(titles.includes("Misma Cocina de Prueba"), titles.join(", "));
        assert.ok(!titles.includes("Ajena de Prueba"), "a recipe sharing neither category nor food is not listed");
        assert.ok(titles.length === 2 || titles.length === 4, titles.join(", "));
        const tops = await page.locator(".related-recipes .card").evaluateAll((cards) =>
          cards.map((card) => Math.round(card.getBoundingClientRect().top))
        );
        assert.equal(new Set(tops).size, 1, "the cards fill one row on a wide screen");
      });

      await t.step("jump link and mini-bar reach the recipe; JSON-LD steps point at anchors", async () => {
        assert.equal(await page.getAttribute(".post__jump", "href"), "#receta");
        assert.equal(await page.locator(".recipe-minibar").isVisible(), false, "no mini-bar on wide screens");
        const recipe = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
          nodes.map((n) => JSON.parse(n.textContent!)).find((d) => d["@type"] === "Recipe")
        );
        assert.deepEqual(recipe.recipeIngredient, INGREDIENTS);
        for (const step of recipe.recipeInstructions) {
          assert.equal(step["@type"], "HowToStep");
          const id = new URL(step.url).hash.slice(1);
          assert.equal(await page.locator(`[id="${id}"]`).count(), 1, `anchor ${id}`);
        }
        assert.deepEqual(await seriousViolations(page), []);
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`${site.url}/prueba-lector`);
        const bar = page.locator(".recipe-minibar");
        assert.equal(await bar.isVisible(), true);
        await bar.locator('a:has-text("Ingredientes")').click();
        await page.waitForFunction(() => location.hash === "#receta-ingredientes");
        assert.deepEqual(await seriousViolations(page), []);
      });

      assert.deepEqual(errors, []);
    });
  } finally {
    await site.close();
  }
});
