import assert from "node:assert/strict";
import sharp from "sharp";
import { graphemeCount } from "@/lib/schemas/category.ts";
import { NUTRITION_FIELDS } from "@/lib/shared/nutrition_fields.ts";
import { distinctTags, tagProblem, tagSlug, tidyTag } from "@/lib/shared/tags.ts";
import { renderFoodImage } from "../images.ts";
import { demoArticles, demoCategories, demoMenu, demoPosts, demoRecipes } from "./index.ts";

const RECIPE_CATEGORIES = [
  "Plato Principal",
  "Postre",
  "Aperitivo",
  "Entrada",
  "Acompañamiento",
  "Bebida",
  "Desayuno",
  "Almuerzo",
  "Cena",
];

/** Minutes in an ISO 8601 duration such as PT1H30M. */
function minutes(duration: string): number {
  const match = duration.match(/^PT(?:(\d+)H)?(?:(\d+)M)?$/);
  assert.ok(match, `duration ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

Deno.test("demo content: enough posts, unique slugs, known categories", () => {
  assert.ok(demoRecipes.length >= 20, `recipes: ${demoRecipes.length}`);
  assert.ok(demoArticles.length >= 3, `articles: ${demoArticles.length}`);
  const slugs = demoPosts.map((p) => p.slug);
  assert.equal(new Set(slugs).size, slugs.length, "post slugs are unique");
  const categorySlugs = new Set(demoCategories.map((c) => c.slug));
  assert.equal(categorySlugs.size, demoCategories.length, "category slugs are unique");
  for (const post of demoPosts) {
    assert.ok(post.categories.length > 0, `${post.slug} has a category`);
    for (const slug of post.categories) assert.ok(categorySlugs.has(slug), `${post.slug} → ${slug}`);
  }
  const used = new Set(demoPosts.flatMap((p) => p.categories));
  assert.ok(demoCategories.some((c) => !used.has(c.slug)), "one category stays empty");
  assert.ok(demoCategories.some((c) => c.parent_slug), "one category has sub-categories");
  assert.ok(demoPosts.some((p) => p.status === "draft"), "some drafts");
});

Deno.test("demo content: SEO lengths and category fields", () => {
  for (const item of [...demoPosts, ...demoCategories]) {
    assert.ok(item.meta_title.length <= 60, `${item.slug} meta_title ${item.meta_title.length}`);
    assert.ok(item.meta_description.length <= 160, `${item.slug} meta_description ${item.meta_description.length}`);
  }
  for (const post of demoPosts) assert.ok(post.excerpt.length <= 160, `${post.slug} excerpt ${post.excerpt.length}`);
  for (const category of demoCategories) assert.ok(graphemeCount(category.emoji) <= 2, category.slug);
});

Deno.test("demo content: every post has 2 to 4 valid tags, each tag shared by at least two published posts", () => {
  const published = new Map<string, number>();
  for (const post of demoPosts) {
    assert.ok(post.tags.length >= 2 && post.tags.length <= 4, `${post.slug} has ${post.tags.length} tags`);
    for (const tag of post.tags) {
      assert.equal(tidyTag(tag), tag, `${post.slug}: "${tag}" is stored as written`);
      assert.equal(tagProblem(tag), null, `${post.slug}: "${tag}"`);
    }
    assert.deepEqual(distinctTags(post.tags), post.tags, `${post.slug}: no two tags share an address`);
    if ((post.status ?? "published") !== "published") continue;
    for (const tag of post.tags) published.set(tagSlug(tag), (published.get(tagSlug(tag)) ?? 0) + 1);
  }
  const spellings = new Map<string, Set<string>>();
  for (const tag of demoPosts.flatMap((p) => p.tags)) {
    spellings.set(tagSlug(tag), (spellings.get(tagSlug(tag)) ?? new Set<string>()).add(tag));
  }
  for (const [slug, written] of spellings) {
    assert.equal(written.size, 1, `/tag/${slug} is written one way: ${[...written].join(", ")}`);
    assert.ok((published.get(slug) ?? 0) >= 2, `/tag/${slug} lists ${published.get(slug) ?? 0} published posts`);
  }
});

Deno.test("demo content: recipes carry consistent recipe data", () => {
  for (const recipe of demoRecipes) {
    assert.equal(minutes(recipe.total_time), minutes(recipe.prep_time) + minutes(recipe.cook_time), recipe.slug);
    assert.ok(recipe.ingredients.length >= 5, `${recipe.slug} ingredients`);
    assert.ok(recipe.instructions.length >= 3, `${recipe.slug} instructions`);
    assert.ok(RECIPE_CATEGORIES.includes(recipe.recipe_category), `${recipe.slug} ${recipe.recipe_category}`);
    for (const { field, unit } of NUTRITION_FIELDS) {
      const value = recipe[field];
      if (unit) assert.match(value, new RegExp(`^\\d+(?:[.,]\\d+)? ${unit}$`), `${recipe.slug} ${field} ${value}`);
      else assert.match(value, /^1 \p{L}+ \(\d+ (?:g|ml)\)$/u, `${recipe.slug} ${field} ${value}`);
    }
  }
  for (const recipe of demoRecipes) {
    assert.doesNotMatch(
      recipe.video_url ?? "",
      /\/video\/hero\./,
      `${recipe.slug}: its own video, never the hero loop`,
    );
  }
  const updates = demoPosts.map((p) => p.updated_hours_after_publish ?? 0);
  assert.ok(updates.some((h) => h > 1) && updates.some((h) => h > 0 && h < 1), "both sides of the 'Actualizado' rule");
});

Deno.test("demo content: headings and internal links", () => {
  const published = new Set(demoPosts.filter((p) => (p.status ?? "published") === "published").map((p) => p.slug));
  const categories = new Set(demoCategories.map((c) => c.slug));
  for (const post of demoPosts) {
    assert.ok((post.content.match(/<h2[\s>]/g) ?? []).length >= 2, `${post.slug} has h2 sections`);
    for (const [, href] of post.content.matchAll(/href="([^"]+)"/g)) {
      if (/^https?:\/\//.test(href)) continue;
      const category = href.match(/^\/categoria\/([\w-]+)$/);
      if (category) assert.ok(categories.has(category[1]), `${post.slug} links to category ${href}`);
      else assert.ok(published.has(href.slice(1)), `${post.slug} links to a published post: ${href}`);
    }
  }
  for (const item of demoMenu.flatMap((m) => m.children ?? [])) {
    assert.ok(categories.has(item.url.replace("/categoria/", "")), item.url);
  }
});

Deno.test("demo images: WebP of the requested size, deterministic", async () => {
  const a = await renderFoodImage({ seed: "ropa-vieja", width: 512, height: 512 });
  const b = await renderFoodImage({ seed: "ropa-vieja", width: 512, height: 512 });
  const meta = await sharp(a).metadata();
  assert.equal(meta.format, "webp");
  assert.equal(meta.width, 512);
  assert.equal(meta.height, 512);
  assert.deepEqual(a, b);
  assert.ok(a.length < 60_000, `image size ${a.length}`);
});
