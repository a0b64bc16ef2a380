/** Loads the public navigation tree from the store. */
import { listCategories } from "../db/categories.ts";
import { listMenuItems } from "../db/menu.ts";
import { getSettings } from "../db/settings.ts";
import { buildMenuTree, type MenuNode } from "./tree.ts";
import { getFormerBases } from "../db/permalink_history.ts";
import { followPathSync } from "../site/follow_links.ts";
import { publicSettings } from "../schemas/settings.ts";

/**
 * The menu visitors see: active items nested, submenu category links with their published post counts; links
 * written under a former category or post base show the current address.
 */
export async function loadPublicMenu(kv: Deno.Kv): Promise<MenuNode[]> {
  const [items, categories, { settings }, formerBases] = await Promise.all([
    listMenuItems(kv),
    listCategories(kv, { withPostCount: true }),
    getSettings(kv),
    getFormerBases(kv),
  ]);
  const lookup = { settings: publicSettings(settings), categories, formerBases };
  const followed = items.map((item) => ({ ...item, url: followPathSync(item.url, lookup) }));
  return buildMenuTree(followed, categories, settings.category_base);
}
