/**
 * Menu entries that lead to a category keep its reference (`category_id`), so
 * their URL is built from the category's current slug and the current
 * category base: a slug or base change never leaves a menu link behind.
 * Entries without a reference are matched by URL.
 */
import type { Category } from "../schemas/category.ts";
import type { MenuItem } from "../schemas/menu.ts";
import { decodePath } from "../schemas/redirect.ts";
import { categoryPath } from "../shared/paths.ts";

/** The path of a site-relative URL without query, fragment or trailing slash; null for other URLs. */
export function menuUrlPath(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  const path = trimmed.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return decodePath(path) || "/";
}

/** The category whose public path (under `categoryBase`) is the path of `url`, or null. */
export function categoryForUrl<C extends Category>(url: string, categories: C[], categoryBase: string): C | null {
  const path = menuUrlPath(url);
  if (path === null) return null;
  return categories.find((category) => categoryPath(category.slug, categoryBase) === path) ?? null;
}

/** The category an entry leads to: its stored reference when that category exists, else the one its URL names. */
export function categoryOfItem<C extends Category>(
  item: Pick<MenuItem, "url" | "category_id">,
  categories: C[],
  categoryBase: string,
): C | null {
  const byId = item.category_id ? categories.find((category) => category.id === item.category_id) : undefined;
  return byId ?? categoryForUrl(item.url, categories, categoryBase);
}

/**
 * The items with the URL of every category entry rebuilt from its category's
 * current slug and base (entries whose category is gone keep their stored URL).
 */
export function withCategoryUrls(items: MenuItem[], categories: Category[], categoryBase: string): MenuItem[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return items.map((item) => {
    const category = item.category_id ? byId.get(item.category_id) : undefined;
    return category ? { ...item, url: categoryPath(category.slug, categoryBase) } : item;
  });
}
