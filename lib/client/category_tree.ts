/**
 * The admin table's order: parents by position, each followed by its
 * sub-categories; pages of 15 parents; moving a row up or down among its
 * siblings and the reorder list that sends the new positions.
 */
import { CATEGORY_PAGE_SIZE } from "../shared/category_rules.ts";

/** What the tree needs of a category. */
export interface TreeCategory {
  id: string;
  parent_id: string | null;
  position: number;
  name: string;
}

/** A table row: the category and whether it sits under a parent. */
export interface TreeRow<T> {
  category: T;
  depth: 0 | 1;
}

const collator = new Intl.Collator("es");

function byPosition<T extends TreeCategory>(a: T, b: T): number {
  return a.position - b.position || collator.compare(a.name, b.name);
}

/** Top-level categories in order (sub-categories of a missing parent count as top level). */
export function parentsOf<T extends TreeCategory>(all: T[]): T[] {
  const ids = new Set(all.map((c) => c.id));
  return all.filter((c) => !c.parent_id || !ids.has(c.parent_id)).sort(byPosition);
}

/** Sub-categories of `parentId` in order. */
export function childrenOf<T extends TreeCategory>(all: T[], parentId: string): T[] {
  return all.filter((c) => c.parent_id === parentId).sort(byPosition);
}

/** Number of pages of {@link CATEGORY_PAGE_SIZE} parents (at least 1). */
export function treePages(all: TreeCategory[]): number {
  return Math.max(1, Math.ceil(parentsOf(all).length / CATEGORY_PAGE_SIZE));
}

/** Rows of page `page` (1-based): its parents, each followed by its sub-categories. */
export function treeRows<T extends TreeCategory>(all: T[], page: number): TreeRow<T>[] {
  const start = (page - 1) * CATEGORY_PAGE_SIZE;
  return parentsOf(all).slice(start, start + CATEGORY_PAGE_SIZE).flatMap((parent) => [
    { category: parent, depth: 0 as const },
    ...childrenOf(all, parent.id).map((category) => ({ category, depth: 1 as const })),
  ]);
}

/** The siblings of `category` in order: the parents, or the sub-categories of its parent. */
export function siblingsOf<T extends TreeCategory>(all: T[], category: T): T[] {
  const parents = parentsOf(all);
  return parents.some((p) => p.id === category.id) ? parents : childrenOf(all, category.parent_id!);
}

/**
 * The reorder list after moving `id` one place up (-1) or down (+1) among its
 * siblings: the two swap positions; when positions are not all distinct the
 * siblings are renumbered from 1 instead. Only changed positions are listed;
 * empty when the row cannot move.
 */
export function moveInTree(all: TreeCategory[], id: string, step: -1 | 1): { id: string; position: number }[] {
  const category = all.find((c) => c.id === id);
  if (!category) return [];
  const siblings = siblingsOf(all, category);
  const index = siblings.findIndex((c) => c.id === id);
  const target = index + step;
  if (target < 0 || target >= siblings.length) return [];
  const distinct = new Set(siblings.map((c) => c.position)).size === siblings.length;
  if (distinct) {
    return [
      { id: siblings[index].id, position: siblings[target].position },
      { id: siblings[target].id, position: siblings[index].position },
    ];
  }
  const order = [...siblings];
  [order[index], order[target]] = [order[target], order[index]];
  return order.map((c, i) => ({ id: c.id, position: i + 1, before: c.position }))
    .filter((c) => c.position !== c.before)
    .map(({ id, position }) => ({ id, position }));
}

/** Each category's place among its siblings: `{ index, count }` by id (for the move buttons). */
export function siblingPlaces(all: TreeCategory[]): Map<string, { index: number; count: number }> {
  const places = new Map<string, { index: number; count: number }>();
  const groups = [parentsOf(all)];
  const byParent = new Map<string, TreeCategory[]>();
  const ids = new Set(all.map((c) => c.id));
  for (const c of all) {
    if (c.parent_id && ids.has(c.parent_id)) byParent.set(c.parent_id, [...byParent.get(c.parent_id) ?? [], c]);
  }
  for (const children of byParent.values()) groups.push(children.sort(byPosition));
  for (const group of groups) group.forEach((c, index) => places.set(c.id, { index, count: group.length }));
  return places;
}

/** The page (1-based) that shows `id`. */
export function pageOf(all: TreeCategory[], id: string): number {
  const category = all.find((c) => c.id === id);
  if (!category) return 1;
  const parentId = category.parent_id && all.some((c) => c.id === category.parent_id) ? category.parent_id : id;
  const index = parentsOf(all).findIndex((c) => c.id === parentId);
  return Math.max(1, Math.floor(index / CATEGORY_PAGE_SIZE) + 1);
}
