/**
 * POST /api/ai/generate-seo `{ title, content, category }` → `{ metadata }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateSeo } from "@/lib/ai/ops/seo.ts";
import { GenerateSeoRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({ endpoint: "generate-seo", needs: "text", schema: GenerateSeoRequestSchema, run: generateSeo }),
};
