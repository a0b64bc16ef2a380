/**
 * The Generate with AI job's {@link GenerateAi}, built on the AI operations
 * of `lib/ai/ops` with the job's own abort signal. Each step's input is
 * parsed with its endpoint's schema, and answers become post fields.
 */
import type { z } from "zod";
import {
  FocusKeywordsRequestSchema,
  type FocusKeywordsResponseSchema,
  GenerateContentRequestSchema,
  type GenerateContentResponseSchema,
  GenerateImagesRequestSchema,
  GenerateSingleImageRequestSchema,
  type GenerateSingleImageResponseSchema,
  type ImagesInContentResponseSchema,
  RecipeSchemaRequestSchema,
  type RecipeSchemaResponseSchema,
  ReplacePlaceholdersRequestSchema,
  SelectCategoriesRequestSchema,
  type SelectCategoriesResponseSchema,
} from "../schemas/ai.ts";
import { recipeFields } from "../shared/ai_recipe_fields.ts";
import type { AiCall } from "./call.ts";
import type { GenerateAi } from "./generate_job_ai.ts";
import { generateContent } from "./ops/generate_content.ts";
import { generateFocusKeywords } from "./ops/focus_keywords.ts";
import { fillPlaceholders } from "./ops/placeholders.ts";
import { generateRecipeSchema } from "./ops/recipe_schema.ts";
import { selectCategories } from "./ops/categories.ts";
import { generateSingleImage } from "./ops/single_image.ts";

/** Image placeholders the content generation leaves: `<!-- IMAGE_PLACEHOLDER: … -->`. */
const PLACEHOLDER = /<!--\s*IMAGE_PLACEHOLDER/;

/** The job's AI layer for `base` (the job's call: store, providers, settings, user). */
export function generateAiFor(base: Omit<AiCall, "endpoint" | "signal">): GenerateAi {
  const call = (endpoint: string, signal: AbortSignal): AiCall => ({ ...base, endpoint, signal });
  return {
    async focusKeywords({ title }, signal) {
      const r: z.infer<typeof FocusKeywordsResponseSchema> = await generateFocusKeywords(
        call("generate-focus-keywords", signal),
        FocusKeywordsRequestSchema.parse({ title }),
      );
      return { main: r.mainFocusKeyword, secondary: r.secondaryFocusKeyword };
    },
    async content({ title, type, focusKeyword }, signal) {
      const r: z.infer<typeof GenerateContentResponseSchema> = await generateContent(
        call("generate-content", signal),
        GenerateContentRequestSchema.parse({ title, type, focusKeyword }),
      );
      const d = r.data;
      return {
        content: d.content,
        excerpt: d.excerpt,
        meta_title: d.metaTitle,
        meta_description: d.metaDescription,
        seo_score: d.seoScore,
        content_type: d.contentType,
        ...(focusKeyword ? {} : {
          focus_keyword: d.focusKeywords.main,
          secondary_focus_keyword: d.focusKeywords.secondary,
        }),
        ...(d.recipeSchema ?? {}),
      };
    },
    hasPlaceholders: (content) => PLACEHOLDER.test(content),
    async replacePlaceholders({ title, content, postId }, signal) {
      const r: z.infer<typeof ImagesInContentResponseSchema> = await fillPlaceholders(
        call("replace-placeholders", signal),
        ReplacePlaceholdersRequestSchema.parse({ title, content, postId }),
      );
      return { content: r.content, totalGenerated: r.totalGenerated };
    },
    async selectCategories({ title }, signal) {
      const r: z.infer<typeof SelectCategoriesResponseSchema> = await selectCategories(
        call("select-categories", signal),
        SelectCategoriesRequestSchema.parse({ title }),
      );
      return r.categoryIds;
    },
    async featuredImage({ title, focusKeyword, postId }, signal) {
      const r: z.infer<typeof GenerateSingleImageResponseSchema> = await generateSingleImage(
        call("generate-single-image", signal),
        GenerateSingleImageRequestSchema.parse({
          description: title,
          keywords: focusKeyword,
          articleTitle: title,
          focusKeyword,
          postId,
          imageType: "featured",
        }),
      );
      return r.imageData;
    },
    async recipeSchema({ title, content, focusKeyword }, signal) {
      const r: z.infer<typeof RecipeSchemaResponseSchema> = await generateRecipeSchema(
        call("generate-recipe-schema", signal),
        RecipeSchemaRequestSchema.parse({ title, content, focusKeyword }),
      );
      return { ...recipeFields(r) };
    },
    async contentImages({ title, content, focusKeyword, postId }, signal) {
      const r: z.infer<typeof ImagesInContentResponseSchema> = await fillPlaceholders(
        call("generate-images", signal),
        GenerateImagesRequestSchema.parse({ title, content, focusKeyword, postId }),
      );
      return { content: r.content, totalGenerated: r.totalGenerated };
    },
  };
}
