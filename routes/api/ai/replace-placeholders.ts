/**
 * POST /api/ai/replace-placeholders `{ title, content, postId }` → `{ content, totalGenerated }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { replacePlaceholders } from "@/lib/ai/ops/placeholders.ts";
import { ReplacePlaceholdersRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "replace-placeholders",
    needs: "image",
    schema: ReplacePlaceholdersRequestSchema,
    run: replacePlaceholders,
  }),
};
