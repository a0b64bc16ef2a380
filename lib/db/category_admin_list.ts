/** The admin's category list: every category, hidden ones included, with published and draft post counts. */
import type { CategoryWithCount } from "../schemas/category.ts";
import { getManyBatched } from "./batched_get.ts";
import { listCategories } from "./categories.ts";
import { categoryPostCountKey } from "./category_keys.ts";

/** A category as the admin table lists it. */
export type AdminCategory = CategoryWithCount & { post_count: number; draft_count: number };

/** Every category sorted by position, with `post_count` (published) and `draft_count` from the counters. */
export async function listAdminCategories(kv: Deno.Kv): Promise<AdminCategory[]> {
  const categories = await listCategories(kv, { includeInactive: true });
  const keys = categories.flatMap((
    c,
  ) => [categoryPostCountKey(c.id, "published"), categoryPostCountKey(c.id, "draft")]);
  const counts = await getManyBatched<Deno.KvU64>(kv, keys);
  const count = (i: number) => (counts[i].value ? Number(counts[i].value!.value) : 0);
  return categories.map((category, i) => ({ ...category, post_count: count(2 * i), draft_count: count(2 * i + 1) }));
}
