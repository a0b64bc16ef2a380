/**
 * POST /api/ai/generate-images `{ content, title, focusKeyword, postId, language }` → `{ content, totalGenerated }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateImages } from "@/lib/ai/ops/placeholders.ts";
import { GenerateImagesRequestSchema } from "@/lib/schemas/ai.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  POST: aiRoute({
    endpoint: "generate-images",
    needs: "image",
    schema: GenerateImagesRequestSchema,
    run: generateImages,
  }),
});
