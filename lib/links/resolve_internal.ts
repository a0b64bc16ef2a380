/**
 * Resolves a path on the site the way the public routes answer it: active
 * redirects first (followed, loops detected), then static pages, media files,
 * and the generic content page: `/{slug}`, `/{category_base}/{slug}` and
 * `/{post_base}/{slug}` show a published post or an active category (the site
 * sends either to its own address), and a former category slug leads to the
 * category's current address. Anything else under another first segment is
 * not found.
 */
import { decodePath, normalizeRedirectPath } from "../schemas/redirect.ts";
import type { SiteIndex } from "./site_index.ts";

/** Pages every site answers whatever its content. */
export const STATIC_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/search",
  "/categorias",
  "/contacto",
  "/contact",
  "/politicas-de-privacidad",
  "/terminos-y-condiciones",
  "/sitemap.xml",
  "/rss.xml",
]);

/** Longest chain of site redirects followed. */
const MAX_SITE_REDIRECTS = 10;
/** Longest chain of category slug renames followed. */
const MAX_CATEGORY_RENAMES = 10;

/** How an internal link resolved. `postId` names the post it reaches (even a draft), for inbound counts. */
export type InternalResolution =
  | { status: "ok"; postId?: string }
  | { status: "broken"; reason: string; postId?: string }
  /** A site redirect that leaves the site: the target is checked like an external link. */
  | { status: "external"; url: URL };

/** Resolves internal paths against one {@link SiteIndex}, remembering answers per path. */
export class InternalResolver {
  #cache = new Map<string, Promise<InternalResolution>>();

  constructor(readonly index: SiteIndex, readonly siteHosts: ReadonlySet<string>) {}

  /** Resolution of `pathname` (query and fragment are ignored). */
  resolve(pathname: string): Promise<InternalResolution> {
    let found = this.#cache.get(pathname);
    if (!found) {
      found = this.#followRedirects(pathname);
      this.#cache.set(pathname, found);
    }
    return found;
  }

  async #followRedirects(start: string): Promise<InternalResolution> {
    const seen = new Set<string>();
    let path = cleanPath(start);
    for (let hop = 0; hop <= MAX_SITE_REDIRECTS; hop++) {
      if (seen.has(path)) return { status: "broken", reason: "redirect loop" };
      seen.add(path);
      const redirect = this.index.redirectsByPath.get(path) ?? this.index.redirectsByPath.get(decodePath(path));
      if (!redirect) return await this.#resolveDirect(decodePath(path));
      const target = redirect.to_path.trim();
      if (/^https?:\/\//i.test(target)) {
        const url = safeUrl(target);
        if (!url) return { status: "broken", reason: "redirect to an invalid URL" };
        if (!this.siteHosts.has(url.host)) return { status: "external", url };
        path = cleanPath(url.pathname);
      } else {
        path = cleanPath(target.replace(/[?#].*$/s, ""));
      }
    }
    return { status: "broken", reason: "too many redirects" };
  }

  async #resolveDirect(path: string): Promise<InternalResolution> {
    if (STATIC_PATHS.has(path)) return { status: "ok" };
    if (path.startsWith("/media/")) {
      return await this.index.mediaExists(path)
        ? { status: "ok" }
        : { status: "broken", reason: "media file not found" };
    }
    const segments = path.split("/").filter(Boolean);
    if (segments.length < 1 || segments.length > 2) return { status: "broken", reason: "page not found" };
    const [base, slug] = segments.length === 2 ? segments : [null, segments[0]];
    const { categoryBase, postBase } = this.index;
    const atCategoryBase = base === null ? categoryBase === "" : base === categoryBase && base !== "";
    const atPostBase = base === null ? postBase === "" : base === postBase && base !== "";
    if (base !== null && !atCategoryBase && !atPostBase) return { status: "broken", reason: "page not found" };

    const category = this.index.categoriesBySlug.get(slug);
    if (category?.is_active === 1) return { status: "ok" };
    const post = this.index.postsBySlug.get(slug);
    if (post?.status === "published") return { status: "ok", postId: post.id };
    if (post) return { status: "broken", reason: "post is a draft", postId: post.id };
    if (category) return { status: "broken", reason: "category is inactive" };
    if (atCategoryBase || base === null) {
      const renamed = await this.#renamedCategory(slug);
      if (renamed) return renamed;
    }
    if (base === null) return { status: "broken", reason: "post or category not found" };
    return { status: "broken", reason: atCategoryBase ? "category not found" : "post not found" };
  }

  /** Where a former category slug leads now, or null when it never was one. */
  async #renamedCategory(slug: string): Promise<InternalResolution | null> {
    let current = slug;
    for (let step = 0; step < MAX_CATEGORY_RENAMES; step++) {
      const renamed = await this.index.renamedCategory(current);
      if (!renamed || renamed === current) {
        return step === 0 ? null : { status: "broken", reason: "category not found" };
      }
      current = renamed;
      const category = this.index.categoriesBySlug.get(current);
      if (category) {
        return category.is_active === 1 ? { status: "ok" } : { status: "broken", reason: "category is inactive" };
      }
    }
    return { status: "broken", reason: "category not found" };
  }
}

/** Path without query, fragment or trailing slash (root stays "/"). */
function cleanPath(path: string): string {
  return normalizeRedirectPath(path.replace(/[?#].*$/s, "")) || "/";
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
