/** Loads the public navigation tree from the store. */
import { listCategories } from "../db/categories.ts";
import { listMenuItems } from "../db/menu.ts";
import { getSettings } from "../db/settings.ts";
import { buildMenuTree, type MenuNode } from "./tree.ts";

/** The menu visitors see: active items nested, submenu category links with their published post counts. */
export async function loadPublicMenu(kv: Deno.Kv): Promise<MenuNode[]> {
  const [items, categories, { settings }] = await Promise.all([
    listMenuItems(kv),
    listCategories(kv, { withPostCount: true }),
    getSettings(kv),
  ]);
  return buildMenuTree(items, categories, settings.category_base);
}
