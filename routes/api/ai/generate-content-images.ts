/**
 * POST /api/ai/generate-content-images `{ title, content, focusKeyword, postId }` → `{ content, images, totalGenerated }` (2–4 images).
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateContentImages } from "@/lib/ai/ops/content_images.ts";
import { GenerateContentImagesRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "generate-content-images",
    needs: "image",
    schema: GenerateContentImagesRequestSchema,
    run: generateContentImages,
  }),
};
