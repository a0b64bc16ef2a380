/**
 * POST /api/ai/calculate-seo-score `{ title, metaTitle, metaDescription, content,
 * slug, focusKeyword, secondaryFocusKeyword, excerpt }` → `{ score, rating,
 * passed, recommendations, warnings }`: the deterministic Spanish SEO analysis
 * of `lib/seo/analysis` (no outside service). Staff only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { analyzeSeo } from "@/lib/seo/analysis/analyze.ts";
import { SeoScoreRequestSchema } from "@/lib/schemas/seo_score.ts";

export const handler = define.handlers({
  async POST(c) {
    return c.json(analyzeSeo(await parseJson(c, SeoScoreRequestSchema)));
  },
});
