/**
 * The post editor's form in Chromium: the recipe block (times, yield, recipe
 * category, cuisine, ingredients with paste and reorder, steps, nutrition,
 * video URL and duration) published to the public recipe card and Recipe JSON-LD; the
 * categories panel with the inline new category; the featured image upload;
 * the secondary keyword and the stored SEO score.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { createCategory, listCategories } from "@/lib/db/categories.ts";
import { getPost } from "@/lib/db/posts.ts";
import { seriousViolations } from "../support/axe.ts";
import { withBrowser } from "../support/browser.ts";
import { startSite } from "../support/site.ts";
import { gradientImage } from "../media/images.ts";
import { assertNoUnexpectedFailures, openEditor } from "../admin/admin_browser.ts";
import { openNewPost } from "./editor_browser.ts";

/** Text of the newest toast. */
async function lastToast(page: Page): Promise<string> {
  await page.locator(".toast-message").last().waitFor();
  return (await page.locator(".toast-message").last().textContent()) ?? "";
}

/** Pastes `text` into the focused element as the browser's paste event would deliver it. */
async function pasteText(page: Page, selector: string, text: string): Promise<void> {
  await page.focus(selector);
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Values of the ingredient inputs, in order. */
function ingredientValues(page: Page): Promise<string[]> {
  return page.locator(".ingredient-list input").evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value)
  );
}

/** Every schema.org node of type `type` in the page's JSON-LD scripts. */
async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = texts.flatMap((text) => {
    const data = JSON.parse(text);
    return Array.isArray(data) ? data : data["@graph"] ?? [data];
  });
  return nodes.filter((node: Record<string, unknown>) => node["@type"] === type);
}

Deno.test("post form: recipe block to the public page, categories, featured image, SEO fields", async (t) => {
  const site = await startSite();
  try {
    const { category: parent } = await createCategory(site.kv, { name: "Platos fuertes", slug: "platos-fuertes" });
    const { category: child } = await createCategory(site.kv, {
      name: "Arroces",
      slug: "arroces",
      parent_id: parent.id,
    });
    await withBrowser(async (browser) => {
      const { page, watch } = await openNewPost(browser, site);
      await page.fill("#post-title", "Arroz con pollo a la cubana");
      await page.click('[role="tab"]:has-text("Code Editor")');
      await page.fill(
        "#post-content",
        "<p>El arroz con pollo a la cubana es un plato de domingo. Con cerveza y azafrán queda dorado.</p>",
      );
      await page.fill("#post-focus-keyword", "arroz con pollo");
      await page.fill("#post-secondary-keyword", "azafrán");

      await t.step("the recipe block appears for recipes only", async () => {
        assert.equal(await page.locator(".recipe-block").count(), 0);
        await page.selectOption("#post-content-type", "recipe");
        await page.locator(".recipe-block").waitFor();
      });

      await t.step("times: hours and minutes, total follows prep + cook until set by hand", async () => {
        await page.fill("#recipe-prep-minutes", "20");
        await page.fill("#recipe-cook-hours", "1");
        await page.fill("#recipe-cook-minutes", "10");
        assert.equal(await page.inputValue("#recipe-total-hours"), "1");
        assert.equal(await page.inputValue("#recipe-total-minutes"), "30");
        assert.equal(await page.locator("#recipe-total-hint").textContent(), "Prep + cook: 1 h 30 min");
        await page.fill("#recipe-total-minutes", "45");
        await page.fill("#recipe-prep-minutes", "25");
        assert.equal(await page.inputValue("#recipe-total-minutes"), "45", "a hand-set total stays");
        await page.click('button:has-text("Use prep + cook (1 h 35 min)")');
        assert.equal(await page.inputValue("#recipe-total-minutes"), "35");
        await page.fill("#recipe-prep-minutes", "20");
        assert.equal(await page.inputValue("#recipe-total-minutes"), "30", "follows again");
      });

      await t.step("yield, recipe category and the grouped cuisines", async () => {
        await page.fill("#recipe-yield", "4 porciones");
        const categories = await page.locator("#recipe-category option").allTextContents();
        assert.deepEqual(categories.slice(1), [
          "Plato Principal",
          "Postre",
          "Aperitivo",
          "Entrada",
          "Acompañamiento",
          "Bebida",
          "Desayuno",
          "Almuerzo",
          "Cena",
        ]);
        await page.selectOption("#recipe-category", "Plato Principal");
        const groups = await page.locator("#recipe-cuisine optgroup").evaluateAll((nodes) =>
          nodes.map((node) => `${node.getAttribute("label")}: ${node.children.length}`)
        );
        assert.deepEqual(groups, [
          "Caribbean and Latin American: 8",
          "South American: 7",
          "European: 5",
          "Other: 5",
        ]);
        await page.selectOption("#recipe-cuisine", "Cubana");
      });

      await t.step("ingredients: add, paste several lines, reorder, remove", async () => {
        assert.deepEqual(await ingredientValues(page), [""], "one empty input to start with");
        await page.fill("#ingredient-0", "1 pollo");
        await page.click('button:has-text("Add ingredient")');
        await pasteText(page, "#ingredient-1", "- 2 tazas de arroz\n• 1 cebolla\n\n3. 1 cerveza\nsal al gusto\n");
        assert.deepEqual(await ingredientValues(page), [
          "1 pollo",
          "2 tazas de arroz",
          "1 cebolla",
          "1 cerveza",
          "sal al gusto",
        ]);
        await page.click('button[aria-label="Move ingredient 4 up"]');
        await page.click('button[aria-label="Move ingredient 1 down"]');
        await page.click('button[aria-label="Remove ingredient 5"]');
        assert.deepEqual(await ingredientValues(page), ["2 tazas de arroz", "1 pollo", "1 cerveza", "1 cebolla"]);
        assert.equal(await page.isDisabled('button[aria-label="Move ingredient 1 up"]'), true);
      });

      await t.step("steps: name and text, add, reorder, remove", async () => {
        for (
          const [name, text] of [["Sofrito", "Sofríe la cebolla."], ["", "Tira esto."], ["Arroz", "Añade el arroz."]]
        ) {
          await page.click('button:has-text("Add step")');
          const index = await page.locator(".instruction-step").count() - 1;
          await page.fill(`#step-${index}-name`, name);
          await page.fill(`#step-${index}-text`, text);
        }
        await page.click('button[aria-label="Remove step 2"]');
        await page.click('button[aria-label="Move step 2 up"]');
        assert.equal(await page.inputValue("#step-0-name"), "Arroz");
        assert.equal(await page.inputValue("#step-1-text"), "Sofríe la cebolla.");
        await page.click('button[aria-label="Move step 1 down"]');
      });

      await t.step("nutrition and a validated video URL", async () => {
        await page.fill("#recipe-nutrition-calories", "520 kcal");
        await page.fill("#recipe-nutrition-protein", "35 g");
        await page.fill("#recipe-nutrition-fat", "14 g");
        await page.fill("#recipe-nutrition-carbs", "60 g");
        await page.fill("#recipe-nutrition-sodium", "640 mg");
        await page.fill("#recipe-nutrition-serving-size", "1 plato (350 g)");
        await page.fill("#recipe-video-url", "https://example.com/not-a-video");
        assert.equal(
          await page.locator("#recipe-video-url-error").textContent(),
          "Use a YouTube, Vimeo or Dailymotion link or an .mp4, .webm or .ogg file",
        );
        await page.fill("#recipe-video-url", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
        assert.equal(await page.locator("#recipe-video-url-error").count(), 0);
        await page.fill("#recipe-video-duration-minutes", "3");
        await page.fill("#recipe-video-duration-seconds", "75");
        assert.equal(await page.inputValue("#recipe-video-duration-minutes"), "4", "seconds carry into minutes");
        assert.equal(await page.inputValue("#recipe-video-duration-seconds"), "15");
      });

      await t.step("categories: sub-categories indented, the inline new category with its defaults", async () => {
        await page.locator(".category-check").first().waitFor();
        assert.deepEqual(await page.locator(".category-check").allTextContents(), ["Platos fuertes", "Arroces"]);
        assert.equal(await page.locator(".category-check.sub").textContent(), "Arroces");
        await page.check(`.category-check input[value="${child.id}"]`);
        await page.click('button:has-text("+ Add new category")');
        await page.click('button:has-text("Add category")');
        assert.equal(await page.locator("#new-category-error").textContent(), "Category name is required");
        await page.fill("#new-category-name", "Cocina criolla");
        await page.click('button:has-text("Add category")');
        assert.equal(await lastToast(page), 'Category "Cocina criolla" created');
        await page.locator('.category-check:has-text("Cocina criolla") input:checked').waitFor();
        const created = (await listCategories(site.kv, { includeInactive: true })).find((c) =>
          c.name === "Cocina criolla"
        );
        assert.ok(created);
        assert.equal(created.slug, "cocina-criolla");
        assert.equal(created.emoji, "📁");
        assert.deepEqual(created.gradient, { type: "preset", preset: "purple-pink" });
        assert.equal(created.is_active, 1);
        assert.equal(created.position, 2, "after the two existing categories");
      });

      await t.step("featured image: the spec's messages, then a 512×512 WebP preview", async () => {
        const picker = ".featured-image-panel input[type=file]";
        const big = new Uint8Array(4 * 1024 * 1024 + 512 * 1024);
        await page.setInputFiles(picker, { name: "grande.png", mimeType: "image/png", buffer: Buffer.from(big) });
        await page.locator(".featured-image-error").waitFor();
        assert.equal(
          await page.locator(".featured-image-error").textContent(),
          "Image too large! Maximum size is 4MB. Your image is 4.5 MB",
        );
        const small = await gradientImage(300, 300);
        await page.setInputFiles(picker, { name: "pequena.png", mimeType: "image/png", buffer: Buffer.from(small) });
        await page.waitForFunction(() =>
          document.querySelector(".featured-image-error")?.textContent === "Image must be at least 512x512 pixels"
        );
        const good = await gradientImage(900, 600, "jpeg");
        await page.setInputFiles(picker, { name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from(good) });
        await page.locator(".featured-image-preview img").waitFor();
        assert.equal(await page.locator(".featured-image-error").count(), 0);
        const src = (await page.getAttribute(".featured-image-preview img", "src"))!;
        assert.match(src, /^\/media\/posts\/arroz-con-pollo-a-la-cubana.*\.webp$/);
        const stored = await page.request.get(`${site.url}${src}`);
        const meta = await sharp(new Uint8Array(await stored.body())).metadata();
        assert.deepEqual([meta.format, meta.width, meta.height], ["webp", 512, 512]);
      });

      let id = "";
      let score = 0;
      await t.step("publish: the address gets the id; every field and the SEO score are stored", async () => {
        await page.waitForFunction(() => Number(document.querySelector(".seo-score-value")?.textContent) > 0);
        await page.waitForSelector(".seo-score:not([aria-busy])");
        score = Number(await page.locator(".seo-score-value").textContent());
        await page.click('button:has-text("Publish")');
        await page.waitForURL((url) => url.pathname !== "/admin/posts/new");
        id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
        const post = (await getPost(site.kv, id))!.post;
        assert.equal(post.status, "published");
        assert.equal(post.content_type, "recipe");
        assert.deepEqual([post.prep_time, post.cook_time, post.total_time], ["PT20M", "PT1H10M", "PT1H30M"]);
        assert.equal(post.recipe_yield, "4 porciones");
        assert.equal(post.recipe_category, "Plato Principal");
        assert.equal(post.recipe_cuisine, "Cubana");
        assert.deepEqual(post.ingredients, ["2 tazas de arroz", "1 pollo", "1 cerveza", "1 cebolla"]);
        assert.deepEqual(post.instructions, [
          { name: "Sofrito", text: "Sofríe la cebolla." },
          { name: "Arroz", text: "Añade el arroz." },
        ]);
        assert.deepEqual(
          [post.nutrition_calories, post.nutrition_protein, post.nutrition_fat, post.nutrition_carbs],
          ["520 kcal", "35 g", "14 g", "60 g"],
        );
        assert.deepEqual([post.nutrition_sodium, post.nutrition_serving_size, post.nutrition_fiber], [
          "640 mg",
          "1 plato (350 g)",
          "",
        ]);
        assert.equal(post.video_url, "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
        assert.equal(post.video_duration, "PT4M15S");
        assert.equal(post.secondary_focus_keyword, "azafrán");
        assert.equal(post.seo_score, score);
        assert.ok(score > 0);
        const criolla = (await listCategories(site.kv)).find((c) => c.name === "Cocina criolla")!;
        assert.deepEqual(post.category_ids, [child.id, criolla.id]);
        assert.match(post.featured_image, /^\/media\/posts\/.*\.webp$/);
      });

      await t.step("reopened, the editor shows what was saved", async () => {
        await openEditor(page, page.url());
        assert.equal(await page.inputValue("#recipe-cook-hours"), "1");
        assert.equal(await page.inputValue("#recipe-cuisine"), "Cubana");
        assert.equal(await page.inputValue("#recipe-video-duration-minutes"), "4");
        assert.equal(await page.inputValue("#recipe-video-duration-seconds"), "15");
        assert.deepEqual(await ingredientValues(page), ["2 tazas de arroz", "1 pollo", "1 cerveza", "1 cebolla"]);
        assert.equal(await page.inputValue("#step-1-name"), "Arroz");
        assert.equal(await page.inputValue("#post-secondary-keyword"), "azafrán");
        assert.equal(await page.isChecked(`.category-check input[value="${child.id}"]`), true);
        assert.equal(await page.isChecked(`.category-check input[value="${parent.id}"]`), false);
        await page.locator(".featured-image-preview img").waitFor();
      });

      await t.step("no serious accessibility violations with the recipe block open", async () => {
        assert.deepEqual(await seriousViolations(page), []);
      });

      await t.step("the public page's recipe card, facts, image and Recipe JSON-LD carry the values", async () => {
        const post = (await getPost(site.kv, id))!.post;
        await page.route(
          /youtube(-nocookie)?\.com/,
          (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>video</p>" }),
        );
        const response = await page.goto(`${site.url}/arroz-con-pollo-a-la-cubana`);
        assert.equal(response?.status(), 200);
        assert.deepEqual(await page.locator(".recipe-card__ingredients li").allTextContents(), [
          "2 tazas de arroz",
          "1 pollo",
          "1 cerveza",
          "1 cebolla",
        ]);
        assert.deepEqual(await page.locator(".recipe-card__step-name").allTextContents(), ["Sofrito", "Arroz"]);
        const facts = await page.locator(".recipe-facts .fact").allTextContents();
        for (
          const fact of [
            "Preparación20 min",
            "Cocción1 h 10 min",
            "Total1 h 30 min",
            "Porciones4 porciones",
            "Calorías520 kcal",
          ]
        ) {
          assert.ok(facts.includes(fact), `${fact} in ${facts.join(", ")}`);
        }
        // The photo shows the featured image or one of its search-engine versions (`featured_variants.ts`).
        const src = await page.getAttribute(".post__image img", "src") ?? "";
        const base = post.featured_image.replace(/^.*\//, "").replace(/\.webp$/, "");
        assert.ok(src === post.featured_image || src.startsWith(`/media/posts/variants/${base}-`), src);
        const [recipe] = await jsonLdOfType(page, "Recipe");
        assert.ok(recipe, "a Recipe node");
        assert.equal(recipe.prepTime, "PT20M");
        assert.equal(recipe.cookTime, "PT1H10M");
        assert.equal(recipe.totalTime, "PT1H30M");
        assert.equal(recipe.recipeYield, "4 porciones");
        assert.equal(recipe.recipeCategory, "Plato Principal");
        assert.equal(recipe.recipeCuisine, "Cubana");
        assert.deepEqual(recipe.recipeIngredient, post.ingredients);
        assert.deepEqual(
          (recipe.recipeInstructions as { name?: string; text: string }[]).map((s) => [s.name, s.text]),
          [["Sofrito", "Sofríe la cebolla."], ["Arroz", "Añade el arroz."]],
        );
        const nutrition = recipe.nutrition as Record<string, string>;
        assert.match(nutrition.calories, /520/);
        assert.match(nutrition.proteinContent, /35/);
        assert.match(nutrition.fatContent, /14/);
        assert.match(nutrition.carbohydrateContent, /60/);
        assert.equal(nutrition.sodiumContent, "640 mg");
        assert.equal(nutrition.servingSize, "1 plato (350 g)");
        assert.match(JSON.stringify(recipe.image), /\/media\/posts\/.*\.webp/);
        assert.match(JSON.stringify(recipe.video), /dQw4w9WgXcQ/);
        assert.equal((recipe.video as Record<string, unknown>).duration, "PT4M15S");
      });

      await t.step("removing the featured image saves an empty one", async () => {
        await openEditor(page, `${site.url}/admin/posts/${id}`);
        await page.click('button:has-text("Remove featured image")');
        assert.equal(await page.locator(".featured-image-preview").count(), 0);
        await page.click('button:has-text("Save Draft")');
        assert.equal(await lastToast(page), "Draft saved");
        assert.equal((await getPost(site.kv, id))!.post.featured_image, "");
      });

      assertNoUnexpectedFailures(watch, {
        responses: ["400 POST /api/upload"],
      });
    });
  } finally {
    await site.close();
  }
});
