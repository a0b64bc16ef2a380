/**
 * Which vote an address cast on a post today, so one address counts at most one vote per post per day however
 * many `voter` cookies it drops. The address is never stored: the key holds a SHA-256 of the UTC day and the
 * address, and expires with KV `expireIn` when that day ends (the day is part of the hash, so an entry is
 * useless afterwards anyway).
 *
 * Keys: `["rating_addresses", postId, hash]` → {@link AddressVote}.
 */
import { sha256Hex } from "../text/hex.ts";

/** Key prefix of the per-address records. */
export const RATING_ADDRESSES_PREFIX: Deno.KvKey = ["rating_addresses"];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The voter whose vote an address cast on a post today. */
export interface AddressVote {
  voter: string;
}

/** Where an address's vote of the day on a post is recorded, and how long the record is kept. */
export interface AddressDaySlot {
  key: Deno.KvKey;
  /** Milliseconds until the end of the UTC day of `now` (at least 1). */
  expireIn: number;
}

/** The UTC day of `now`, `YYYY-MM-DD`. */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The record of `address`'s vote on `postId` for the UTC day of `now`. */
export async function addressDaySlot(postId: string, address: string, now: number): Promise<AddressDaySlot> {
  const text = `rating:${utcDay(now)}:${address}`;
  const hash = (await sha256Hex(text)).slice(0, 32);
  const dayEnd = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  return { key: [...RATING_ADDRESSES_PREFIX, postId, hash], expireIn: Math.max(1, dayEnd - now) };
}
