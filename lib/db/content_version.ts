/**
 * The content version: one KV key rewritten by every write that changes what
 * visitors see (posts, categories, menu, redirects, settings). Page caches in
 * any process compare its versionstamp to know when to drop rendered pages;
 * this works across processes sharing one store, where `kv.watch` does not.
 */
import { retryLocked } from "./kv.ts";

/** Key of the content version marker. */
export const CONTENT_VERSION_KEY: Deno.KvKey = ["meta", "content_version"];

let localWrites = 0;

/**
 * Counts page-affecting writes committed by this process. Page caches check
 * the stored content version only now and then; a change of this number makes
 * them check at once, so a process sees its own writes immediately.
 */
export function localWriteCount(): number {
  return localWrites;
}

/** Records that this process committed a write visitors may see (votes, which leave the content version alone). */
export function noteLocalWrite(): void {
  localWrites++;
}

/**
 * Adds the content-version bump to an atomic operation (call on every
 * public-content write). Once the operation commits, this process's page
 * caches know at once (see {@link localWriteCount}).
 */
export function bumpContentVersion(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return countedCommit(op.set(CONTENT_VERSION_KEY, Date.now()));
}

/** Makes `op`'s commit count as a local write (see {@link localWriteCount}): this process's clocks read again. */
export function countedCommit(op: Deno.AtomicOperation): Deno.AtomicOperation {
  const commit = op.commit.bind(op);
  op.commit = async () => {
    try {
      return await commit();
    } finally {
      localWrites++;
    }
  };
  return op;
}

/** Reads the current content version (a versionstamp; "0" before any write). */
export async function readContentVersion(kv: Deno.Kv): Promise<string> {
  const entry = await retryLocked(() => kv.get(CONTENT_VERSION_KEY));
  return entry.versionstamp ?? "0";
}
