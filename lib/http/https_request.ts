/** Whether a request reached the site over https. */
import type { Context } from "hono";
import { requestConfig } from "../config.ts";

/**
 * True when the request's own URL is https, or, behind a proxy trusted with
 * `TRUST_PROXY=1`, when `X-Forwarded-Proto` says the client used https. Any
 * client can send that header, so without the setting it is ignored.
 */
export function isHttpsRequest(c: Context): boolean {
  return requestIsHttps(c.req.raw, requestConfig(c).proxy.hops > 0);
}

/** {@link isHttpsRequest} for a plain `Request`; `trustProxy` when `TRUST_PROXY` is set. */
export function requestIsHttps(request: Request, trustProxy: boolean): boolean {
  if (request.url.startsWith("https:")) return true;
  const proto = request.headers.get("x-forwarded-proto");
  return proto !== null && trustProxy && proto.split(",")[0].trim().toLowerCase() === "https";
}
