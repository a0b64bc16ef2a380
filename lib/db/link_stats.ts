/** Link analysis results per post in KV under ["link_stats", postId]. */
import { getManyBatched } from "./batched_get.ts";
import { retryLocked } from "./kv.ts";
import { type LinkStats, LinkStatsSchema } from "../schemas/link_stats.ts";

/** Key prefix of link stats. */
export const LINK_STATS_PREFIX: Deno.KvKey = ["link_stats"];

const statsKey = (postId: string): Deno.KvKey => [...LINK_STATS_PREFIX, postId];

/** Deletes a post's stats as part of `op` (the post's own delete). */
export function deleteLinkStatsIn(op: Deno.AtomicOperation, postId: string): Deno.AtomicOperation {
  return op.delete(statsKey(postId));
}

/** The stats of one post, or null when it was never checked. */
export async function getLinkStats(kv: Deno.Kv, postId: string): Promise<LinkStats | null> {
  return (await retryLocked(() => kv.get<LinkStats>(statsKey(postId)))).value;
}

/** Stores the result of a link check for a post (replacing the previous one). */
export async function saveLinkStats(kv: Deno.Kv, postId: string, stats: LinkStats): Promise<LinkStats> {
  const value = LinkStatsSchema.parse(stats);
  await retryLocked(() => kv.set(statsKey(postId), value));
  return value;
}

/** Stats of many posts at once; posts never checked are absent from the map. */
export async function getLinkStatsMany(kv: Deno.Kv, postIds: string[]): Promise<Map<string, LinkStats>> {
  const ids = [...new Set(postIds)];
  if (!ids.length) return new Map();
  const entries = await getManyBatched<LinkStats>(kv, ids.map(statsKey));
  const out = new Map<string, LinkStats>();
  entries.forEach((entry, i) => {
    if (entry.value) out.set(ids[i], entry.value);
  });
  return out;
}
