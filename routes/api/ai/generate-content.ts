/**
 * POST /api/ai/generate-content `{ title, type, category, focusKeyword }` → `{ success, data: { content, excerpt, metaTitle, metaDescription, focusKeywords, seoScore, contentType, recipeSchema } }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateContent } from "@/lib/ai/ops/generate_content.ts";
import { GenerateContentRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "generate-content",
    needs: "text",
    schema: GenerateContentRequestSchema,
    run: generateContent,
  }),
};
