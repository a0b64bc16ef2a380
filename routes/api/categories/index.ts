/**
 * GET /api/categories: active categories sorted by position → `{ categories }`.
 * `with_post_count=true` adds each category's published post count;
 * `include_inactive=true` also lists hidden categories and needs a signed-in user.
 */
import { listCategories } from "@/lib/db/categories.ts";
import { UnauthorizedError } from "@/lib/errors.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { CategoryListQuerySchema } from "@/lib/schemas/public_api.ts";

export const handler = {
  async GET(c: AppContext) {
    const query = parseQuery(c, CategoryListQuerySchema);
    if (query.include_inactive && !c.var.user) throw new UnauthorizedError();
    const categories = await listCategories(c.var.kv, {
      includeInactive: query.include_inactive,
      withPostCount: query.with_post_count,
    });
    return c.json({ categories });
  },
};
