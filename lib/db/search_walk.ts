/**
 * Reads one page of a title search by walking one word prefix's ordered
 * keys (one stream per status, merged) together with the overflow matches,
 * keeping those a bitmap of matches admits. The walk stops as soon as the page
 * is full, and starts from whichever end of the list is nearer to the page,
 * so a page deep in a long list costs no more than one near its end.
 */
import type { PostStatus } from "../schemas/post.ts";
import { listAll } from "./kv.ts";
import { postWordPrefix, type WordOrder } from "./post_keys.ts";
import { type Bitmap, hasBit } from "./search_bits.ts";
import type { WordEntry } from "./search_index.ts";
import { nearestCheckpoint, saveCheckpoint } from "./page_checkpoints.ts";

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
  /** Content version and a name of the search (words, statuses, order): pages resume where earlier ones ended. */
  resume?: { version: string; search: string };
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
  return { page: await collectResuming(kv, walk, end - walk.skip), more };
}

/** {@link collect} in the walk's order from `walk.skip`, starting at the nearest earlier page end when one is known. */
async function collectResuming(kv: Deno.Kv, walk: Walk, take: number): Promise<Match[]> {
  const { resume, skip } = walk;
  const start = resume && skip > 0 ? nearestCheckpoint(kv, resume.version, resume.search, skip) : null;
  const found = start
    ? await collect(kv, { ...walk, after: start.position }, walk.reverse, skip - start.matches, take)
    : await collect(kv, walk, walk.reverse, skip, take);
  if (resume && found.length) {
    saveCheckpoint(kv, resume.version, resume.search, {
      matches: skip + found.length,
      position: found[found.length - 1].position,
    });
  }
  return found;
}

/** Matches `skip` to `skip + take` of the walk read newest first when `reverse`. */
async function collect(kv: Deno.Kv, walk: Walk, reverse: boolean, skip: number, take: number): Promise<Match[]> {
  const sign = reverse ? -1 : 1;
  const before = (a: Match, b: Match) => sign * comparePositions(a.position, b.position) < 0;
  const beyond = (m: Match) => !walk.after || sign * comparePositions(m.position, walk.after) > 0;
  const overflow = new Batches(walk.overflow.filter(beyond).sort((a, b) => (before(a, b) ? -1 : 1)));
  const streams = [...walk.listed].filter(([, n]) => n > 0).map(([status, n]) =>
    new KeyStream(kv, walk, status, reverse, batchSize(n, walk.total, skip + take))
  );
  await Promise.all(streams.map((s) => s.fill()));
  const sources: Source[] = [overflow, ...streams];
  let seen = 0;
  const found: Match[] = [];
  while (found.length < take) {
    let best: Source | null = null;
    for (const source of sources) {
      if (source.pos === source.buffer.length && !source.done) await source.fill();
      const head = source.buffer[source.pos];
      if (head && (!best || before(head, best.buffer[best.pos]))) best = source;
    }
    if (!best) break;
    const match = best.buffer[best.pos++];
    if (best !== overflow && walk.filter && !hasBit(walk.filter, match.seq)) continue;
    if (seen++ >= skip) found.push(match);
  }
  return found;
}

/** Keys to read per batch: enough for the matches wanted from a list of `listed` keys holding `total` matches. */
function batchSize(listed: number, total: number, wanted: number): number {
  return Math.max(8, Math.min(1000, Math.ceil((wanted * listed) / Math.max(1, total)) + 8));
}

/** Matches read in batches: `buffer[pos]` is the next one; `fill` replaces an exhausted buffer. */
interface Source {
  buffer: Match[];
  pos: number;
  done: boolean;
  fill(): Promise<void>;
}

/** Matches already in memory. */
class Batches implements Source {
  pos = 0;
  done = true;
  constructor(public buffer: Match[]) {}
  fill(): Promise<void> {
    return Promise.resolve();
  }
}

/** The prefix's keys for one status, in order, strictly after the cursor, read in growing batches. */
class KeyStream implements Source {
  buffer: Match[] = [];
  pos = 0;
  done = false;
  #selector: Deno.KvListSelector;
  #base: Deno.KvKey;
  #last: Deno.KvKey | null = null;

  constructor(
    private kv: Deno.Kv,
    walk: Walk,
    private status: PostStatus,
    private reverse: boolean,
    private batch: number,
  ) {
    const base = this.#base = postWordPrefix(walk.sortBy, walk.prefix, status);
    this.#selector = { prefix: base };
    if (walk.after) {
      const at = [...base, ...walk.after];
      this.#selector = reverse ? { prefix: base, end: at } : { prefix: base, start: [...at, new Uint8Array()] };
    }
  }

  async fill(): Promise<void> {
    const base = this.#base;
    const last = this.#last;
    const selector: Deno.KvListSelector = !last
      ? this.#selector
      : this.reverse
      ? { prefix: base, end: last }
      : { prefix: base, start: [...last, new Uint8Array()] };
    const entries = await listAll<WordEntry>(this.kv, selector, {
      reverse: this.reverse,
      limit: this.batch,
      batchSize: this.batch,
    });
    this.buffer = entries.map(({ key, value }) => ({
      status: this.status,
      position: [String(key[key.length - 2]), String(key[key.length - 1])],
      seq: value.seq,
    }));
    this.pos = 0;
    this.done = entries.length < this.batch;
    if (entries.length) this.#last = entries[entries.length - 1].key;
    this.batch = Math.min(1000, this.batch * 2);
  }
}
