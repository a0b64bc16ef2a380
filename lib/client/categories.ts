/**
 * The categories screen's calls to the API (see routes/api/admin/categories/):
 * list, save, delete, reorder, slug redirects and the image uploads.
 */
import type { Category, CategoryRedirect } from "../schemas/category.ts";
import { api } from "./api.ts";

/** A category as the admin list returns it. */
export type AdminCategory = Category & { post_count: number; draft_count: number };

/** Path of the admin list. */
export const ADMIN_CATEGORIES_PATH = "/admin/categories?with_post_count=true";

/** Creates (no `id`) or updates a category; resolves the saved record. */
export async function saveCategory(id: string | null, payload: Record<string, unknown>): Promise<Category> {
  const path = id ? `/admin/categories/${encodeURIComponent(id)}` : "/admin/categories";
  const { category } = await api<{ category: Category }>(path, { method: id ? "PUT" : "POST", json: payload });
  return category;
}

/** Deletes a category. */
export async function deleteCategory(id: string): Promise<void> {
  await api(`/admin/categories/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Sends new positions; resolves every category in the new order. */
export async function reorderCategories(items: { id: string; position: number }[]): Promise<void> {
  await api("/admin/categories/reorder", { method: "POST", json: { categories: items } });
}

/** Path of a category's redirect list. */
export function categoryRedirectsPath(id: string): string {
  return `/admin/categories/${encodeURIComponent(id)}/redirects`;
}

/** Deletes a category redirect. */
export async function deleteCategoryRedirect(id: string): Promise<void> {
  await api(`/admin/category-redirects/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The redirects list's answer. */
export type CategoryRedirects = { redirects: CategoryRedirect[] };

/** Uploads an image through the media pipeline with `type`; resolves its URL. */
export async function uploadCategoryImage(file: File, type: string): Promise<string> {
  const form = new FormData();
  form.set("file", file);
  form.set("type", type);
  const { url } = await api<{ url: string }>("/upload", { method: "POST", body: form });
  return url;
}
