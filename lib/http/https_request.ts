/** Whether a request reached the site over https. */
import type { Context } from "hono";
import { requestConfig } from "../config.ts";
import { trustedForwardedValue } from "./forwarded.ts";

/**
 * True when the request's own URL is https, or, behind proxies trusted with
 * `TRUST_PROXY`, when `X-Forwarded-Proto` says the client used https (the entry
 * the outermost trusted proxy wrote, `forwarded.ts`). Any client can send that
 * header, so without the setting it is ignored.
 */
export function isHttpsRequest(c: Context): boolean {
  return requestIsHttps(c.req.raw, requestConfig(c).proxy.hops);
}

/** {@link isHttpsRequest} for a plain `Request`, behind `proxyHops` trusted proxies (`TRUST_PROXY`, 0 for none). */
export function requestIsHttps(request: Request, proxyHops: number): boolean {
  if (request.url.startsWith("https:")) return true;
  if (proxyHops === 0) return false;
  const proto = request.headers.get("x-forwarded-proto");
  return proto !== null && trustedForwardedValue(proto, proxyHops)?.toLowerCase() === "https";
}
