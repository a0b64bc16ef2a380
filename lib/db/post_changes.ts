/**
 * The journal of post writes: `["post_changes", time-ordered id, post id]` → the post's `created_at` after the write
 * (null when deleted), set in the same atomic operation as every post write (`writePostIndexes`) and expiring after
 * {@link POST_CHANGES_TTL_MS}. A content snapshot build reads the posts written since the one before it from here,
 * instead of listing every post (`lib/snapshot/changed_posts.ts`).
 */
import { idAt, newId } from "../ids.ts";
import { listAll } from "./kv.ts";

/** Key prefix of the journal. */
export const POST_CHANGES_PREFIX: Deno.KvKey = ["post_changes"];
/** How long a journal entry is kept: longer than any gap between two builds that read the journal. */
export const POST_CHANGES_TTL_MS = 15 * 60 * 1000;

/** Adds the journal entry of a write leaving post `id` created at `createdAt` (null: deleted) to `op`. */
export function writePostChange(op: Deno.AtomicOperation, id: string, createdAt: string | null): void {
  op.set([...POST_CHANGES_PREFIX, newId(), id], createdAt, { expireIn: POST_CHANGES_TTL_MS });
}

/**
 * The posts written by operations planned at `since` (epoch milliseconds) or later: post id → its `created_at` after
 * the last of them (null when deleted).
 */
export async function postChangesSince(kv: Deno.Kv, since: number): Promise<Map<string, string | null>> {
  const start = [...POST_CHANGES_PREFIX, idAt(Math.max(0, since)).slice(0, 10)];
  const entries = await listAll<string | null>(kv, { prefix: POST_CHANGES_PREFIX, start });
  return new Map(entries.map((entry) => [entry.key[2] as string, entry.value]));
}
