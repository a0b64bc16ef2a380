/**
 * The demo-seed marker: which process seeds an empty store, and how a seed cut short (the process killed mid-way)
 * is taken over by the next start instead of leaving a half-filled store that is never completed.
 */
import { retryLocked } from "../db/kv.ts";

/** Marker key: present once the store was seeded (or found to hold content already). */
export const SEED_MARKER_KEY: Deno.KvKey = ["meta", "demo_seed"];

/** A seeding process refreshes its claim at least this often; an older claim belongs to a process that died. */
export const SEED_LEASE_MS = 60_000;

/** Marker value. */
export interface SeedMarker {
  state: "seeding" | "done" | "skipped";
  at: string;
}

/** Outcome of {@link claimSeed}: `fresh` on a store never claimed, `resume` when taking over a dead claim. */
export type SeedClaim = { kind: "fresh" | "resume"; versionstamp: string } | { kind: "none" };

/** Claims the right to seed, atomically: only one process at a time, and a stale claim can be taken over. */
export async function claimSeed(kv: Deno.Kv, now = Date.now()): Promise<SeedClaim> {
  const current = await retryLocked(() => kv.get<SeedMarker>(SEED_MARKER_KEY));
  const marker = current.value;
  if (marker && marker.state !== "seeding") return { kind: "none" };
  if (marker && now - Date.parse(marker.at) < SEED_LEASE_MS) return { kind: "none" };
  const value: SeedMarker = { state: "seeding", at: new Date(now).toISOString() };
  const result = await retryLocked(() =>
    kv.atomic().check({ key: SEED_MARKER_KEY, versionstamp: current.versionstamp }).set(SEED_MARKER_KEY, value)
      .commit()
  );
  if (!result.ok) return { kind: "none" };
  return { kind: marker ? "resume" : "fresh", versionstamp: result.versionstamp };
}

/** True while the marker says a seed is under way (its process alive or not). */
export async function seedUnderWay(kv: Deno.Kv): Promise<boolean> {
  const marker = await retryLocked(() => kv.get<SeedMarker>(SEED_MARKER_KEY));
  return marker.value?.state === "seeding";
}

/** Refreshes the claim so other processes see the seeding process is alive. */
export async function renewSeedClaim(kv: Deno.Kv): Promise<void> {
  const value: SeedMarker = { state: "seeding", at: new Date().toISOString() };
  await retryLocked(() => kv.set(SEED_MARKER_KEY, value));
}

/** Marks the store as seeded (`done`) or as holding content of its own (`skipped`). */
export async function finishSeed(kv: Deno.Kv, state: "done" | "skipped"): Promise<void> {
  const value: SeedMarker = { state, at: new Date().toISOString() };
  await retryLocked(() => kv.set(SEED_MARKER_KEY, value));
}
