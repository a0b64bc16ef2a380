/** Every text AI endpoint over HTTP against the fake provider: answers, sanitising, validation messages. */
import assert from "node:assert/strict";
import { createCategory } from "@/lib/db/categories.ts";
import { AI_INPUT_MESSAGES } from "@/lib/schemas/ai.ts";
import { startAiSite } from "./ai_test_site.ts";

Deno.test("text AI endpoints", async (t) => {
  const ai = await startAiSite();
  try {
    await t.step("smart-assistant: replace with a selection, insert without; HTML sanitised", async () => {
      const replaced = await ai.call("smart-assistant", {
        instruction: "Mejora este texto",
        selectedText: "texto viejo",
        articleTitle: "Flan",
        postId: null,
      });
      assert.deepEqual(replaced, { operation: "replace", content: "<p>Texto <em>mejorado</em> por el asistente.</p>" });
      const inserted = await ai.call("smart-assistant", { instruction: "Añade un párrafo" });
      assert.equal(inserted.operation, "insert");
      assert.ok(!inserted.content.includes("onerror"), inserted.content);
      const prompt = ai.fake.chat.at(-1)!.body.messages[1].content;
      assert.ok(!prompt.includes("Artículo actual"), "no article content was sent");
      const empty = await ai.call("smart-assistant", { instruction: "   " }, 400);
      assert.deepEqual(empty.fields.instruction, [AI_INPUT_MESSAGES.command]);
    });

    await t.step("generate-content: the full post, sanitised, scored, no rating", async () => {
      const body = await ai.call("generate-content", { title: "Arroz con pollo cubano", type: "auto" });
      assert.equal(body.success, true);
      const data = body.data;
      assert.equal(data.contentType, "recipe");
      assert.ok(!data.content.includes("<script"), "script removed");
      assert.ok(!data.content.includes("onclick"), "handler removed");
      assert.equal((data.content.match(/<!-- IMAGE_PLACEHOLDER: [^>]+ -->/g) ?? []).length, 2);
      assert.ok(data.metaTitle.length <= 60, data.metaTitle);
      assert.deepEqual(data.focusKeywords, { main: "arroz con pollo cubano", secondary: "receta de arroz con pollo" });
      assert.ok(Number.isInteger(data.seoScore) && data.seoScore > 0 && data.seoScore <= 100, String(data.seoScore));
      assert.equal(data.recipeSchema.prep_time, "PT20M");
      assert.deepEqual(data.recipeSchema.ingredients, ["1 pollo troceado", "2 tazas de arroz"]);
      assert.ok(!("rating_value" in data) && !("rating_count" in data), "no made-up rating");
      const article = await ai.call("generate-content", { title: "Historia del café cubano", type: "article" });
      assert.equal(article.data.contentType, "article");
      assert.equal(article.data.recipeSchema, null);
      const missing = await ai.call("generate-content", { title: "" }, 400);
      assert.deepEqual(missing.fields.title, [AI_INPUT_MESSAGES.title]);
    });

    await t.step("generate-seo, generate-image-metadata, generate-focus-keywords", async () => {
      const seo = await ai.call("generate-seo", { title: "Arroz", content: "<p>Arroz</p>", category: "Platos" });
      assert.equal(seo.metadata.focusKeyword, "arroz con pollo cubano");
      assert.ok(seo.metadata.metaDescription.length <= 160);
      const meta = await ai.call("generate-image-metadata", { postTitle: "Arroz", imageType: "featured" });
      assert.deepEqual(meta.metadata, {
        alt: "Arroz con pollo cubano en cazuela",
        title: "Arroz con pollo",
        filename: "arroz-con-pollo.webp",
      });
    });

    await t.step("enhance-content and fix-content sanitise; fix-content knows its issues", async () => {
      const enhanced = await ai.call("enhance-content", { content: "<p>Hola</p>", instructions: "más corto" });
      assert.equal(enhanced.content, "<p>Contenido mejorado con arroz con pollo cubano.</p>");
      const content = "<p>Un plato rico.</p>";
      const fixed = await ai.call("fix-content", {
        issueType: "keyword_in_first_paragraph",
        content,
        title: "Arroz con pollo",
        focusKeyword: "arroz con pollo",
        language: "es",
      });
      assert.equal(fixed.content, "<p>Contenido mejorado con arroz con pollo cubano.</p>");
      assert.ok(ai.fake.chat.at(-1)!.body.messages[1].content.includes('Use the focus keyword "arroz con pollo"'));
      const calls = ai.fake.chat.length;
      const already = await ai.call("fix-content", {
        issueType: "keyword_in_first_paragraph",
        content: "<p>Arroz con pollo de la abuela.</p>",
        focusKeyword: "arroz con pollo",
      });
      assert.equal(already.content, "<p>Arroz con pollo de la abuela.</p>");
      assert.equal(ai.fake.chat.length, calls, "nothing to fix, no call");
      const unknown = await ai.call("fix-content", { issueType: "meta_title_length", content, focusKeyword: "x" }, 400);
      assert.equal(unknown.error, AI_INPUT_MESSAGES.cannotFix);
      const noContent = await ai.call("fix-content", { issueType: "images", content: "", focusKeyword: "" }, 400);
      assert.deepEqual(noContent.fields.content, [AI_INPUT_MESSAGES.noContentToFix]);
      assert.deepEqual(noContent.fields.focusKeyword, [AI_INPUT_MESSAGES.focusKeyword]);
    });

    await t.step("generate-section and generate-recipe-schema", async () => {
      const section = await ai.call("generate-section", { section: "conclusion", title: "Flan", content: "<p>x</p>" });
      assert.deepEqual(section, { data: { conclusion: "<h2>Conclusión</h2><p>Un plato que une a la familia.</p>" } });
      const meta = await ai.call("generate-section", { section: "metaTitle", title: "Flan" });
      assert.equal(meta.data.metaTitle, "Conclusión Un plato que une a la familia.");
      const recipe = await ai.call("generate-recipe-schema", { title: "Flan", content: "<p>Flan de leche</p>" });
      assert.equal(recipe.prepTime, "", "a duration that is not ISO 8601 is dropped");
      assert.equal(recipe.cookTime, "PT45M");
      assert.equal(recipe.recipeCuisine, "Cubana");
      assert.ok(!("ratingValue" in recipe));
      const missing = await ai.call("generate-recipe-schema", { title: "Flan", content: "" }, 400);
      assert.deepEqual(missing.fields.content, [AI_INPUT_MESSAGES.titleAndContent]);
    });

    await t.step("select-categories: only existing category ids", async () => {
      const none = await ai.call("select-categories", { title: "Flan" });
      assert.deepEqual(none.categoryIds, []);
      const { category } = await createCategory(ai.site.kv, { name: "Postres", slug: "postres" });
      await createCategory(ai.site.kv, { name: "Bebidas", slug: "bebidas" });
      const chosen = await ai.call("select-categories", { title: "Flan de leche" });
      assert.deepEqual(chosen.categoryIds, [category.id], "the made-up id was dropped");
      assert.equal(chosen.message, "Selected Postres");
    });
  } finally {
    await ai.close();
  }
});
