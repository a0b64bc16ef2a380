/**
 * The backup lease held while a backup runs (`BACKUP_LEASE_KEY`, `lib/db/lease.ts`): claimed before, renewed every
 * third of its length while the backup runs, released after, so a process that dies mid-backup blocks the next one
 * for one lease length at most. The schedule and "Back up now" both take it, so two never run at once.
 */
import { BACKUP_LEASE_KEY } from "../../db/backups.ts";
import { claimLease, releaseLease } from "../../db/lease.ts";

/** How long a claim lasts without renewal. */
export const BACKUP_LEASE_MS = 120_000;

/** Options of {@link withBackupLease}. */
export interface LeaseOptions {
  /** Clock in epoch ms (default `Date.now`). */
  now?: () => number;
  /** Lease length (default {@link BACKUP_LEASE_MS}). */
  leaseMs?: number;
}

/** Runs `work` holding the lease for `owner`; `{ ran: false }` when another owner holds it. */
export async function withBackupLease<T>(
  kv: Deno.Kv,
  owner: string,
  work: () => Promise<T>,
  options: LeaseOptions = {},
): Promise<{ ran: true; result: T } | { ran: false }> {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? BACKUP_LEASE_MS;
  if (!await claimLease(kv, BACKUP_LEASE_KEY, owner, now(), leaseMs)) return { ran: false };
  const renew = setInterval(() => {
    claimLease(kv, BACKUP_LEASE_KEY, owner, now(), leaseMs).catch((error) =>
      console.error("Could not renew the backup lease:", error)
    );
  }, leaseMs / 3);
  Deno.unrefTimer(renew);
  try {
    return { ran: true, result: await work() };
  } finally {
    clearInterval(renew);
    await releaseLease(kv, BACKUP_LEASE_KEY, owner);
  }
}
