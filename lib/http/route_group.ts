/**
 * Requests sorted into a small fixed set of groups for metrics and logs: never the raw path, which anyone can vary
 * without end. The groups follow the site's layout (`routes/`); see the metrics section of docs/operations.md.
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

/** Where the path of a request URL (`request.url`) starts, found without parsing the URL (-1: no path). */
function pathStart(href: string): number {
  return href.indexOf("/", href.indexOf("//") + 2);
}

/** Where the path starting at `start` ends: at the query, the fragment or the end. */
function pathEnd(href: string, start: number): number {
  const query = href.indexOf("?", start);
  const hash = href.indexOf("#", start);
  if (query === -1) return hash === -1 ? href.length : hash;
  return hash === -1 || query < hash ? query : hash;
}

/** The path of a request URL (`request.url`), without query or fragment, found without parsing the URL. */
export function requestPath(href: string): string {
  const start = pathStart(href);
  return start === -1 ? "/" : href.slice(start, pathEnd(href, start));
}

/** The group of a request to `path` with `method`. */
export function routeGroup(method: string, path: string): RouteGroup {
  return groupAt(method, path, 0, pathEnd(path, 0));
}

/** The group of a request to the URL `href` (`request.url`) with `method`, read in place (no string is made). */
export function routeGroupOfUrl(method: string, href: string): RouteGroup {
  const start = pathStart(href);
  return start === -1 ? groupAt(method, "/", 0, 1) : groupAt(method, href, start, pathEnd(href, start));
}

/** True when `text` from `start` to `end` is `path` exactly. */
function isPath(text: string, start: number, end: number, path: string): boolean {
  return end - start === path.length && text.startsWith(path, start);
}

/**
 * The group of the path in `text` from `start` to `end`. Every request of the site passes here (cached pages
 * included): one branch on the path's first letter, then prefix checks in place.
 */
function groupAt(method: string, text: string, start: number, end: number): RouteGroup {
  switch (text.charCodeAt(start + 1)) {
    case 97: // a
      if (text.startsWith("/api/", start)) return text.startsWith("/api/admin/", start) ? "api_admin" : "api";
      if (text.startsWith("/admin", start) && (end === start + 6 || text.charCodeAt(start + 6) === 47)) return "admin";
      break;
    case 109: // m
      if (text.startsWith("/media/", start)) return "media";
      if (isPath(text, start, end, "/metrics")) return "metrics";
      break;
    case 95: // _
      if (text.startsWith("/_build/", start)) return "static";
      break;
    case 102: // f
      if (text.startsWith("/fonts/", start)) return "static";
      break;
    case 114: // r
      if (isPath(text, start, end, "/rss.xml") || isPath(text, start, end, "/robots.txt")) return "feed";
      break;
    case 115: // s
      if (isPath(text, start, end, "/sitemap.xml")) return "feed";
      break;
  }
  if (hasExtension(text, start, end)) return "static";
  return method === "GET" || method === "HEAD" ? "page" : "other";
}

/** True when the path's last segment has a dot (a file: `/favicon.svg`, `/styles.css`); post and page paths have none. */
function hasExtension(text: string, start: number, end: number): boolean {
  for (let i = end - 1; i > start; i--) {
    const c = text.charCodeAt(i);
    if (c === 46) return true; // .
    if (c === 47) return false; // /
  }
  return false;
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
