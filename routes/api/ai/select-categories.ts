/**
 * POST /api/ai/select-categories `{ title }` → `{ categoryIds, message }` (existing categories only).
 * 503 when AI is not configured, 429 with Retry-After past the per-user allowance. Staff only (`lib/auth/access.ts`).
 */
import { aiRoute } from "@/lib/ai/route.ts";
import { selectCategories } from "@/lib/ai/ops/categories.ts";
import { SelectCategoriesRequestSchema } from "@/lib/schemas/ai.ts";

export const handler = {
  POST: aiRoute({
    endpoint: "select-categories",
    needs: "text",
    schema: SelectCategoriesRequestSchema,
    run: selectCategories,
  }),
};
