/** Checks an `Authorization: Bearer …` header against a configured token without leaking where they differ. */
import { createHash, timingSafeEqual } from "node:crypto";

/**
 * True when `authorization` is `Bearer <token>` (scheme in any case). Both tokens are hashed first and the digests
 * compared in constant time, so neither the length nor the first differing character shows in the time taken.
 */
export function bearerMatches(authorization: string | null | undefined, token: string): boolean {
  const match = /^bearer +(\S+) *$/i.exec(authorization ?? "");
  const given = createHash("sha256").update(match?.[1] ?? "").digest();
  const expected = createHash("sha256").update(token).digest();
  return timingSafeEqual(given, expected) && match !== null;
}
