import assert from "node:assert/strict";
import { type Post, POST_DEFAULTS } from "../schemas/post.ts";
import { blogPostingJsonLd } from "./blog_posting.ts";
import type { PostJsonLdInput } from "./post_input.ts";
import { recipeJsonLd, recipeStepId, recipeTotalTime } from "./recipe.ts";

function recipe(overrides: Partial<Post> = {}): Post {
  return {
    ...POST_DEFAULTS,
    id: "p1",
    slug: "ropa-vieja",
    title: "Ropa Vieja",
    content: "<p>Hola</p>",
    status: "published",
    published_at: "2026-03-01T10:00:00.000Z",
    created_at: "2026-03-01T09:00:00.000Z",
    updated_at: "2026-03-02T10:00:00.000Z",
    author_id: "u1",
    author_name: "Ana Pérez",
    content_type: "recipe",
    prep_time: "PT20M",
    cook_time: "PT1H30M",
    total_time: "PT1H50M",
    recipe_yield: "6 porciones",
    recipe_category: "Plato principal",
    recipe_cuisine: "",
    focus_keyword: "ropa vieja",
    ingredients: ["1 kg de falda", "1 cebolla"],
    instructions: [{ name: "Hervir", text: "Hierve la carne." }, { name: "", text: "Deshebra." }, {
      name: "",
      text: " ",
    }],
    nutrition_calories: "420",
    nutrition_protein: "35",
    nutrition_fat: "",
    nutrition_carbs: "12",
    ...overrides,
  };
}

function input(post: Post, extra: Partial<PostJsonLdInput> = {}): PostJsonLdInput {
  return {
    post,
    url: "https://recetas.example/ropa-vieja",
    image: "https://recetas.example/media/ropa.webp",
    description: "Carne deshebrada en salsa criolla.",
    siteName: "Recetas Cubanas",
    ...extra,
  };
}

Deno.test("a recipe declares Google's required and recommended properties", () => {
  const node = recipeJsonLd(input(recipe(), { categoryName: "Platos" }));
  assert.equal(node["@type"], "Recipe");
  assert.equal(node.name, "Ropa Vieja");
  assert.deepEqual(node.image, ["https://recetas.example/media/ropa.webp"]);
  assert.deepEqual(node.author, { "@type": "Person", name: "Ana Pérez" });
  assert.equal(node.datePublished, "2026-03-01T10:00:00.000Z");
  assert.equal(node.description, "Carne deshebrada en salsa criolla.");
  assert.equal(node.prepTime, "PT20M");
  assert.equal(node.cookTime, "PT1H30M");
  assert.equal(node.totalTime, "PT1H50M");
  assert.equal(node.recipeYield, "6 porciones");
  assert.equal(node.recipeCategory, "Plato principal");
  assert.equal(node.recipeCuisine, "Cubana");
  assert.equal(node.keywords, "ropa vieja");
  assert.deepEqual(node.recipeIngredient, ["1 kg de falda", "1 cebolla"]);
  assert.deepEqual(node.recipeInstructions, [
    {
      "@type": "HowToStep",
      name: "Hervir",
      text: "Hierve la carne.",
      url: `https://recetas.example/ropa-vieja#${recipeStepId(0)}`,
    },
    { "@type": "HowToStep", text: "Deshebra.", url: "https://recetas.example/ropa-vieja#receta-paso-2" },
  ]);
  assert.deepEqual(node.nutrition, {
    "@type": "NutritionInformation",
    calories: "420 calories",
    proteinContent: "35 g",
    carbohydrateContent: "12 g",
  });
  assert.equal("aggregateRating" in node, false);
  assert.equal("video" in node, false);
});

Deno.test("the nutrition node lists every schema.org NutritionInformation field the recipe fills", () => {
  const node = recipeJsonLd(input(recipe({
    nutrition_calories: "420 kcal",
    nutrition_fat: "18 g",
    nutrition_saturated_fat: "6",
    nutrition_trans_fat: "0 g",
    nutrition_cholesterol: "95",
    nutrition_sodium: "700 mg",
    nutrition_carbs: "12 g",
    nutrition_fiber: "3 g",
    nutrition_sugar: "4 g",
    nutrition_protein: "35 g",
    nutrition_serving_size: "1 plato (300 g)",
  })));
  assert.deepEqual(node.nutrition, {
    "@type": "NutritionInformation",
    servingSize: "1 plato (300 g)",
    calories: "420 kcal",
    fatContent: "18 g",
    saturatedFatContent: "6 g",
    transFatContent: "0 g",
    cholesterolContent: "95 mg",
    sodiumContent: "700 mg",
    carbohydrateContent: "12 g",
    fiberContent: "3 g",
    sugarContent: "4 g",
    proteinContent: "35 g",
    unsaturatedFatContent: "12 g", // derived: fat − saturated − trans
  });
});

Deno.test("aggregateRating appears only when readers have voted", () => {
  const none = recipeJsonLd(input(recipe({ rating_value: 4.8, rating_count: 120 }), {
    rating: { sum: 0, count: 0, average: 0 },
  }));
  assert.equal("aggregateRating" in none, false, "editor-entered rating fields are not reader votes");
  const voted = recipeJsonLd(input(recipe(), { rating: { sum: 9, count: 2, average: 4.5 } }));
  assert.deepEqual(voted.aggregateRating, {
    "@type": "AggregateRating",
    ratingValue: 4.5,
    ratingCount: 2,
    bestRating: 5,
    worstRating: 1,
  });
});

Deno.test("an embedded video is declared as a VideoObject", () => {
  const node = recipeJsonLd(input(recipe(), {
    video: {
      kind: "iframe",
      provider: "youtube",
      id: "abc123def45",
      src: "https://www.youtube-nocookie.com/embed/abc123def45",
    },
  }));
  assert.deepEqual(node.video, {
    "@type": "VideoObject",
    name: "Ropa Vieja",
    description: "Carne deshebrada en salsa criolla.",
    thumbnailUrl: ["https://recetas.example/media/ropa.webp"],
    uploadDate: "2026-03-01T10:00:00.000Z",
    embedUrl: "https://www.youtube-nocookie.com/embed/abc123def45",
  });
  const file = recipeJsonLd(input(recipe(), {
    image: null,
    fallbackImage: "https://recetas.example/poster.webp",
    video: { kind: "file", src: "https://recetas.example/media/v.mp4", type: "video/mp4" },
  }));
  const video = file.video as Record<string, unknown>;
  assert.equal(video.contentUrl, "https://recetas.example/media/v.mp4");
  assert.deepEqual(video.thumbnailUrl, ["https://recetas.example/poster.webp"]);
  assert.equal("image" in file, false);
});

Deno.test("total time falls back to preparation plus cooking", () => {
  assert.equal(recipeTotalTime({ prep_time: "PT20M", cook_time: "PT1H30M", total_time: "" }), "PT1H50M");
  assert.equal(recipeTotalTime({ prep_time: "", cook_time: "", total_time: "" }), "");
  assert.equal(recipeTotalTime({ prep_time: "PT5M", cook_time: "", total_time: "PT2H" }), "PT2H");
  assert.equal(recipeTotalTime({ prep_time: "PT1H", cook_time: "PT1H", total_time: "" }), "PT2H");
  assert.equal(recipeTotalTime({ prep_time: "PT0M", cook_time: "", total_time: "" }), "PT0M");
  const node = recipeJsonLd(input(recipe({ total_time: "", prep_time: "PT10M", cook_time: "PT25M" })));
  assert.equal(node.totalTime, "PT35M");
});

Deno.test("articles are BlogPostings with publisher and dates", () => {
  const post = recipe({ content_type: "article", author_name: "" });
  const node = blogPostingJsonLd(
    input(post, { logoUrl: "https://recetas.example/logo.png", categoryName: "Historia" }),
  );
  assert.equal(node["@type"], "BlogPosting");
  assert.equal(node.headline, "Ropa Vieja");
  assert.deepEqual(node.author, { "@type": "Person", name: "Recetas Cubanas" });
  assert.deepEqual(node.publisher, {
    "@type": "Organization",
    name: "Recetas Cubanas",
    logo: { "@type": "ImageObject", url: "https://recetas.example/logo.png" },
  });
  assert.equal(node.dateModified, "2026-03-02T10:00:00.000Z");
  assert.equal(node.articleSection, "Historia");
});
