/**
 * The public navigation tree: active menu items nested under their top-level
 * parents, with submenu entries that point at a category carrying that
 * category's published post count.
 */
import type { DropdownPosition, MenuItem } from "../schemas/menu.ts";
import type { Category, CategoryWithCount } from "../schemas/category.ts";
import { categoryOfItem, menuUrlPath, withCategoryUrls } from "./category_links.ts";

export { menuUrlPath };

/** One entry of the public menu as `GET /api/menu` lists it: flat, with `parent_id`. */
export interface PublicMenuItem {
  id: string;
  label: string;
  url: string;
  position: number;
  is_active: true;
  parent_id: string | null;
  has_dropdown: 0 | 1;
  dropdown_position: DropdownPosition;
  /** Published posts of the category the entry links to (category entries only). */
  post_count?: number;
}

/** One entry of the public menu, with its submenu entries in `children`. */
export interface MenuNode {
  id: string;
  label: string;
  url: string;
  has_dropdown: boolean;
  dropdown_position: DropdownPosition;
  /** Published posts of the category the entry links to (submenu entries only). */
  post_count?: number;
  children: MenuNode[];
}

function byPosition(a: MenuItem, b: MenuItem): number {
  return a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
}

/** Published post counts of the entries that lead to a category, by entry id. */
function categoryCounts(items: MenuItem[], categories: CategoryWithCount[], categoryBase: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const category = categoryOfItem(item, categories, categoryBase);
    if (category) counts.set(item.id, category.post_count ?? 0);
  }
  return counts;
}

/** The active entries visitors see (children of hidden or missing parents left out), category URLs current. */
function visibleItems(items: MenuItem[], categories: Category[], categoryBase: string): MenuItem[] {
  const active = withCategoryUrls(items.filter((item) => item.is_active), categories, categoryBase).sort(byPosition);
  const roots = new Set(active.filter((item) => item.parent_id === null).map((item) => item.id));
  return active.filter((item) => item.parent_id === null || roots.has(item.parent_id));
}

/**
 * The public menu as a flat list sorted by position: active entries only,
 * with `parent_id`, and `post_count` on entries that lead to a category.
 */
export function publicMenuItems(
  items: MenuItem[],
  categories: CategoryWithCount[],
  categoryBase: string,
): PublicMenuItem[] {
  const visible = visibleItems(items, categories, categoryBase);
  const counts = categoryCounts(visible, categories, categoryBase);
  return visible.map((item) => ({
    id: item.id,
    label: item.label,
    url: item.url,
    position: item.position,
    is_active: true,
    parent_id: item.parent_id,
    has_dropdown: item.has_dropdown,
    dropdown_position: item.dropdown_position,
    ...(counts.has(item.id) ? { post_count: counts.get(item.id) } : {}),
  }));
}

/**
 * Builds the public menu: only active items, sorted by position; top-level
 * entries are those without `parent_id` and each keeps its active children.
 * Category entries lead to the category's current URL; a child leading to a
 * category gets that category's `post_count` (0 when the count was not loaded).
 */
export function buildMenuTree(
  items: MenuItem[],
  categories: CategoryWithCount[],
  categoryBase: string,
): MenuNode[] {
  const visible = publicMenuItems(items, categories, categoryBase);
  const node = ({ id, label, url, has_dropdown, dropdown_position, post_count }: PublicMenuItem): MenuNode => ({
    id,
    label,
    url,
    has_dropdown: has_dropdown === 1,
    dropdown_position,
    ...(post_count === undefined ? {} : { post_count }),
    children: [],
  });
  const roots = new Map(visible.filter((item) => item.parent_id === null).map((item) => [item.id, node(item)]));
  for (const item of visible) roots.get(item.parent_id ?? "")?.children.push(node(item));
  return [...roots.values()].map(({ post_count: _count, ...root }) => root);
}
