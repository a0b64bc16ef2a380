/**
 * The client's network address, used to rate-limit sign-in per address.
 *
 * By default this is the socket peer address (`Deno.serve` passes it as the
 * handler's second argument, which Hono exposes as `c.env`). Behind a reverse
 * proxy set `TRUST_PROXY=1` so the first `X-Forwarded-For` (or `X-Real-IP`)
 * address is used instead; without that setting those headers are ignored,
 * because any client can send them.
 */
import type { Context } from "hono";
import { trustProxy } from "../config.ts";

/** The client address, or null when it cannot be known. */
export function clientAddress(c: Context): string | null {
  if (trustProxy()) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0].trim();
    if (forwarded) return forwarded;
    const real = c.req.header("x-real-ip")?.trim();
    if (real) return real;
  }
  const env = c.env as { remoteAddr?: { hostname?: unknown } } | undefined;
  const hostname = env?.remoteAddr?.hostname;
  return typeof hostname === "string" && hostname ? hostname : null;
}
