/**
 * Search numbers: each post gets a small whole number, its bit in the
 * search bitmaps (`search_bits.ts`). A process claims a block of
 * {@link SEQ_BLOCK} numbers at a time (one compare-and-set on a shared
 * counter) and hands them out from memory, so parallel creates do not
 * contend; numbers of a block left unused when a process stops stay unused.
 */
import { retryLocked } from "./kv.ts";
import { SEARCH_SEQ_NEXT } from "./post_keys.ts";

/** Numbers per claimed block: one bitmap word. */
export const SEQ_BLOCK = 64;

interface Pool {
  next: number;
  end: number;
  claiming: Promise<void> | null;
}

const pools = new WeakMap<Deno.Kv, Pool>();

/** A search number no other post of this store has or will get. */
export async function allocateSearchSeq(kv: Deno.Kv): Promise<number> {
  let pool = pools.get(kv);
  if (!pool) pools.set(kv, pool = { next: 0, end: 0, claiming: null });
  while (pool.next >= pool.end) {
    pool.claiming ??= claimBlock(kv, pool).finally(() => pool.claiming = null);
    await pool.claiming;
  }
  return pool.next++;
}

async function claimBlock(kv: Deno.Kv, pool: Pool): Promise<void> {
  while (true) {
    const current = await retryLocked(() => kv.get<number>(SEARCH_SEQ_NEXT));
    const block = current.value ?? 0;
    const result = await retryLocked(() => kv.atomic().check(current).set(SEARCH_SEQ_NEXT, block + 1).commit());
    if (result.ok) {
      pool.next = block * SEQ_BLOCK;
      pool.end = pool.next + SEQ_BLOCK;
      return;
    }
  }
}
