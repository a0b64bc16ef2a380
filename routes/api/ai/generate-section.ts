/**
 * POST /api/ai/generate-section `{ section, title, content, focusKeyword, language, existingData }` → `{ data: { [section]: text } }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateSection } from "@/lib/ai/ops/section.ts";
import { GenerateSectionRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "generate-section",
    needs: "text",
    schema: GenerateSectionRequestSchema,
    run: generateSection,
  }),
};
