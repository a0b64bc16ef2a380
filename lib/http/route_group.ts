/**
 * Requests sorted into a small fixed set of groups for metrics and logs: never the raw path, which anyone can vary
 * without end. The groups follow the site's layout (`routes/`); see the README's metrics section.
 */

/** Every route group, in the order metrics list them. */
export const ROUTE_GROUPS = [
  "page",
  "admin",
  "api",
  "api_admin",
  "media",
  "static",
  "feed",
  "metrics",
  "other",
] as const;

/** One of {@link ROUTE_GROUPS}. */
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/** Documents crawlers and feed readers fetch: the feed, the sitemap (and its pages), robots.txt. */
const FEEDS = new Set(["/rss.xml", "/sitemap.xml", "/robots.txt"]);

/** The path of a request URL (`request.url`), without query or fragment, found without parsing the URL. */
export function requestPath(href: string): string {
  const start = href.indexOf("/", href.indexOf("//") + 2);
  if (start === -1) return "/";
  let end = href.length;
  const query = href.indexOf("?", start);
  if (query !== -1) end = query;
  const hash = href.indexOf("#", start);
  if (hash !== -1 && hash < end) end = hash;
  return href.slice(start, end);
}

/** The group of a request to `path` with `method`. */
export function routeGroup(method: string, path: string): RouteGroup {
  if (path.startsWith("/api/")) return path.startsWith("/api/admin/") ? "api_admin" : "api";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  if (path.startsWith("/media/")) return "media";
  if (path === "/metrics") return "metrics";
  if (FEEDS.has(path)) return "feed";
  // A file name with an extension (`/favicon.svg`, `/styles.css`): post and page paths have none.
  if (path.startsWith("/_build/") || path.startsWith("/fonts/") || path.lastIndexOf(".") > path.lastIndexOf("/")) {
    return "static";
  }
  return method === "GET" || method === "HEAD" ? "page" : "other";
}

/** Statuses counted under their own code; any other is counted under its class (`2xx` … `5xx`). */
const COUNTED_STATUSES = new Set([
  200,
  201,
  204,
  206,
  301,
  302,
  304,
  307,
  308,
  400,
  401,
  403,
  404,
  405,
  409,
  413,
  415,
  422,
  429,
  500,
  502,
  503,
  504,
]);

/** The `status` label of an answer's status: the code itself when common, else its class. */
export function statusLabel(status: number): string {
  return COUNTED_STATUSES.has(status) ? String(status) : `${Math.floor(status / 100)}xx`;
}

/** Longest path written to a log line; longer ones are cut with `…`. */
export const LOGGED_PATH_LENGTH = 300;

/**
 * A request path as a log line holds it: every character outside printable ASCII (controls, spaces, anything
 * beyond) percent-encoded as UTF-8, cut at {@link LOGGED_PATH_LENGTH} characters.
 */
export function loggedPath(path: string): string {
  const safe = /[^\x21-\x7e]/.test(path) ? path.replace(/[^\x21-\x7e]/gu, percentEncoded) : path;
  return safe.length > LOGGED_PATH_LENGTH ? `${safe.slice(0, LOGGED_PATH_LENGTH)}…` : safe;
}

/** One character as UTF-8 percent escapes (a lone surrogate as U+FFFD's). */
function percentEncoded(character: string): string {
  try {
    return encodeURIComponent(character);
  } catch {
    return "%EF%BF%BD";
  }
}
