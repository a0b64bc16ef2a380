/**
 * GET /api/admin/categories: every category (hidden ones too) sorted by position, each with `post_count`
 * (published) and `draft_count` → `{ categories }`.
 * POST /api/admin/categories: creates one from the category fields (`name` required; a missing slug is made
 * from the name) → 201 `{ category, versionstamp }`; a taken slug is a 409 naming `slug`.
 */
import { createCategory } from "@/lib/db/categories.ts";
import { listAdminCategories } from "@/lib/db/category_admin_list.ts";
import { readJsonObject } from "@/lib/http/json_object.ts";
import { define } from "@/lib/define.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json({ categories: await listAdminCategories(c.var.kv) });
  },
  async POST(c) {
    return c.json(await createCategory(c.var.kv, await readJsonObject(c)), 201);
  },
});
