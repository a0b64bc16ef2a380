/** Post and category reads the commands share: finding a post by id or slug, categories by slug. */
import type { Api } from "./api.ts";
import { unlessStatus } from "./errors.ts";
import type { Category } from "../../lib/schemas/category.ts";

/** A post as GET /api/posts/{id} answers it (the fields the commands use). */
export interface SitePost {
  id: string;
  slug: string;
  title: string;
  status: "draft" | "published";
  featured_image: string;
  category_ids: string[];
  /** Absent on posts saved before posts had tags. */
  tags?: string[];
  published_at: string | null;
  updated_at: string;
  /** The user the post belongs to. */
  author_id: string;
  [field: string]: unknown;
}

/** A post with its versionstamp. */
export interface FoundPost {
  post: SitePost;
  versionstamp: string;
}

/** The post whose slug, else id, is `ref`, with its versionstamp; null when neither exists. */
export async function findPost(api: Api, ref: string): Promise<FoundPost | null> {
  const found = await findPostBySlug(api, ref) ??
    await unlessStatus(api.get<FoundPost>(`/api/posts/${encodeURIComponent(ref)}`), 404, 400);
  if (!found || found.versionstamp) return found;
  return await api.get<FoundPost>(`/api/posts/${encodeURIComponent(found.post.id)}`);
}

/** The post with this slug, or null. */
export async function findPostBySlug(api: Api, slug: string): Promise<FoundPost | null> {
  return await unlessStatus(api.get<FoundPost>(`/api/posts/slug/${encodeURIComponent(slug)}`), 404, 400);
}

/** Every category, hidden ones included. */
export async function listCategories(api: Api): Promise<Category[]> {
  return (await api.get<{ categories: Category[] }>("/api/categories", { include_inactive: true })).categories;
}
