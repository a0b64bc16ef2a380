/**
 * Reading `X-Forwarded-*` headers behind `TRUST_PROXY=N` appending proxies: each proxy adds its own entry at the
 * right, so the N-th entry from the right is the one the outermost trusted proxy wrote, and everything left of it is
 * whatever the client sent. `X-Forwarded-For`, `-Proto` and `-Host` are all read this way; a proxy that replaces the
 * header leaves one entry, which is then the one read.
 */

/** The entry the outermost of `hops` trusted proxies wrote in a comma-separated `X-Forwarded-*` value, or null. */
export function trustedForwardedValue(header: string | null | undefined, hops: number): string | null {
  if (!header || hops < 1) return null;
  const entries = header.split(",");
  const entry = entries[Math.max(0, entries.length - hops)].trim();
  return entry ? entry : null;
}
