/**
 * Reads one page of a title search by walking one word prefix's ordered
 * keys (one stream per status, merged) together with the overflow matches,
 * keeping those a bitmap of matches admits. The walk stops as soon as the page
 * is full, and starts from whichever end of the list is nearer to the page,
 * so a page deep in a long list costs no more than one near its end.
 */
import type { PostStatus } from "../schemas/post.ts";
import { retryLocked } from "./kv.ts";
import { postWordPrefix, type WordOrder } from "./post_keys.ts";
import { type Bitmap, hasBit } from "./search_bits.ts";
import type { WordEntry } from "./search_index.ts";

/** Position in a listing: [order key, post id]. */
export type Position = [string, string];

/** A post found: its status, its position in the search's order and its search number. */
export interface Match {
  status: PostStatus;
  position: Position;
  seq: number;
}

/** Orders positions by order key, then id. */
export function comparePositions(a: Position, b: Position): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  return 0;
}

/** What a walk reads. */
export interface Walk {
  sortBy: WordOrder;
  /** Newest first. */
  reverse: boolean;
  /** Continue strictly after this position (a cursor). */
  after: Position | null;
  skip: number;
  limit: number;
  /** The prefix whose keys are walked. */
  prefix: string;
  /** How many keys the prefix lists per status walked. */
  listed: ReadonlyMap<PostStatus, number>;
  /** The matches among the prefix's keys; null when every key matches. */
  filter: Bitmap | null;
  /** Matches of the overflow prefix, in any order. */
  overflow: readonly Match[];
  /** Every match (before the cursor too): the keys `filter` admits plus the overflow. */
  total: number;
}

/** The page of a walk and whether matches follow it. */
export async function walkPage(kv: Deno.Kv, walk: Walk): Promise<{ page: Match[]; more: boolean }> {
  if (walk.after) {
    const found = await collect(kv, walk, walk.reverse, 0, walk.limit + 1);
    return { page: found.slice(0, walk.limit), more: found.length > walk.limit };
  }
  const end = Math.min(walk.total, walk.skip + walk.limit);
  if (walk.skip >= end) return { page: [], more: false };
  const more = end < walk.total;
  if (walk.total - walk.skip < end) {
    const found = await collect(kv, walk, !walk.reverse, walk.total - end, end - walk.skip);
    return { page: found.reverse(), more };
  }
  return { page: await collect(kv, walk, walk.reverse, walk.skip, end - walk.skip), more };
}

/** Matches `skip` to `skip + take` of the walk read newest first when `reverse`. */
async function collect(kv: Deno.Kv, walk: Walk, reverse: boolean, skip: number, take: number): Promise<Match[]> {
  const sign = reverse ? -1 : 1;
  const beyond = (m: Match) => !walk.after || sign * comparePositions(m.position, walk.after) > 0;
  const overflow = walk.overflow.filter(beyond).sort((a, b) => sign * comparePositions(a.position, b.position));
  const streams = [...walk.listed].filter(([, n]) => n > 0).map(([status, n]) =>
    stream(kv, walk, status, reverse, batchSize(n, walk.total, skip + take))
  );
  const heads = await Promise.all(streams.map((s) => s.next()));
  let next = 0;
  let seen = 0;
  const found: Match[] = [];
  while (found.length < take) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const head = heads[i];
      if (head.done) continue;
      const current = heads[best];
      if (best === -1 || (!current.done && sign * comparePositions(head.value.position, current.value.position) < 0)) {
        best = i;
      }
    }
    const fromOverflow = next < overflow.length &&
      (best === -1 || sign * comparePositions(overflow[next].position, heads[best].value!.position) < 0);
    let match: Match;
    if (fromOverflow) match = overflow[next++];
    else if (best === -1) break;
    else {
      match = heads[best].value as Match;
      heads[best] = await streams[best].next();
      if (walk.filter && !hasBit(walk.filter, match.seq)) continue;
    }
    if (seen++ >= skip) found.push(match);
  }
  await Promise.all(streams.map((s) => s.return(undefined)));
  return found;
}

/** Keys to read per batch: enough for the matches wanted from a list of `listed` keys holding `total` matches. */
function batchSize(listed: number, total: number, wanted: number): number {
  return Math.max(8, Math.min(1000, Math.ceil((wanted * listed) / Math.max(1, total)) + 8));
}

/** The prefix's keys for one status, in order, strictly after the cursor. */
async function* stream(
  kv: Deno.Kv,
  walk: Walk,
  status: PostStatus,
  reverse: boolean,
  batch: number,
): AsyncGenerator<Match> {
  const base = postWordPrefix(walk.sortBy, walk.prefix, status);
  let selector: Deno.KvListSelector = { prefix: base };
  if (walk.after) {
    const at = [...base, ...walk.after];
    selector = reverse ? { prefix: base, end: at } : { prefix: base, start: [...at, new Uint8Array()] };
  }
  let last: Deno.KvKey | null = null;
  while (true) {
    const page: Deno.KvEntry<WordEntry>[] = await retryLocked(async () => {
      const out: Deno.KvEntry<WordEntry>[] = [];
      const from: Deno.KvListSelector = !last
        ? selector
        : reverse
        ? { prefix: base, end: last }
        : { prefix: base, start: [...last, new Uint8Array()] };
      for await (const entry of kv.list<WordEntry>(from, { reverse, limit: batch, batchSize: batch })) {
        out.push(entry);
      }
      return out;
    });
    for (const { key, value } of page) {
      yield { status, position: [String(key[key.length - 2]), String(key[key.length - 1])], seq: value.seq };
    }
    if (page.length < batch) return;
    last = page[page.length - 1].key;
    batch = Math.min(1000, batch * 2);
  }
}
