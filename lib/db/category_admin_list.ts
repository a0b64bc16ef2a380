/** The admin's category list: every category, hidden ones included, with published and draft post counts. */
import type { CategoryWithCount } from "../schemas/category.ts";
import { listCategories } from "./categories.ts";
import { CATEGORY_POST_COUNT_PREFIX } from "./category_keys.ts";
import { listAll } from "./kv.ts";

/** A category as the admin table lists it. */
export type AdminCategory = CategoryWithCount & { post_count: number; draft_count: number };

/**
 * Every category sorted by position, with `post_count` (published) and `draft_count`, read from the counters in
 * one range scan rather than one look-up per category.
 */
export async function listAdminCategories(kv: Deno.Kv): Promise<AdminCategory[]> {
  const [categories, counters] = await Promise.all([
    listCategories(kv, { includeInactive: true }),
    listAll<Deno.KvU64>(kv, { prefix: CATEGORY_POST_COUNT_PREFIX }),
  ]);
  const counts = new Map<string, number>();
  for (const entry of counters) {
    counts.set(`${String(entry.key[1])}\u0000${String(entry.key[2])}`, Number(entry.value.value));
  }
  const count = (id: string, status: string) => counts.get(`${id}\u0000${status}`) ?? 0;
  return categories.map((c) => ({ ...c, post_count: count(c.id, "published"), draft_count: count(c.id, "draft") }));
}
