/**
 * POST /api/ai/generate-single-image `{ description, context, keywords, articleTitle, focusKeyword, postId, language, imageType }` → `{ imageData, image }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateSingleImage } from "@/lib/ai/ops/single_image.ts";
import { GenerateSingleImageRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "generate-single-image",
    needs: "image",
    schema: GenerateSingleImageRequestSchema,
    run: generateSingleImage,
  }),
};
