/**
 * Leases on one key: `{ owner, until }` (epoch ms) claimed with an atomic check on the key's versionstamp, so of
 * several processes exactly one holds it; the holder renews by claiming again and releases only its own claim. A
 * claim whose `until` has passed belongs to a process that stopped and is taken over. Other fields of the stored
 * value are kept, so a queue entry can be its own lease (`media_versions.ts`).
 */
import { retryLocked } from "./kv.ts";
import { commitOnce } from "./write.ts";

/** The lease fields of a stored value: who holds it until when (epoch ms; `owner` null when nobody). */
export interface Lease {
  owner: string | null;
  until: number;
}

/**
 * Claims (or renews) `key` for `owner` until `now + leaseMs`; the claimed value, or null while another owner's claim
 * is live, when another process claimed first, or (with `existingOnly`, for a queue entry) when nothing is stored.
 * With `expire`, KV drops the claim when it runs out.
 */
export async function claimLease<T extends Lease = Lease>(
  kv: Deno.Kv,
  key: Deno.KvKey,
  owner: string,
  now: number,
  leaseMs: number,
  options: { existingOnly?: boolean; expire?: boolean } = {},
): Promise<T | null> {
  const current = await retryLocked(() => kv.get<T>(key));
  if (options.existingOnly && !current.value) return null;
  if (current.value && current.value.owner !== owner && current.value.until > now) return null;
  const claimed = { ...current.value, owner, until: now + leaseMs } as T;
  const op = kv.atomic().check(current).set(key, claimed, options.expire ? { expireIn: leaseMs } : undefined);
  return await commitOnce(op) === null ? null : claimed;
}

/** Deletes `owner`'s claim on `key`; another owner's claim is left alone. */
export async function releaseLease(kv: Deno.Kv, key: Deno.KvKey, owner: string): Promise<void> {
  const current = await retryLocked(() => kv.get<Lease>(key));
  if (current.value?.owner !== owner) return;
  await commitOnce(kv.atomic().check(current).delete(key));
}
