/**
 * The menu editor's browser side: its texts, the form's rules, the list order,
 * the reorder and submenu rules of the specification, and the API calls.
 */
import type { Category } from "../schemas/category.ts";
import type { DropdownPosition, MenuItem, MenuItemInput } from "../schemas/menu.ts";
import { categoryPath } from "../shared/paths.ts";
import { api } from "./api.ts";
import { nounFor, pluralize } from "../text/plural.ts";

/** Every message of the menu editor. */
export const MENU_TEXT = {
  loadFailed: "Failed to load menu items",
  saveFailed: "Failed to save menu item",
  deleteFailed: "Failed to delete menu item",
  reorderFailed: "Failed to reorder menu",
  cacheFailed: "Failed to clear cache",
  categoriesFailed: "Failed to update categories",
  noSelection: "No menu item selected",
  created: "Menu item created successfully!",
  updated: "Menu item updated successfully!",
  deleted: "Menu item deleted successfully!",
  reordered: "Menu reordered successfully!",
  cacheCleared: "Backend cache cleared! Menu will update shortly.",
  deleteConfirm: "Are you sure you want to delete this menu item?",
  empty: "No menu items yet. Add your first one!",
  labelRequired: "Label is required",
  urlRequired: "URL is required for non-dropdown menu items",
  noChanges: "No changes made",
} as const;

/** How long the cache message stays (ms). */
export const CACHE_MESSAGE_MS = 3000;

/** The dropdown positions offered, with their labels. */
export const DROPDOWN_CHOICES: { value: DropdownPosition; label: string }[] = [
  { value: "left", label: "Left" },
  { value: "center", label: "Center" },
  { value: "right", label: "Right" },
];

/** The values of the add/edit form. */
export interface MenuForm {
  label: string;
  url: string;
  is_active: boolean;
  /** "" for top level. */
  parent_id: string;
  has_dropdown: boolean;
  dropdown_position: DropdownPosition;
}

/** An empty form (active, top level, no dropdown, left). */
export function emptyMenuForm(): MenuForm {
  return { label: "", url: "", is_active: true, parent_id: "", has_dropdown: false, dropdown_position: "left" };
}

/** The form filled with an item's values. */
export function menuFormOf(item: MenuItem): MenuForm {
  return {
    label: item.label,
    url: item.url,
    is_active: item.is_active,
    parent_id: item.parent_id ?? "",
    has_dropdown: item.has_dropdown === 1,
    dropdown_position: item.dropdown_position,
  };
}

/** The request body of a form: a blank parent becomes null; a submenu item never has a dropdown. */
export function menuPayloadOf(form: MenuForm): MenuItemInput {
  const parent = form.parent_id || null;
  return {
    label: form.label.trim(),
    url: form.url.trim(),
    is_active: form.is_active,
    parent_id: parent,
    has_dropdown: !parent && form.has_dropdown ? 1 : 0,
    dropdown_position: form.dropdown_position,
  };
}

/** The form's field errors before sending (the server checks the same rules). */
export function menuFormErrors(form: MenuForm): Partial<Record<"label" | "url", string>> {
  const payload = menuPayloadOf(form);
  const errors: Partial<Record<"label" | "url", string>> = {};
  if (!payload.label) errors.label = MENU_TEXT.labelRequired;
  if (!payload.url && payload.has_dropdown === 0) errors.url = MENU_TEXT.urlRequired;
  return errors;
}

function byPosition(a: MenuItem, b: MenuItem): number {
  return a.position - b.position || a.created_at.localeCompare(b.created_at);
}

/** Top-level items in the order of `list`, each followed by its submenu items in that order. */
function nested(list: MenuItem[]): MenuItem[] {
  const ids = new Set(list.map((item) => item.id));
  const tops = list.filter((item) => item.parent_id === null || !ids.has(item.parent_id));
  return tops.flatMap((top) => [top, ...list.filter((item) => item.parent_id === top.id)]);
}

/** The list as shown: top-level items by position, each followed by its submenu items by position. */
export function menuDisplayOrder(items: MenuItem[]): MenuItem[] {
  return nested([...items].sort(byPosition));
}

/** Items of the shown list that share the parent of `item` (top-level items, or one parent's submenu items). */
function siblingsOf(shown: MenuItem[], item: MenuItem): MenuItem[] {
  const ids = new Set(shown.map((other) => other.id));
  const parentOf = (other: MenuItem) => (other.parent_id && ids.has(other.parent_id) ? other.parent_id : null);
  return shown.filter((other) => parentOf(other) === parentOf(item));
}

/**
 * Moving the item at `index` of the shown list up (-1) or down (+1): it swaps
 * with its neighbour (the previous or next item of the same level; a top-level
 * item takes its submenu items along), then every item is numbered from 1 in
 * the new order. Null when it cannot move (the first up, the last down).
 */
export function moveMenuItem(
  shown: MenuItem[],
  index: number,
  direction: -1 | 1,
): { id: string; position: number }[] | null {
  const item = shown[index];
  if (!item) return null;
  const siblings = siblingsOf(shown, item);
  const at = siblings.indexOf(item);
  const other = siblings[at + direction];
  if (!other) return null;
  const swapped = new Map([[item.id, other], [other.id, item]]);
  const order = nested(shown.map((entry) => swapped.get(entry.id) ?? entry));
  return order.map((entry, i) => ({ id: entry.id, position: i + 1 }));
}

/** True when the item at `index` of the shown list can move up (-1) or down (+1). */
export function canMoveMenuItem(shown: MenuItem[], index: number, direction: -1 | 1): boolean {
  return moveMenuItem(shown, index, direction) !== null;
}

/** Parent choices: top-level items other than the one being edited. */
export function parentChoices(items: MenuItem[], editingId: string | null): MenuItem[] {
  return menuDisplayOrder(items).filter((item) => item.parent_id === null && item.id !== editingId);
}

/** True when the submenu entry `item` leads to `category` (by reference, else by URL). */
export function leadsToCategory(item: MenuItem, category: Category, categoryBase: string): boolean {
  if (item.category_id) return item.category_id === category.id;
  const path = item.url.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return path === categoryPath(category.slug, categoryBase) || path === category.slug;
}

/** Categories already given as submenus of `parent` (what the bulk panel ticks when editing starts). */
export function submenuCategoryIds(
  parent: MenuItem,
  items: MenuItem[],
  categories: Category[],
  categoryBase: string,
): string[] {
  const children = items.filter((item) => item.parent_id === parent.id);
  return categories.filter((category) => children.some((child) => leadsToCategory(child, category, categoryBase)))
    .map((category) => category.id);
}

/** The result message of a bulk submenu update. */
export function submenuResultMessage(added: number, removed: number, label: string): string {
  const quote = '"';
  const name = quote + label + quote;
  const categories = (n: number) => pluralize(n, "category", "categories");
  if (added && removed) {
    // "Added 2 and removed 3 categories", but "Added 1 category and removed 2 categories".
    const sameNoun = nounFor(added, "category", "categories") === nounFor(removed, "category", "categories");
    return sameNoun
      ? `Added ${added} and removed ${categories(removed)} from ${name}!`
      : `Added ${categories(added)} and removed ${categories(removed)} from ${name}!`;
  }
  if (added) return `Added ${categories(added)} to ${name}!`;
  if (removed) return `Removed ${categories(removed)} from ${name}!`;
  return MENU_TEXT.noChanges;
}

/** The menu list of the admin API. */
export interface AdminMenuAnswer {
  menu: MenuItem[];
}

/** Path of the admin menu list. */
export const ADMIN_MENU_PATH = "/admin/menu";

function itemPath(id: string): string {
  return `${ADMIN_MENU_PATH}/${encodeURIComponent(id)}`;
}

/** POST /admin/menu: creates an item. */
export function createMenuItem(payload: MenuItemInput): Promise<{ menuItem: MenuItem }> {
  return api(ADMIN_MENU_PATH, { method: "POST", json: payload });
}

/** PUT /admin/menu/{id}: saves an item. */
export function updateMenuItem(id: string, payload: MenuItemInput): Promise<{ menuItem: MenuItem }> {
  return api(itemPath(id), { method: "PUT", json: payload });
}

/** DELETE /admin/menu/{id}. */
export function deleteMenuItem(id: string): Promise<unknown> {
  return api(itemPath(id), { method: "DELETE" });
}

/** PUT /admin/menu/reorder with every item's new position. */
export function reorderMenu(items: { id: string; position: number }[]): Promise<unknown> {
  return api(`${ADMIN_MENU_PATH}/reorder`, { method: "PUT", json: { items } });
}

/** PUT /admin/menu/{id}/submenus: the bulk submenu update → how many were added and removed. */
export function updateSubmenus(id: string, categoryIds: string[]): Promise<{ added: number; removed: number }> {
  return api(`${itemPath(id)}/submenus`, { method: "PUT", json: { category_ids: categoryIds } });
}

/** POST /admin/cache/clear with the menu key. */
export function clearMenuCache(): Promise<{ message: string }> {
  return api("/admin/cache/clear", { method: "POST", json: { keys: ["menu"] } });
}
