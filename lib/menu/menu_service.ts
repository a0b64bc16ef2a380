/**
 * Menu writes and reads that need the categories and the category base:
 * category links are recorded by reference, the admin list shows each
 * category entry's current URL, and the bulk submenu update turns a set of
 * ticked categories into added and removed submenu items.
 */
import { listCategories } from "../db/categories.ts";
import { getMenuItem, listMenuItems, type SubmenuChange, updateMenuItem, updateSubmenus } from "../db/menu.ts";
import { getSettings } from "../db/settings.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import type { Category } from "../schemas/category.ts";
import type { MenuItem, SubmenuLink } from "../schemas/menu.ts";
import { categoryPath } from "../shared/paths.ts";
import { categoryForUrl, categoryOfItem, withCategoryUrls } from "./category_links.ts";

async function categoriesAndBase(kv: Deno.Kv): Promise<{ categories: Category[]; base: string }> {
  const [categories, { settings }] = await Promise.all([
    listCategories(kv, { includeInactive: true }),
    getSettings(kv),
  ]);
  return { categories, base: settings.category_base };
}

/** Every menu item sorted by position, category entries with their current URL. */
export async function listAdminMenu(kv: Deno.Kv): Promise<MenuItem[]> {
  const [items, { categories, base }] = await Promise.all([listMenuItems(kv), categoriesAndBase(kv)]);
  return withCategoryUrls(items, categories, base);
}

/**
 * Adds `category_id` to a create or update payload whose `url` is a category's
 * page (null when it is not), so the entry follows that category from now on.
 * Payloads without a `url` are returned as they are.
 */
export async function linkMenuInputToCategory<T extends { url?: unknown }>(
  kv: Deno.Kv,
  input: T,
): Promise<T & { category_id?: string | null }> {
  if (typeof input.url !== "string") return input;
  const { categories, base } = await categoriesAndBase(kv);
  return { ...input, category_id: categoryForUrl(input.url, categories, base)?.id ?? null };
}

/**
 * Records the category of every entry that leads to one by URL but has no
 * reference yet (entries saved before references existed). Run it before the
 * category base changes so those entries follow the new base. Returns how
 * many entries were linked.
 */
export async function linkMenuEntriesToCategories(kv: Deno.Kv): Promise<number> {
  const [items, { categories, base }] = await Promise.all([listMenuItems(kv), categoriesAndBase(kv)]);
  let linked = 0;
  for (const item of items.filter((entry) => !entry.category_id)) {
    const category = categoryForUrl(item.url, categories, base);
    if (!category) continue;
    await updateMenuItem(kv, item.id, { category_id: category.id });
    linked++;
  }
  return linked;
}

/** Categories in list order: each top-level category followed by its sub-categories. */
export function nestedCategoryOrder<C extends Category>(categories: C[]): C[] {
  const tops = categories.filter((c) => !c.parent_id || !categories.some((p) => p.id === c.parent_id));
  return tops.flatMap((top) => [top, ...categories.filter((c) => c.parent_id === top.id)]);
}

/**
 * The bulk submenu update of a top-level item: every ticked category without a
 * submenu entry gets one (label the category name, URL its page, active), and
 * every submenu entry of a category no longer ticked is deleted. Entries are
 * matched to categories by reference, else by URL. The changes are planned
 * from the submenu as the write reads it, so concurrent updates of the same
 * item re-plan instead of adding an entry twice. One atomic write.
 */
export async function setSubmenuCategories(
  kv: Deno.Kv,
  parentId: string,
  categoryIds: string[],
): Promise<SubmenuChange> {
  const [parent, { categories, base }] = await Promise.all([getMenuItem(kv, parentId), categoriesAndBase(kv)]);
  if (!parent) throw new NotFoundError("Menu item not found");
  if (parent.item.parent_id !== null) {
    const message = "Only top-level menu items can have submenus";
    throw new ValidationError(message, { parent_id: [message] });
  }
  const wanted = new Set(categoryIds);
  const unknown = categoryIds.filter((id) => !categories.some((category) => category.id === id));
  if (unknown.length) {
    throw new ValidationError("Category not found", { category_ids: [`Category not found: ${unknown[0]}`] });
  }
  return await updateSubmenus(kv, parentId, (_parent, children) => {
    const matched = new Set<string>();
    const toRemoveIds: string[] = [];
    for (const child of children) {
      const category = categoryOfItem(child, categories, base);
      if (!category) continue;
      matched.add(category.id);
      if (!wanted.has(category.id)) toRemoveIds.push(child.id);
    }
    const toAdd: SubmenuLink[] = nestedCategoryOrder(categories)
      .filter((category) => wanted.has(category.id) && !matched.has(category.id))
      .map((category) => ({
        label: category.name,
        url: categoryPath(category.slug, base),
        category_id: category.id,
      }));
    return { toAdd, toRemoveIds };
  });
}
