/** robots.txt: crawlers may read the public site, not the admin or the API. */

/** The robots.txt text pointing at the sitemap index under `origin`. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
