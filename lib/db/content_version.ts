/**
 * The content version: one KV key rewritten by every write that changes what
 * visitors see (posts, categories, menu, redirects, settings). Page caches in
 * any process compare its versionstamp to know when to drop rendered pages;
 * this works across processes sharing one store, where `kv.watch` does not.
 */
import { retryLocked } from "./kv.ts";

/** Key of the content version marker. */
export const CONTENT_VERSION_KEY: Deno.KvKey = ["meta", "content_version"];

/** Adds the content-version bump to an atomic operation (call on every public-content write). */
export function bumpContentVersion(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.set(CONTENT_VERSION_KEY, Date.now());
}

/** Reads the current content version (a versionstamp; "0" before any write). */
export async function readContentVersion(kv: Deno.Kv): Promise<string> {
  const entry = await retryLocked(() => kv.get(CONTENT_VERSION_KEY));
  return entry.versionstamp ?? "0";
}
