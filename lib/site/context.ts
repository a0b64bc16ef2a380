/**
 * What every public page needs besides its own data: the visitor-safe
 * settings, the navigation tree and the active categories with their
 * published post counts. Loaded once per request by the public folder
 * middleware and read by the layout and pages from `state.site`.
 */
import { listCategories } from "../db/categories.ts";
import { listMenuItems } from "../db/menu.ts";
import { getSettings, publicSettings } from "../db/settings.ts";
import { buildMenuTree, type MenuNode } from "../menu/tree.ts";
import { type FormerBases, getFormerBases, NO_FORMER_BASES } from "../db/permalink_history.ts";
import { followPathSync } from "./follow_links.ts";
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import type { CategoryWithCount } from "../schemas/category.ts";
import { type PublicSettings, settingsWithDefaults } from "../schemas/settings.ts";

/** Shared data of a public page. */
export interface SiteContext {
  settings: PublicSettings;
  menu: MenuNode[];
  /** Active categories sorted by position, with `post_count` (published posts). */
  categories: CategoryWithCount[];
  /** Category and post bases used before the last permalink change (their URLs answer 301). */
  formerBases?: FormerBases;
}

/** Key of the site context in the request state. */
export const SITE_STATE_KEY = "site";

/**
 * Reads settings, menu items and categories and builds the navigation tree. With `snapshot` (the process's content
 * snapshot of the current version) everything comes from it. Without one, or when no snapshot can be had, the store is
 * read: as the spec's error catalogue says, a failed settings read falls back to the defaults ('Failed to fetch
 * settings') and a failed menu read leaves the menu empty ('Failed to fetch menu'); the page still renders.
 */
export async function loadSiteContext(
  kv: Deno.Kv,
  log: (message: string, error: unknown) => void = console.error,
  snapshot?: () => Promise<ContentSnapshot>,
): Promise<SiteContext> {
  const held = snapshot ? await snapshot().catch(() => null) : null;
  const [settingsRead, itemsRead, categories, formerBases] = held
    ? [held.settings, held.menu, held.categories as CategoryWithCount[], held.formerBases]
    : await Promise.all([
      getSettings(kv).then((r) => r.settings).catch((error) => {
        log("Failed to fetch settings", error);
        return settingsWithDefaults({});
      }),
      listMenuItems(kv).catch((error) => {
        log("Failed to fetch menu", error);
        return null;
      }),
      listCategories(kv, { withPostCount: true }),
      getFormerBases(kv).catch(() => NO_FORMER_BASES),
    ]);
  const settings = publicSettings(settingsRead);
  const lookup = { settings, categories, formerBases };
  const followed = itemsRead?.map((item) => ({ ...item, url: followPathSync(item.url, lookup) }));
  return {
    settings,
    menu: followed ? buildMenuTree(followed, categories, settingsRead.category_base) : [],
    categories,
    formerBases,
  };
}

/** The context stored in `state`, or defaults (no menu, no categories) when none was loaded, e.g. on error pages. */
export function siteContextFrom(state: Record<string, unknown> | undefined): SiteContext {
  const site = state?.[SITE_STATE_KEY] as SiteContext | undefined;
  if (site?.settings) return site;
  return { settings: publicSettings(settingsWithDefaults({})), menu: [], categories: [] };
}
