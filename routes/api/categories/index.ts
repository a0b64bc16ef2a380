/**
 * GET /api/categories: active categories sorted by position → `{ categories }`.
 * `with_post_count=true` adds each category's published post count;
 * `include_inactive=true` also lists hidden categories, for staff only (`lib/db/visibility.ts`).
 * Categories are created with POST /api/admin/categories.
 */
import { listCategories } from "@/lib/db/categories.ts";
import { isInAudience } from "@/lib/auth/access.ts";
import { includesHiddenCategories } from "@/lib/db/visibility.ts";
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { CategoryListQuerySchema } from "@/lib/schemas/public_api.ts";

export const handler = define.handlers({
  async GET(c) {
    const query = parseQuery(c, CategoryListQuerySchema);
    const categories = await listCategories(c.var.kv, {
      includeInactive: includesHiddenCategories(query.include_inactive, isInAudience(c.var.user, "staff")),
      withPostCount: query.with_post_count,
    });
    return c.json({ categories });
  },
});
