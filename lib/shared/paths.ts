/**
 * Site paths shared by the server and islands. Dependency-free: it imports
 * nothing, so the browser bundles may use it (see docs/architecture.md).
 */

/** Path of the admin sign-in page (the one admin page open to visitors). */
export const ADMIN_LOGIN_PATH = "/admin/login";

/** Public path of a post: "/slug", or "/base/slug" when a post base is set. */
export function postPath(slug: string, postBase = ""): string {
  const base = postBase.replace(/^\/+|\/+$/g, "");
  return base ? `/${base}/${slug}` : `/${slug}`;
}

/** Public path of a category: "/base/slug", or "/slug" when the category base is empty. */
export function categoryPath(slug: string, categoryBase: string): string {
  const base = categoryBase.replace(/^\/+|\/+$/g, "");
  return base ? `/${base}/${slug}` : `/${slug}`;
}

/** Folder of the tag pages. */
export const TAG_PATH_PREFIX = "/tag/";

/** Public path of the page of a tag, from the tag's address form (`tagSlug`): "/tag/arroz-con-pollo". */
export function tagPath(slug: string): string {
  return `${TAG_PATH_PREFIX}${slug}`;
}

/**
 * `path` without its trailing slashes, in one pass: `/\/+$/` backtracks over
 * every slash of a long run that does not end the path (60,000 slashes took
 * about 12 s), and request paths are anyone's to choose.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return end === path.length ? path : path.slice(0, end);
}
