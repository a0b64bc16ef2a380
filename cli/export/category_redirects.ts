/**
 * Category slug redirects in an export: each category's former slugs (`redirects_from` in categories.json, sorted).
 * The API has no way to create one directly; the site records one whenever a category's slug changes, so a restore
 * renames the category to each former slug and back, which leaves exactly `old slug → current slug`.
 */
import type { Api } from "../lib/api.ts";
import { unlessStatus } from "../lib/errors.ts";

/** Former slugs of each category by id; empty when the account may not read them. */
export async function readCategoryRedirects(api: Api, ids: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  for (const id of ids) {
    const path = `/api/admin/categories/${encodeURIComponent(id)}/redirects`;
    const answer = await unlessStatus(api.get<{ redirects: { old_slug: string }[] }>(path), 403);
    if (!answer) return new Map();
    result.set(id, answer.redirects.map((r) => r.old_slug).sort());
  }
  return result;
}

/** Records `oldSlugs` as redirects to the category `id` whose slug is `slug`. */
export async function restoreCategoryRedirects(api: Api, id: string, slug: string, oldSlugs: string[]): Promise<void> {
  const path = `/api/admin/categories/${encodeURIComponent(id)}`;
  for (const old of oldSlugs) {
    await api.put(path, { slug: old });
    await api.put(path, { slug });
  }
}
