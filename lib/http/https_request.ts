/** Whether a request reached the site over https. */
import type { Context } from "hono";
import { trustProxy } from "../config.ts";

/**
 * True when the request's own URL is https, or, behind a proxy trusted with
 * `TRUST_PROXY=1`, when `X-Forwarded-Proto` says the client used https. Any
 * client can send that header, so without the setting it is ignored.
 */
export function isHttpsRequest(c: Context): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return trustProxy() && c.req.header("x-forwarded-proto")?.split(",")[0].trim().toLowerCase() === "https";
}
