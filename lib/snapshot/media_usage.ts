/**
 * Where media files are shown: post featured images and post content, category
 * card and header images, and the branding settings. Read from the process's
 * content snapshot of the current version (`lib/snapshot/`), so it is always
 * current and needs no index to keep in step.
 */
import { contentSnapshot } from "./snapshot_holder.ts";
import type { MediaUsage } from "../schemas/media.ts";

/**
 * For each of `keys`, the places that show it (keys used nowhere are absent from the map), from the snapshot of the
 * content version read from the store now: a check before deleting a file sees every process's writes.
 */
export async function findMediaUsage(kv: Deno.Kv, keys: Iterable<string>): Promise<Map<string, MediaUsage[]>> {
  const wanted = new Set(keys);
  const found = new Map<string, MediaUsage[]>();
  if (wanted.size === 0) return found;
  const usage = (await contentSnapshot(kv, { fresh: true })).mediaUsage;
  for (const key of wanted) {
    const places = usage.get(key);
    if (places) found.set(key, [...places]);
  }
  return found;
}

/** Every media key shown anywhere with the places showing it (shared by every request: do not change it). */
export async function allMediaUsage(kv: Deno.Kv): Promise<ReadonlyMap<string, readonly MediaUsage[]>> {
  return (await contentSnapshot(kv)).mediaUsage;
}
