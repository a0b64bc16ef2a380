/**
 * Where media files are shown: post featured images and post content, category card and header images, and the
 * branding settings. Read from a content snapshot's `mediaUsage` (`lib/snapshot/`), so it needs no index to keep in
 * step.
 */
import type { MediaUsage } from "../schemas/media.ts";

/** Every media key shown anywhere with the places showing it (a snapshot's `mediaUsage`). */
export type MediaUsageMap = ReadonlyMap<string, readonly MediaUsage[]>;

/** For each of `keys`, the places `usage` gives it (keys used nowhere are absent from the map). */
export function findMediaUsage(usage: MediaUsageMap, keys: Iterable<string>): Map<string, MediaUsage[]> {
  const found = new Map<string, MediaUsage[]>();
  for (const key of keys) {
    const places = usage.get(key);
    if (places) found.set(key, [...places]);
  }
  return found;
}
