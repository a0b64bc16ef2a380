/**
 * generate-content: a whole post from its title — content with image
 * placeholders, excerpt, meta title and description, focus keywords, content
 * type and recipe data — scored by the site's own SEO analysis. Ratings are
 * never invented.
 */
import { z } from "zod";
import type { GenerateContentRequestSchema, GeneratedContent } from "../../schemas/ai.ts";
import { analyzeSeo } from "../../seo/analysis/analyze.ts";
import { slugify } from "../../text/slug.ts";
import type { AiCall } from "../call.ts";
import { cleanGeneratedHtml, clip } from "../html.ts";
import { HTML_RULES, PLACEHOLDER_RULES, quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";
import { cleanRecipe, ModelRecipeSchema, RECIPE_RULES } from "./recipe_fields.ts";
import { recipeFields } from "../../shared/ai_recipe_fields.ts";

const PostSchema = z.object({
  content: z.string().min(200),
  excerpt: z.string().min(1),
  metaTitle: z.string().min(1),
  metaDescription: z.string().min(1),
  focusKeyword: z.string().min(1),
  secondaryFocusKeyword: z.string(),
  contentType: z.enum(["article", "recipe"]),
  recipe: ModelRecipeSchema.nullable(),
});

function task(type: string): string {
  const kind = type === "recipe"
    ? "una receta (contentType recipe, con datos de receta)"
    : type === "article"
    ? "un artículo (contentType article, recipe null)"
    : "una receta si el título es un plato, si no un artículo (recipe null en artículos)";
  return [
    `Escribe ${kind} completo y original para el blog, de 800 a 1500 palabras, optimizado para SEO.`,
    "Empieza con un párrafo que contenga la palabra clave principal; usa subtítulos <h2>/<h3> con ella.",
    "Usa la palabra clave secundaria de 2 a 4 veces.",
    "metaTitle de 50 a 60 caracteres; metaDescription de 120 a 160; excerpt de una o dos frases.",
    HTML_RULES,
    PLACEHOLDER_RULES,
    RECIPE_RULES,
  ].join("\n");
}

/** Answers `{ success: true, data }` (the editor reads `data.data`). */
export async function generateContent(call: AiCall, input: z.output<typeof GenerateContentRequestSchema>) {
  const post = await askStructured(call, {
    name: "generated_post",
    schema: PostSchema,
    task: task(input.type),
    prompt: [
      quoted("Título", input.title),
      input.category ? quoted("Categoría", input.category) : "",
      input.focusKeyword ? quoted("Palabra clave principal", input.focusKeyword) : "",
      input.secondaryFocusKeyword ? quoted("Palabra clave secundaria", input.secondaryFocusKeyword) : "",
    ].filter(Boolean).join("\n\n"),
    failure: "Failed to generate content",
    maxTokens: 8000,
  });
  const contentType = input.type === "auto" ? post.contentType : input.type;
  const content = await cleanGeneratedHtml(post.content);
  const main = input.focusKeyword || post.focusKeyword.trim();
  const secondary = input.secondaryFocusKeyword || post.secondaryFocusKeyword.trim();
  const metaTitle = clip(post.metaTitle, 60);
  const metaDescription = clip(post.metaDescription, 160);
  const excerpt = clip(post.excerpt, 500);
  const seo = analyzeSeo({
    title: input.title,
    metaTitle,
    metaDescription,
    content,
    slug: slugify(input.title),
    focusKeyword: main,
    secondaryFocusKeyword: secondary,
    excerpt,
  });
  const data: GeneratedContent = {
    content,
    excerpt,
    metaTitle,
    metaDescription,
    focusKeywords: { main, secondary },
    seoScore: seo.score,
    contentType,
    recipeSchema: contentType === "recipe" && post.recipe ? recipeFields(cleanRecipe(post.recipe)) : null,
  };
  return { success: true as const, data };
}
