/**
 * Browser calls of the editor's AI features (`/api/ai/*`). Each throws an
 * Error with the server's message, or the specification's fallback text for
 * that call when the server gave none.
 */
import type {
  AiStatus,
  FixContentRequestSchema,
  SmartAssistantRequest,
  SmartAssistantResponse,
} from "../schemas/ai.ts";
import type { z } from "zod";
import type { RecipeSchemaAnswer } from "../shared/ai_recipe_fields.ts";
import { api } from "./api.ts";

/** Fallback messages of the AI client (spec §8). */
export const AI_CLIENT_MESSAGES = {
  assistant: "Failed to process request",
  focusKeywords: "Failed to generate focus keywords",
  recipeSchema: "Failed to generate recipe schema",
  fix: "Failed to fix content",
  generation: "Generation failed",
  images: "Failed to generate images",
  featured: "Featured image generation failed",
  categories: "Category selection failed",
  section: (section: string) => `Failed to generate ${section}`,
} as const;

function call<T>(path: string, json: unknown, fallback: string): Promise<T> {
  return api<T>(`/ai/${path}`, { method: "POST", json, fallback });
}

/** Whether AI text and image generation are configured. */
export function fetchAiStatus(): Promise<AiStatus> {
  return api<AiStatus>("/ai/status");
}

/** The assistant's answer to an instruction. */
export function smartAssistant(request: SmartAssistantRequest): Promise<SmartAssistantResponse> {
  return call("smart-assistant", request, AI_CLIENT_MESSAGES.assistant);
}

/** Main and secondary focus keywords for a title. */
export function generateFocusKeywords(title: string) {
  return call<{ mainFocusKeyword: string; secondaryFocusKeyword: string }>(
    "generate-focus-keywords",
    { title },
    AI_CLIENT_MESSAGES.focusKeywords,
  );
}

/** Recipe fields (camelCase, as the endpoint answers) for a post. */
export function generateRecipeSchema(input: { title: string; content: string; focusKeyword: string }) {
  return call<RecipeSchemaAnswer>("generate-recipe-schema", input, AI_CLIENT_MESSAGES.recipeSchema);
}

/** The content with one SEO issue fixed. */
export function fixContent(input: z.input<typeof FixContentRequestSchema>) {
  return call<{ content: string }>("fix-content", { ...input, language: "es" }, AI_CLIENT_MESSAGES.fix);
}

/** One section (e.g. content, excerpt) written for the post. */
export async function generateSection(
  section: string,
  input: { title: string; content: string; focusKeyword: string },
): Promise<string> {
  const r = await call<{ data: Record<string, string> }>(
    "generate-section",
    { section, ...input, language: "es" },
    AI_CLIENT_MESSAGES.section(section),
  );
  return r.data[section] ?? "";
}

/** 2–4 generated images placed in the content. */
export function generateContentImages(
  input: { title: string; content: string; focusKeyword: string; postId: string | null },
) {
  return call<{ content: string; totalGenerated: number }>(
    "generate-content-images",
    input,
    AI_CLIENT_MESSAGES.images,
  );
}

/** A generated featured image (its URL). */
export async function generateFeaturedImage(
  input: { title: string; focusKeyword: string; postId: string | null },
): Promise<string> {
  const r = await call<{ imageData: string }>("generate-single-image", {
    description: input.title,
    articleTitle: input.title,
    keywords: input.focusKeyword,
    focusKeyword: input.focusKeyword,
    postId: input.postId,
    imageType: "featured",
    language: "es",
  }, AI_CLIENT_MESSAGES.featured);
  return r.imageData;
}

/** Ids of existing categories that fit the post. */
export function selectCategories(input: { title: string; content: string }) {
  return call<{ categoryIds: string[]; message: string }>("select-categories", input, AI_CLIENT_MESSAGES.categories);
}
