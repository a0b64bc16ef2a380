/**
 * Categories in the post editor: the list of every category (hidden ones
 * included) ordered parents first with their children under them, and the
 * inline new category with the specification's defaults (folder emoji,
 * purple-pink gradient, active, position after the existing ones).
 */
import type { Category } from "../schemas/category.ts";
import { api } from "./api.ts";
import { slugify } from "./slug_input.ts";

/** Where the editor reads the categories. */
export const CATEGORIES_PATH = "/categories?include_inactive=true";
/** Message when the inline new category has no name. */
export const CATEGORY_NAME_REQUIRED = "Category name is required";
/** Toast when creating the category fails without a server message. */
export const CATEGORY_CREATE_FAILED = "Failed to create category";
/** Emoji of a category created from the editor. */
export const NEW_CATEGORY_EMOJI = "📁";
/** Gradient preset of a category created from the editor. */
export const NEW_CATEGORY_GRADIENT = "purple-pink";

/** A category with its depth in the tree (0 for top level, 1 for a sub-category). */
export interface CategoryRow {
  category: Category;
  depth: number;
}

/** Categories as rows: each top-level category followed by its sub-categories, by position then name. */
export function categoryRows(categories: Category[]): CategoryRow[] {
  const order = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name);
  const ids = new Set(categories.map((c) => c.id));
  const roots = categories.filter((c) => !c.parent_id || !ids.has(c.parent_id)).sort(order);
  const rows: CategoryRow[] = [];
  for (const root of roots) {
    rows.push({ category: root, depth: 0 });
    for (const child of categories.filter((c) => c.parent_id === root.id).sort(order)) {
      rows.push({ category: child, depth: 1 });
    }
  }
  return rows;
}

/** The create payload of an inline new category named `name` under `parentId`. */
export function newCategoryPayload(name: string, parentId: string | null, existingCount: number) {
  return {
    name: name.trim(),
    slug: slugify(name),
    parent_id: parentId,
    emoji: NEW_CATEGORY_EMOJI,
    gradient: NEW_CATEGORY_GRADIENT,
    is_active: 1,
    position: existingCount,
  };
}

/** Creates the inline new category; resolves the stored category. */
export async function createInlineCategory(
  name: string,
  parentId: string | null,
  existingCount: number,
): Promise<Category> {
  const json = newCategoryPayload(name, parentId, existingCount);
  const { category } = await api<{ category: Category }>("/admin/categories", { method: "POST", json });
  return category;
}
