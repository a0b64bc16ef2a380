/**
 * The per-process caches of settings (with the former permalink bases), menu items and categories, read
 * through the page cache's version clock (see `data_cache.ts`).
 */
import { listCategories } from "../db/categories.ts";
import { listMenuItems } from "../db/menu.ts";
import { getSettings } from "../db/settings.ts";
import { type FormerBases, getFormerBases } from "../db/permalink_history.ts";
import type { CategoryWithCount } from "../schemas/category.ts";
import type { MenuItem } from "../schemas/menu.ts";
import type { Settings } from "../schemas/settings.ts";
import { type CacheStats, DataCache } from "./data_cache.ts";
import { DATA_CACHE_NAMES, type DataCacheName } from "../schemas/cache.ts";

/** Settings, menu items and active categories (with post counts), cached per content version. */
export class SiteDataCaches {
  readonly settings = new DataCache<Settings>("settings");
  readonly menu = new DataCache<MenuItem[]>("menu");
  readonly categories = new DataCache<CategoryWithCount[]>("categories");
  /** Former permalink bases: written with the settings, so cleared with them. */
  private readonly formerBases = new DataCache<FormerBases>("former bases");

  /** `version` answers the current content version (throttled by the caller's clock). */
  constructor(private readonly kv: Deno.Kv, private readonly version: () => string | Promise<string>) {}

  /** The settings record, defaults merged. */
  async getSettings(): Promise<Settings> {
    const version = await this.version();
    return this.settings.get(version, async () => (await getSettings(this.kv)).settings);
  }

  /** Every menu item. */
  async getMenuItems(): Promise<MenuItem[]> {
    const version = await this.version();
    return this.menu.get(version, () => listMenuItems(this.kv));
  }

  /** Active categories with published post counts. */
  async getCategories(): Promise<CategoryWithCount[]> {
    const version = await this.version();
    return this.categories.get(version, () => listCategories(this.kv, { withPostCount: true }));
  }

  /** Category and post bases used before the last permalink change. */
  async getFormerBases(): Promise<FormerBases> {
    const version = await this.version();
    return this.formerBases.get(version, () => getFormerBases(this.kv));
  }

  /** Drops the named caches. */
  clear(names: readonly DataCacheName[] = DATA_CACHE_NAMES): void {
    for (const name of names) this[name].clear();
    if (names.includes("settings")) this.formerBases.clear();
  }

  /** Stats of each cache. */
  stats(): CacheStats[] {
    return DATA_CACHE_NAMES.map((name) => this[name].stats());
  }
}
