/**
 * GET /api/menu: the public menu, never cached → `{ menu }`, a flat list of the active entries sorted by position,
 * each with `parent_id` (null for top level) and, for entries leading to a category, `post_count` (published posts).
 */
import { define } from "@/lib/define.ts";
import { loadPublicMenuItems } from "@/lib/menu/public_menu.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json({ menu: await loadPublicMenuItems(c.var.kv) }, 200, { "Cache-Control": "no-store" });
  },
});
