/**
 * Each demo recipe's picture is its own dish: the shape follows the kind of dish (a drink is a glass, never a plate
 * of stew), the colours follow its main ingredients, and the same recipe always gives the same bytes.
 */
import assert from "node:assert/strict";
import { loadSharp } from "@/lib/media/sharp.ts";
import { demoCategories, demoRecipes } from "@/lib/seed/content/index.ts";
import { categoryDishes, dishKind, dishScene, ingredientColours } from "@/lib/seed/dish_scene.ts";
import { dishSvg } from "@/lib/seed/dish_svg.ts";
import { renderDishImage } from "@/lib/seed/images.ts";

const recipe = (slug: string) => {
  const found = demoRecipes.find((r) => r.slug === slug);
  assert.ok(found, slug);
  return found;
};

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("demo dishes: the kind of each picture follows the dish", () => {
  const kinds = Object.fromEntries(demoRecipes.map((r) => [r.slug, dishKind(r)]));
  assert.equal(kinds["mojito"], "drink");
  assert.equal(kinds["batido-de-mamey"], "drink");
  assert.equal(kinds["ropa-vieja"], "plate");
  assert.equal(kinds["moros-y-cristianos"], "plate");
  assert.equal(kinds["ajiaco-criollo"], "soup");
  assert.equal(kinds["frijoles-negros"], "soup");
  assert.equal(kinds["flan-de-leche"], "dessert");
  assert.equal(kinds["sandwich-cubano"], "sandwich");
  assert.equal(kinds["tostones"], "fried");
  assert.equal(kinds["croquetas-de-jamon"], "fried");
  assert.equal(dishScene(recipe("batido-de-mamey")).milky, true, "a shake is opaque");
  assert.equal(dishScene(recipe("mojito")).milky, false, "a cocktail shows its ice");
  assert.equal(dishScene(recipe("ropa-vieja")).protein?.style, "shredded");
  assert.ok(dishScene(recipe("moros-y-cristianos")).rice?.mixedWith, "rice with beans in it");
});

Deno.test("demo dishes: colours come from the main ingredients, seasonings left out", () => {
  assert.deepEqual(ingredientColours(["10 hojas de hierbabuena fresca", "10 g de sal", "30 ml de jugo de limón"]), [
    "#3f9a4a",
    "#c9e265",
  ]);
  assert.equal(ingredientColours(recipe("mojito").ingredients)[0], "#3f9a4a", "the mojito is mint green first");
  assert.equal(ingredientColours(recipe("ropa-vieja").ingredients)[0], "#7a3b22", "ropa vieja is beef brown first");
  assert.deepEqual(ingredientColours(["60 ml de aceite de oliva", "2 hojas de laurel", "5 g de comino molido"]), []);
});

Deno.test("demo dishes: a drink is a glass on the table, a stew sits on a plate", () => {
  const drink = dishSvg(dishScene(recipe("mojito")), "mojito", 400, 300);
  const stew = dishSvg(dishScene(recipe("ropa-vieja")), "ropa-vieja", 400, 300);
  assert.ok(stew.includes('fill="url(#plate)"'), "the stew has a plate");
  assert.ok(!drink.includes('fill="url(#plate)"'), "the mojito has no plate");
  assert.match(drink, /<path d="M[^"]*L[^"]*L[^"]*L[^"]*Z" fill="#ffffff" fill-opacity="0.28"/, "a glass outline");
});

Deno.test("demo dishes: every recipe's picture differs, its colours with it, and replays exactly", async () => {
  const sharp = await loadSharp();
  const hashes = new Map<string, string>();
  for (const r of demoRecipes) {
    const hash = await sha256(await renderDishImage(r, 160, 120));
    assert.ok(!hashes.has(hash), `${r.slug} looks like ${hashes.get(hash)}`);
    hashes.set(hash, r.slug);
  }
  const mojito = await renderDishImage(recipe("mojito"), 160, 120);
  assert.deepEqual(mojito, await renderDishImage(recipe("mojito"), 160, 120), "the same dish gives the same bytes");
  const meta = await sharp(mojito).metadata();
  assert.deepEqual([meta.width, meta.height], [160, 120]);
  const dominant = async (slug: string) =>
    (await sharp(await renderDishImage(recipe(slug), 160, 120)).stats()).dominant;
  const [mint, beef] = [await dominant("mojito"), await dominant("ropa-vieja")];
  assert.ok(mint.g > mint.r, `the mojito's picture is mostly green: ${JSON.stringify(mint)}`);
  assert.notDeepEqual(mint, beef, "drink and stew differ in their main colour");
});

Deno.test("demo categories: each card shows a dish of the category, a different one for each", () => {
  const dishes = categoryDishes(demoCategories, demoRecipes);
  assert.equal(dishKind(dishes.get("bebidas-y-cocteles")!), "drink");
  assert.equal(dishKind(dishes.get("postres")!), "dessert");
  assert.equal(dishKind(dishes.get("sopas-y-potajes")!), "soup");
  assert.ok(dishes.get("carnes")!.categories.some((slug) => ["cerdo", "res"].includes(slug)), "a parent's from below");
  assert.equal(dishes.has("historia-y-cultura"), false, "no recipes, no dish");
  const slugs = [...dishes.values()].map((recipe) => recipe.slug);
  assert.equal(new Set(slugs).size, slugs.length, `distinct: ${slugs.join(", ")}`);
  for (const [category, recipe] of dishes) {
    const own = [category, ...demoCategories.filter((c) => c.parent_slug === category).map((c) => c.slug)];
    assert.ok(recipe.categories.some((slug) => own.includes(slug)), `${recipe.slug} is filed under ${category}`);
  }
});
