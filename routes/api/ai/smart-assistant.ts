/**
 * POST /api/ai/smart-assistant `{ instruction, selectedText, articleContent, articleTitle, postId }` → `{ operation, content }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { smartAssistant } from "@/lib/ai/ops/assistant.ts";
import { SmartAssistantRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "smart-assistant",
    needs: "text",
    schema: SmartAssistantRequestSchema,
    run: smartAssistant,
  }),
};
