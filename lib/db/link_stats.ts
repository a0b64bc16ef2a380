/**
 * Link analysis results per post in KV under ["link_stats", postId]. Every
 * write of them also rewrites {@link LINK_STATS_VERSION_KEY}, whose
 * versionstamp keys the cache the admin posts list reads them through.
 */
import { retryLocked } from "./kv.ts";
import { getManyCached } from "./versioned_cache.ts";
import { type LinkStats, LinkStatsSchema } from "../schemas/link_stats.ts";

/** Key prefix of link stats. */
export const LINK_STATS_PREFIX: Deno.KvKey = ["link_stats"];

/** Key rewritten by every change of any post's link stats. */
export const LINK_STATS_VERSION_KEY: Deno.KvKey = ["meta", "link_stats_version"];

function statsKey(postId: string): Deno.KvKey {
  return [...LINK_STATS_PREFIX, postId];
}

/** Deletes a post's stats as part of `op` (the post's own delete). */
export function deleteLinkStatsIn(op: Deno.AtomicOperation, postId: string): Deno.AtomicOperation {
  return op.delete(statsKey(postId)).set(LINK_STATS_VERSION_KEY, Date.now());
}

/** The stats of one post, or null when it was never checked. */
export async function getLinkStats(kv: Deno.Kv, postId: string): Promise<LinkStats | null> {
  return (await retryLocked(() => kv.get<LinkStats>(statsKey(postId)))).value;
}

/** Stores the result of a link check for a post (replacing the previous one). */
export async function saveLinkStats(kv: Deno.Kv, postId: string, stats: LinkStats): Promise<LinkStats> {
  const value = LinkStatsSchema.parse(stats);
  await retryLocked(() => kv.atomic().set(statsKey(postId), value).set(LINK_STATS_VERSION_KEY, Date.now()).commit());
  return value;
}

/** Stats of many posts at once; posts never checked are absent from the map. */
export async function getLinkStatsMany(kv: Deno.Kv, postIds: string[]): Promise<Map<string, LinkStats>> {
  const ids = [...new Set(postIds)];
  if (!ids.length) return new Map();
  const version = (await retryLocked(() => kv.get(LINK_STATS_VERSION_KEY))).versionstamp ?? "0";
  const values = await getManyCached<LinkStats>(kv, "link_stats", version, ids.map(statsKey));
  const out = new Map<string, LinkStats>();
  values.forEach((value, i) => {
    if (value) out.set(ids[i], value);
  });
  return out;
}

/** Forgets the stats of a post (when the post is deleted). */
export async function deleteLinkStats(kv: Deno.Kv, postId: string): Promise<void> {
  await retryLocked(() => deleteLinkStatsIn(kv.atomic(), postId).commit());
}
