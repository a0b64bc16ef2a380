/**
 * POST /api/ai/:operation: one AI operation of the editor (`enhance-content`, `generate-seo`, …; the list, with each
 * one's request and answer, is `lib/ai/operations.ts`). 404 for an unknown operation, 503 when AI is not configured, 429
 * with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { answerAiOperation } from "@/lib/ai/operations.ts";

export const handler = define.handlers({
  POST: (c) => answerAiOperation(c, c.req.param("operation") ?? ""),
});
