/** Loads the public navigation menu from the store. */
import { listCategories } from "../db/categories.ts";
import { listMenuItems } from "../db/menu.ts";
import { getSettings } from "../db/settings.ts";
import { buildMenuTree, type MenuNode, type PublicMenuItem, publicMenuItems } from "./tree.ts";

async function readMenu(kv: Deno.Kv) {
  const [items, categories, { settings }] = await Promise.all([
    listMenuItems(kv),
    listCategories(kv, { withPostCount: true }),
    getSettings(kv),
  ]);
  return { items, categories, base: settings.category_base };
}

/** The menu visitors see: active items nested, submenu category links with their published post counts. */
export async function loadPublicMenu(kv: Deno.Kv): Promise<MenuNode[]> {
  const { items, categories, base } = await readMenu(kv);
  return buildMenuTree(items, categories, base);
}

/** The menu visitors see as a flat list with `parent_id`, category entries with their published post counts. */
export async function loadPublicMenuItems(kv: Deno.Kv): Promise<PublicMenuItem[]> {
  const { items, categories, base } = await readMenu(kv);
  return publicMenuItems(items, categories, base);
}
