/**
 * GET /api/categories: active categories sorted by position → `{ categories }`.
 * `with_post_count=true` adds each category's published post count;
 * `include_inactive=true` also lists hidden categories and needs a signed-in user.
 * POST /api/categories: creates a category (signed-in users) from the category fields (`name` required; `slug`,
 * `parent_id`, `position`, … optional) → 201 `{ category, versionstamp }`; a taken slug is a 409 naming `slug`.
 */
import { currentUser } from "@/lib/auth/current_user.ts";
import { createCategory, listCategories } from "@/lib/db/categories.ts";
import { readJsonObject } from "@/lib/http/json_object.ts";
import type { AppContext } from "@/lib/fresh/types.ts";
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
  async POST(c: AppContext) {
    currentUser(c);
    return c.json(await createCategory(c.var.kv, await readJsonObject(c)), 201);
  },
};
