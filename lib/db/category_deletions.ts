/**
 * The second half of a category deletion, made resumable. Deleting a
 * category's record (one atomic write) also sets `["category_deletions", id]`;
 * unlinking its posts then takes one write per post, and the marker goes with
 * the counters in the last write. A deletion cut short (a crash, a restart)
 * leaves the marker, and {@link resumeCategoryDeletions}, run at start, ends it,
 * so no post keeps a link to a category that is gone.
 */
import { POST_STATUSES } from "../schemas/post.ts";
import { categoryPostCountKey } from "./category_keys.ts";
import { listAll } from "./kv.ts";
import { unlinkCategoryFromPosts } from "./posts.ts";
import { writePublic } from "./write.ts";

/** Key prefix of unfinished category deletions. */
export const CATEGORY_DELETIONS_PREFIX: Deno.KvKey = ["category_deletions"];

/** `["category_deletions", id]` → `{ deleted_at }`: the category's posts may still link it. */
export const categoryDeletionKey = (id: string): Deno.KvKey => [...CATEGORY_DELETIONS_PREFIX, id];

/** Unlinks a deleted category from its posts, then removes its counters and deletion marker. */
export async function finishCategoryDeletion(kv: Deno.Kv, id: string): Promise<number> {
  const posts = await unlinkCategoryFromPosts(kv, id);
  await writePublic(kv, (op) => {
    for (const status of POST_STATUSES) op.delete(categoryPostCountKey(id, status));
    op.delete(categoryDeletionKey(id));
  });
  return posts;
}

/** Ends every category deletion left unfinished; returns how many there were. */
export async function resumeCategoryDeletions(kv: Deno.Kv): Promise<number> {
  const pending = await listAll(kv, { prefix: CATEGORY_DELETIONS_PREFIX });
  for (const entry of pending) await finishCategoryDeletion(kv, String(entry.key[entry.key.length - 1]));
  return pending.length;
}
