/**
 * A snapshot of what the site can answer, read once per check: settings
 * (URL bases), every post's slug and status, every category, and the active
 * redirects. Media files and former category slugs are looked up on demand.
 */
import { listCategories, resolveCategoryRedirect } from "../db/categories.ts";
import { getMediaByUrl } from "../db/media.ts";
import { listAllPostIdsAndSlugs, type PostRef } from "../db/posts.ts";
import { listRedirects } from "../db/redirects.ts";
import { getSettings } from "../db/settings.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import type { Category } from "../schemas/category.ts";
import type { Redirect } from "../schemas/redirect.ts";

/** What internal link resolution reads. */
export interface SiteIndex {
  /** Category URL segment ("" puts categories at `/{slug}`). */
  categoryBase: string;
  /** Post URL segment ("" puts posts at `/{slug}`). */
  postBase: string;
  postsBySlug: Map<string, PostRef>;
  categoriesBySlug: Map<string, Category>;
  /** Active redirects by source path. */
  redirectsByPath: Map<string, Redirect>;
  /** New slug of a former category slug, or null. */
  renamedCategory(oldSlug: string): Promise<string | null>;
  /** True when `/media/...` names an uploaded file. */
  mediaExists(path: string): Promise<boolean>;
}

/** Reads the snapshot of `kv`; `media` confirms files on disk when given. */
export async function loadSiteIndex(kv: Deno.Kv, media?: MediaStorage): Promise<SiteIndex> {
  const [{ settings }, posts, categories, redirects] = await Promise.all([
    getSettings(kv),
    listAllPostIdsAndSlugs(kv),
    listCategories(kv, { includeInactive: true }),
    listRedirects(kv, { active: true }),
  ]);
  return {
    categoryBase: settings.category_base,
    postBase: settings.post_base,
    postsBySlug: new Map(posts.map((post) => [post.slug, post])),
    categoriesBySlug: new Map(categories.map((category) => [category.slug, category])),
    redirectsByPath: new Map(redirects.map((redirect) => [redirect.from_path, redirect])),
    async renamedCategory(oldSlug) {
      return (await resolveCategoryRedirect(kv, oldSlug))?.new_slug ?? null;
    },
    async mediaExists(path) {
      if (await getMediaByUrl(kv, path)) return true;
      if (!media) return false;
      try {
        const key = media.keyFromUrl(path);
        return key ? await media.exists(key) : false;
      } catch {
        return false;
      }
    },
  };
}
