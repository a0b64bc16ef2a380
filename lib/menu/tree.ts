/**
 * The public navigation tree: active menu items nested under their top-level
 * parents, with submenu entries that point at a category carrying that
 * category's published post count.
 */
import type { DropdownPosition, MenuItem } from "../schemas/menu.ts";
import type { CategoryWithCount } from "../schemas/category.ts";
import { categoryPath } from "../shared/paths.ts";

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

/** The path of a site-relative URL without query, fragment or trailing slash; null for other URLs. */
export function menuUrlPath(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  const path = trimmed.replace(/[?#].*$/, "").replace(/\/+$/, "");
  try {
    return decodeURI(path) || "/";
  } catch {
    return path || "/";
  }
}

function byPosition(a: MenuItem, b: MenuItem): number {
  return a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
}

function toNode(item: MenuItem): MenuNode {
  return {
    id: item.id,
    label: item.label,
    url: item.url,
    has_dropdown: item.has_dropdown === 1,
    dropdown_position: item.dropdown_position,
    children: [],
  };
}

/**
 * Builds the public menu: only active items, sorted by position; top-level
 * entries are those without `parent_id` and each keeps its active children.
 * A child linking to a category page gets that category's `post_count`
 * (0 when the count was not loaded).
 */
export function buildMenuTree(
  items: MenuItem[],
  categories: CategoryWithCount[],
  categoryBase: string,
): MenuNode[] {
  const countByPath = new Map<string, number>();
  for (const category of categories) {
    countByPath.set(categoryPath(category.slug, categoryBase), category.post_count ?? 0);
  }
  const active = items.filter((item) => item.is_active).sort(byPosition);
  const roots = new Map<string, MenuNode>();
  for (const item of active) {
    if (item.parent_id === null) roots.set(item.id, toNode(item));
  }
  for (const item of active) {
    const parent = item.parent_id === null ? undefined : roots.get(item.parent_id);
    if (!parent) continue;
    const node = toNode(item);
    const path = menuUrlPath(item.url);
    const count = path === null ? undefined : countByPath.get(path);
    if (count !== undefined) node.post_count = count;
    parent.children.push(node);
  }
  return [...roots.values()];
}
