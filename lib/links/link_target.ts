/** Decides whether a link points at the site itself, at another site, or is not checked at all. */

/** Where a link points. */
export type LinkTarget =
  | { kind: "internal"; url: URL }
  | { kind: "external"; url: URL }
  | { kind: "skip"; reason: "anchor" | "scheme" | "invalid" };

/** Schemes that are checked over HTTP. */
const HTTP_SCHEMES = new Set(["http:", "https:"]);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Classifies `href` as written in a post whose own address is `base`.
 * Relative links and absolute links to the host of `base` or to one of
 * `siteHosts` (host with port, http or https alike) are internal; other http(s) links are external; fragment-only links and other schemes
 * (mailto:, tel:, javascript:, data:...) are skipped.
 */
export function classifyLink(href: string, base: URL, siteHosts: ReadonlySet<string>): LinkTarget {
  const trimmed = href.trim();
  if (!trimmed || trimmed.startsWith("#")) return { kind: "skip", reason: "anchor" };
  if (SCHEME.test(trimmed) && !/^https?:/i.test(trimmed)) return { kind: "skip", reason: "scheme" };
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { kind: "skip", reason: "invalid" };
  }
  if (!HTTP_SCHEMES.has(url.protocol)) return { kind: "skip", reason: "scheme" };
  url.hash = "";
  const internal = url.host === base.host || siteHosts.has(url.host);
  return { kind: internal ? "internal" : "external", url };
}
