/**
 * POST /api/ai/generate-focus-keywords `{ title }` → `{ mainFocusKeyword, secondaryFocusKeyword }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateFocusKeywords } from "@/lib/ai/ops/focus_keywords.ts";
import { FocusKeywordsRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "generate-focus-keywords",
    needs: "text",
    schema: FocusKeywordsRequestSchema,
    run: generateFocusKeywords,
  }),
};
