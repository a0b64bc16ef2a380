/**
 * POST /api/ai/generate-images `{ content, title, focusKeyword, postId, language }` → `{ content, totalGenerated }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateImages } from "@/lib/ai/ops/placeholders.ts";
import { GenerateImagesRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "generate-images",
    needs: "image",
    schema: GenerateImagesRequestSchema,
    run: generateImages,
  }),
};
