/** Loads the public navigation menu from the store. */
import { listCategories } from "../db/categories.ts";
import { listMenuItems } from "../db/menu.ts";
import { getSettings } from "../db/settings.ts";
import { buildMenuTree, type MenuNode, type PublicMenuItem, publicMenuItems } from "./tree.ts";
import { getFormerBases } from "../db/permalink_history.ts";
import { followPathSync } from "../site/follow_links.ts";
import { publicSettings } from "../schemas/settings.ts";

/** Menu items with links written under a former category or post base pointing at the current address. */
async function readMenu(kv: Deno.Kv) {
  const [items, categories, { settings }, formerBases] = await Promise.all([
    listMenuItems(kv),
    listCategories(kv, { withPostCount: true }),
    getSettings(kv),
    getFormerBases(kv),
  ]);
  const lookup = { settings: publicSettings(settings), categories, formerBases };
  const followed = items.map((item) => ({ ...item, url: followPathSync(item.url, lookup) }));
  return { items: followed, categories, base: settings.category_base };
}

/**
 * The menu visitors see: active items nested, submenu category links with their published post counts; links
 * written under a former category or post base show the current address.
 */
export async function loadPublicMenu(kv: Deno.Kv): Promise<MenuNode[]> {
  const { items, categories, base } = await readMenu(kv);
  return buildMenuTree(items, categories, base);
}

/** The menu visitors see as a flat list with `parent_id`, category entries with their published post counts. */
export async function loadPublicMenuItems(kv: Deno.Kv): Promise<PublicMenuItem[]> {
  const { items, categories, base } = await readMenu(kv);
  return publicMenuItems(items, categories, base);
}
