/**
 * GET /api/categories: active categories sorted by position → `{ categories }`.
 * `with_post_count=true` adds each category's published post count;
 * `include_inactive=true` also lists hidden categories and needs a signed-in user.
 */
import { currentUser } from "@/lib/auth/current_user.ts";
import { listCategories } from "@/lib/db/categories.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { CategoryListQuerySchema } from "@/lib/schemas/public_api.ts";

export const handler = {
  async GET(c: AppContext) {
    const query = parseQuery(c, CategoryListQuerySchema);
    if (query.include_inactive) currentUser(c);
    const categories = await listCategories(c.var.kv, {
      includeInactive: query.include_inactive,
      withPostCount: query.with_post_count,
    });
    return c.json({ categories });
  },
};
