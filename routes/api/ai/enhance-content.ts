/**
 * POST /api/ai/enhance-content `{ content, instructions }` → `{ content }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { enhanceContent } from "@/lib/ai/ops/enhance.ts";
import { EnhanceContentRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "enhance-content",
    needs: "text",
    schema: EnhanceContentRequestSchema,
    run: enhanceContent,
  }),
};
