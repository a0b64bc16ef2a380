/**
 * The answer of POST /api/redirects/check: whether a site path should send
 * the browser elsewhere. Manual and automatic post redirects come first; a
 * category page under a former slug then points at the category's current URL.
 * Checking never counts a hit; `to_path` is the same safe location the
 * server's own redirect would send.
 */
import { getCategoryBySlug, resolveCategoryRedirect } from "../db/categories.ts";
import { getPostBySlug } from "../db/posts.ts";
import { KeyTooLongError } from "../db/kv_limits.ts";
import { findActiveRedirect } from "../db/redirects.ts";
import { storedTargetLocation } from "../http/location.ts";
import { categoryPath } from "../shared/paths.ts";
import type { RedirectType } from "../schemas/redirect.ts";

/** Result of a redirect check. */
export type RedirectCheck =
  | { redirect: false }
  | { redirect: true; to_path: string; status: RedirectType };

/** The one path segment after the category base in `path`, or null when `path` is not a category URL. */
function categorySlugOf(path: string, categoryBase: string): string | null {
  const base = categoryBase.replace(/^\/+|\/+$/g, "");
  const segments = path.replace(/[?#].*$/s, "").replace(/\/+$/, "").split("/").slice(1);
  let slug: string | undefined;
  if (base && segments.length === 2 && segments[0] === base) slug = segments[1];
  if (!base && segments.length === 1) slug = segments[0];
  if (!slug) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * Checks `path` against the redirects and the category slug history; a path
 * too long to be a stored key is simply not redirected.
 */
export async function checkRedirect(kv: Deno.Kv, path: string, categoryBase: string): Promise<RedirectCheck> {
  try {
    return await lookUpRedirect(kv, path, categoryBase);
  } catch (error) {
    if (error instanceof KeyTooLongError) return { redirect: false };
    throw error;
  }
}

async function lookUpRedirect(kv: Deno.Kv, path: string, categoryBase: string): Promise<RedirectCheck> {
  const redirect = await findActiveRedirect(kv, path);
  const location = redirect && storedTargetLocation(redirect.to_path);
  if (redirect && location) return { redirect: true, to_path: location, status: redirect.redirect_type };
  const slug = categorySlugOf(path, categoryBase);
  if (!slug) return { redirect: false };
  const moved = await resolveCategoryRedirect(kv, slug);
  if (!moved || moved.new_slug === slug) return { redirect: false };
  if (await getCategoryBySlug(kv, slug)) return { redirect: false };
  if (!categoryBase.replace(/\//g, "") && await getPostBySlug(kv, slug)) return { redirect: false };
  return { redirect: true, to_path: categoryPath(moved.new_slug, categoryBase), status: 301 };
}
