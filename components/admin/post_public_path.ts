/** Public path of a post in the browser, the same rule as `postPath` on the server. */

/** "/slug", or "/base/slug" when a post base is set. */
export function publicPostPath(slug: string, postBase = ""): string {
  const base = postBase.replace(/^\/+|\/+$/g, "");
  return base ? `/${base}/${slug}` : `/${slug}`;
}
