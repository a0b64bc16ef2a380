/**
 * The AI operations behind `POST /api/ai/:operation` (`routes/api/ai/[operation].ts`), one row each: what the
 * operation needs (the text or the image provider), its request schema (`lib/schemas/ai.ts`) and its run
 * (`lib/ai/ops/*`). Every one answers 503 when the provider it needs is not configured (before anything else),
 * parses the body with its schema, counts one call against the user's allowance (429 with Retry-After), then runs
 * with the request's abort signal; an unknown name is a 404.
 */
import type { z } from "zod";
import type { AppContext } from "../app_env.ts";
import { guardedUser } from "../auth/current_user.ts";
import { getSettings } from "../db/settings.ts";
import { NotFoundError } from "../errors.ts";
import { parseJson } from "../http/validate.ts";
import * as schemas from "../schemas/ai.ts";
import { type AiNeed, requireConfigured } from "./availability.ts";
import type { AiCall } from "./call.ts";
import { reserveAiCall } from "./limits.ts";
import { smartAssistant } from "./ops/assistant.ts";
import { selectCategories } from "./ops/categories.ts";
import { generateContentImages } from "./ops/content_images.ts";
import { enhanceContent } from "./ops/enhance.ts";
import { fixContent } from "./ops/fix_content.ts";
import { generateFocusKeywords } from "./ops/focus_keywords.ts";
import { generateContent } from "./ops/generate_content.ts";
import { generateImageMetadata } from "./ops/image_metadata.ts";
import { fillPlaceholders } from "./ops/placeholders.ts";
import { generateRecipeSchema } from "./ops/recipe_schema.ts";
import { generateSection } from "./ops/section.ts";
import { generateSeo } from "./ops/seo.ts";
import { generateSingleImage } from "./ops/single_image.ts";

/** One AI operation: what it needs, its request schema and its run. */
interface AiOperation<S extends z.ZodType = z.ZodType> {
  needs: AiNeed;
  schema: S;
  run: (call: AiCall, input: z.output<S>) => Promise<unknown>;
}

const operation = <S extends z.ZodType>(needs: AiNeed, schema: S, run: AiOperation<S>["run"]) =>
  ({ needs, schema, run }) as AiOperation;

/** The operations by endpoint name, with their request → answer. */
const AI_OPERATIONS: Record<string, AiOperation> = {
  // `{ content, instructions }` → `{ content }`
  "enhance-content": operation("text", schemas.EnhanceContentRequestSchema, enhanceContent),
  // `{ issueType, content, title, focusKeyword, language }` → `{ content }`
  "fix-content": operation("text", schemas.FixContentRequestSchema, fixContent),
  // `{ title, type, category, focusKeyword }` → `{ success, data: { content, excerpt, metaTitle, metaDescription,
  // focusKeywords, seoScore, contentType, recipeSchema } }`
  "generate-content": operation("text", schemas.GenerateContentRequestSchema, generateContent),
  // `{ title, content, focusKeyword, postId }` → `{ content, images, totalGenerated }` (2–4 images)
  "generate-content-images": operation("image", schemas.GenerateContentImagesRequestSchema, generateContentImages),
  // `{ title }` → `{ mainFocusKeyword, secondaryFocusKeyword }`
  "generate-focus-keywords": operation("text", schemas.FocusKeywordsRequestSchema, generateFocusKeywords),
  // `{ postTitle, imageType, nearbyText, category }` → `{ metadata: { alt, title, filename } }`
  "generate-image-metadata": operation("text", schemas.GenerateImageMetadataRequestSchema, generateImageMetadata),
  // `{ content, title, focusKeyword, postId, language }` → `{ content, totalGenerated }`
  "generate-images": operation("image", schemas.GenerateImagesRequestSchema, fillPlaceholders),
  // `{ title, content, focusKeyword }` → `{ prepTime, cookTime, totalTime, recipeYield, recipeCategory,
  // recipeCuisine, ingredients, instructions, nutrition… }`
  "generate-recipe-schema": operation("text", schemas.RecipeSchemaRequestSchema, generateRecipeSchema),
  // `{ section, title, content, focusKeyword, language, existingData }` → `{ data: { [section]: text } }`
  "generate-section": operation("text", schemas.GenerateSectionRequestSchema, generateSection),
  // `{ title, content, category }` → `{ metadata }`
  "generate-seo": operation("text", schemas.GenerateSeoRequestSchema, generateSeo),
  // `{ description, context, keywords, articleTitle, focusKeyword, postId, language, imageType }` →
  // `{ imageData, image }`
  "generate-single-image": operation("image", schemas.GenerateSingleImageRequestSchema, generateSingleImage),
  // `{ title, content, postId }` → `{ content, totalGenerated }`
  "replace-placeholders": operation("image", schemas.ReplacePlaceholdersRequestSchema, fillPlaceholders),
  // `{ title }` → `{ categoryIds, message }` (existing categories only)
  "select-categories": operation("text", schemas.SelectCategoriesRequestSchema, selectCategories),
  // `{ instruction, selectedText, articleContent, articleTitle, postId }` → `{ operation, content }`
  "smart-assistant": operation("text", schemas.SmartAssistantRequestSchema, smartAssistant),
};

/** Answers `POST /api/ai/:operation` (see the module comment). */
export async function answerAiOperation(c: AppContext, endpoint: string): Promise<Response> {
  const spec = Object.hasOwn(AI_OPERATIONS, endpoint) ? AI_OPERATIONS[endpoint] : undefined;
  if (!spec) throw new NotFoundError();
  const user = guardedUser(c);
  const { settings } = await getSettings(c.var.kv);
  requireConfigured(c.var.ai, settings, spec.needs);
  const input = await parseJson(c, spec.schema);
  await reserveAiCall(c.var.kv, c.var.ai, user.id);
  const call: AiCall = {
    kv: c.var.kv,
    media: c.var.media,
    env: c.var.ai,
    settings,
    userId: user.id,
    endpoint,
    signal: c.req.raw.signal,
  };
  return c.json(await spec.run(call, input) as Record<string, unknown>);
}
