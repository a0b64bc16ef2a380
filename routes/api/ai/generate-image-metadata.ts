/**
 * POST /api/ai/generate-image-metadata `{ postTitle, imageType, nearbyText, category }` → `{ metadata: { alt, title, filename } }`.
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { generateImageMetadata } from "@/lib/ai/ops/image_metadata.ts";
import { GenerateImageMetadataRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "generate-image-metadata",
    needs: "text",
    schema: GenerateImageMetadataRequestSchema,
    run: generateImageMetadata,
  }),
};
