/**
 * Whether a request was sent by a page of this site. Browsers set `Origin`
 * (and `Sec-Fetch-Site`) themselves; pages on other sites cannot forge them.
 */
import type { Context } from "hono";
import { requestConfig } from "../config.ts";
import { trustedForwardedValue } from "../http/forwarded.ts";

/**
 * True when the `Origin` header equals this site's origin, or, when `Origin`
 * is absent, `Sec-Fetch-Site` is `same-origin` (or `none`, a user-initiated
 * request). Requests carrying neither header are not trusted.
 */
export function isSameOriginRequest(c: Context): boolean {
  const origin = c.req.header("origin");
  if (origin) return origin !== "null" && ownOrigins(c).has(origin.toLowerCase());
  const site = c.req.header("sec-fetch-site")?.toLowerCase();
  return site === "same-origin" || site === "none";
}

/**
 * True when the browser says this request comes from another site: an
 * `Origin` that is not this site's (or `null`, an opaque origin), or
 * `Sec-Fetch-Site: cross-site` / `same-site`. Clients that send neither
 * header (the CLI, scripts) are not browsers on another site.
 */
export function isCrossSiteRequest(c: Context): boolean {
  const origin = c.req.header("origin");
  if (origin) return origin === "null" || !ownOrigins(c).has(origin.toLowerCase());
  const site = c.req.header("sec-fetch-site")?.toLowerCase();
  return site === "cross-site" || site === "same-site";
}

/**
 * The origins this request may legitimately come from: the configured site
 * origin (`SITE_URL`, in `c.var.siteOrigin`) alone when `SITE_URL` is set;
 * without it (a local try-out, where the browser may say `localhost`) also the
 * request URL's own origin and, only with `TRUST_PROXY`, the origin named by
 * `X-Forwarded-Proto`/`-Host` (the entries the outermost trusted proxy wrote,
 * as for `X-Forwarded-For`).
 */
function ownOrigins(c: Context): Set<string> {
  const url = new URL(c.req.url);
  const siteOrigin = c.get("siteOrigin") as string | undefined;
  const config = requestConfig(c);
  if (siteOrigin && config.csrf.siteUrlOnly) return new Set([siteOrigin.toLowerCase()]);
  const origins = new Set([url.origin.toLowerCase()]);
  if (siteOrigin) origins.add(siteOrigin.toLowerCase());
  const hops = config.proxy.hops;
  if (hops > 0) {
    const proto = trustedForwardedValue(c.req.header("x-forwarded-proto"), hops);
    const host = trustedForwardedValue(c.req.header("x-forwarded-host"), hops) ?? c.req.header("host")?.trim();
    if (host) origins.add(`${proto ? `${proto}:` : url.protocol}//${host}`.toLowerCase());
  }
  return origins;
}
