/**
 * A category together with its sub-categories (at any depth): the public site
 * counts and lists a parent's posts as those linked to it or to any
 * sub-category, each post once.
 */
import type { Category } from "../schemas/category.ts";
import type { PostSummary } from "../schemas/post.ts";
import { listAll } from "./kv.ts";
import { POSTS_BY_CATEGORY } from "./post_keys.ts";

/** Ids of `id` and of every category below it, `id` first (a parent loop is cut where it closes). */
export function subtreeIds(categories: readonly Pick<Category, "id" | "parent_id">[], id: string): string[] {
  const children = new Map<string, string[]>();
  for (const category of categories) {
    if (!category.parent_id) continue;
    const list = children.get(category.parent_id) ?? [];
    list.push(category.id);
    children.set(category.parent_id, list);
  }
  const out: string[] = [];
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return out;
}

/** Whether some category names `id` as its parent. */
export function hasChildren(categories: readonly Pick<Category, "parent_id">[], id: string): boolean {
  return categories.some((category) => category.parent_id === id);
}

/** Published post counts of the categories that have sub-categories, each post counted once across the subtree. */
export async function parentPostCounts(
  kv: Deno.Kv,
  categories: readonly Pick<Category, "id" | "parent_id">[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const idsOf = new Map<string, Promise<Set<string>>>();
  const postIds = (categoryId: string) => {
    let read = idsOf.get(categoryId);
    if (!read) {
      read = listAll<PostSummary>(kv, { prefix: [...POSTS_BY_CATEGORY, categoryId, "published"] })
        .then((entries) => new Set(entries.map((entry) => entry.value.id)));
      idsOf.set(categoryId, read);
    }
    return read;
  };
  for (const category of categories) {
    if (!hasChildren(categories, category.id)) continue;
    const union = new Set<string>();
    for (const id of subtreeIds(categories, category.id)) {
      for (const postId of await postIds(id)) union.add(postId);
    }
    counts.set(category.id, union.size);
  }
  return counts;
}
