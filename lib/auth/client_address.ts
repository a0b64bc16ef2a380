/**
 * The client's network address, used to rate-limit sign-in, votes and the
 * contact form per address.
 *
 * By default this is the socket peer address (`Deno.serve` passes it as the
 * handler's second argument, which Hono exposes as `c.env`). Behind reverse
 * proxies set `TRUST_PROXY` to how many there are (`1` for the usual one):
 * each proxy appends the address it was reached from to `X-Forwarded-For`,
 * so the N-th entry from the right is the one the outermost trusted proxy
 * wrote, and everything left of it is whatever the client sent. Without an
 * `X-Forwarded-For`, `X-Real-IP` (which a proxy sets, replacing the
 * client's) is used; without the setting both headers are ignored, because
 * any client can send them. The setting is read at start (`c.var.config.proxy`).
 */
import type { Context } from "hono";
import { requestConfig } from "../config.ts";
import { trustedForwardedValue } from "../http/forwarded.ts";

/** The address the outermost of `hops` appending proxies saw, from an `X-Forwarded-For` value. */
export function forwardedAddress(header: string, hops: number): string | null {
  return trustedForwardedValue(header, hops);
}

/** The client address, or null when it cannot be known. */
export function clientAddress(c: Context): string | null {
  return requestAddress(c.req.raw, c.env, requestConfig(c).proxy.hops);
}

/**
 * The client address of `request` as {@link clientAddress} reads it, before any routing: `info` is what `Deno.serve`
 * passes beside the request (its `remoteAddr`), `hops` the trusted proxies (`TRUST_PROXY`).
 */
export function requestAddress(request: Request, info: unknown, hops: number): string | null {
  if (hops > 0) {
    const forwarded = request.headers.get("x-forwarded-for");
    if (forwarded?.trim()) return forwardedAddress(forwarded, hops);
    const real = request.headers.get("x-real-ip")?.trim();
    if (real) return real;
  }
  const hostname = (info as { remoteAddr?: { hostname?: unknown } } | undefined)?.remoteAddr?.hostname;
  return typeof hostname === "string" && hostname ? hostname : null;
}
