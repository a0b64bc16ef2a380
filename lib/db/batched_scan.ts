/** Walking every entry under a key prefix in batches, for the store migrations that index existing records. */
import { listAll } from "./kv.ts";

/** Entries per batch. */
const SCAN_BATCH = 20;

/**
 * Lists the entries under `prefix` in batches, in key order, and passes each batch to `each`; calls `renew` between
 * batches (a migration's lease). Returns the sum of what `each` returns (how many entries it indexed).
 */
export async function scanInBatches<T>(
  kv: Deno.Kv,
  prefix: Deno.KvKey,
  renew: () => Promise<void>,
  each: (batch: Deno.KvEntry<T>[]) => Promise<number>,
): Promise<number> {
  let done = 0;
  let start: Deno.KvKey | null = null;
  while (true) {
    const selector: Deno.KvListSelector = start ? { prefix, start } : { prefix };
    const batch: Deno.KvEntry<T>[] = await listAll<T>(kv, selector, { limit: SCAN_BATCH });
    done += await each(batch);
    if (batch.length < SCAN_BATCH) return done;
    await renew();
    start = [...batch[batch.length - 1].key, new Uint8Array()];
  }
}
