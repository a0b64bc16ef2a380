/**
 * POST /api/ai/fix-content `{ issueType, content, title, focusKeyword, language }` → `{ content }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { fixContent } from "@/lib/ai/ops/fix_content.ts";
import { FixContentRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({ endpoint: "fix-content", needs: "text", schema: FixContentRequestSchema, run: fixContent }),
};
