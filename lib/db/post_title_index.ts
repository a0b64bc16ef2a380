/**
 * The unique title index: `["posts_by_title", folded title]` → id of the post
 * that owns the title. Titles are compared folded (`titleIndexForm`: lower
 * case, accents removed, spaces collapsed), so "Ropa Vieja", "ropa vieja" and
 * "Rópa viejá" are one title. The key is written in the same atomic operation
 * as the post, with a check on what was read, so of two posts created or
 * renamed to one title at once, one wins and the other is refused.
 *
 * Stores written before the index existed may hold posts sharing a title.
 * {@link indexExistingTitles} (a store migration) gives each title to its oldest post; the
 * later posts keep their titles and can still be saved (an editor fixing a
 * typo in an old post is not made to rename it first), but a post that
 * changes its title must take a free one. A title whose owner is deleted or
 * renamed is free again, and the next post saved with it claims it.
 */
import { ConflictError } from "../errors.ts";
import { getManyBatched } from "./batched_get.ts";
import { listAll, retryLocked } from "./kv.ts";
import { postKey, POSTS_BY_CREATED, postTitleKey, titleIndexForm } from "./post_keys.ts";
import { commitOnce } from "./write.ts";

/** Message (and field `title`) of a title another post already has, as the specification words it. */
export const POST_TITLE_TAKEN = "Title already exists in another post";

/** Adds the title index's checks and mutations of one post write to its atomic operation. */
export type TitleIndexWrite = (op: Deno.AtomicOperation) => void;

/** True when post `id` exists and its title folds to `form`. */
async function holdsTitle(kv: Deno.Kv, id: string, form: string): Promise<boolean> {
  const record = await retryLocked(() => kv.get<{ title?: string }>(postKey(id)));
  return typeof record.value?.title === "string" && titleIndexForm(record.value.title) === form;
}

/**
 * Reads what a write of post `id` from title `before` to title `after` (null
 * for create or delete) needs of the index. A title the post did not have
 * (create, rename) must be free, else ConflictError(POST_TITLE_TAKEN, "title");
 * an unchanged title is claimed when free and left to its owner when an older
 * post holds it; the former title is released when this post owned it.
 * Answers the checks and mutations to add to the post's operation.
 */
export async function planTitleIndex(
  kv: Deno.Kv,
  id: string,
  before: string | null,
  after: string | null,
): Promise<TitleIndexWrite> {
  const beforeForm = before === null ? null : titleIndexForm(before);
  const afterForm = after === null ? null : titleIndexForm(after);
  const writes: TitleIndexWrite[] = [];
  if (after !== null && afterForm) {
    const key = postTitleKey(after);
    const entry = await retryLocked(() => kv.get<string>(key));
    if (entry.value !== id) {
      const free = entry.value === null || !(await holdsTitle(kv, entry.value, afterForm));
      if (free) writes.push((op) => op.check(entry).set(key, id));
      else if (afterForm !== beforeForm) throw new ConflictError(POST_TITLE_TAKEN, "title");
    }
  }
  if (before !== null && beforeForm && beforeForm !== afterForm) {
    const key = postTitleKey(before);
    const entry = await retryLocked(() => kv.get<string>(key));
    if (entry.value === id) writes.push((op) => op.check(entry).delete(key));
  }
  return (op) => writes.forEach((write) => write(op));
}

/** Posts per batch while indexing an existing store. */
const REBUILD_BATCH = 50;

/** What a build of the index did: titles indexed, and posts left sharing a title with an older post. */
export interface TitleIndexBuild {
  indexed: number;
  duplicates: number;
}

/**
 * Indexes the titles of every post, oldest post first, so the oldest of
 * several posts sharing a title owns it (a store migration: run again, it
 * indexes nothing more). Each title is written with a check that the post is
 * unchanged since read (its own write indexed it then) and that no post owns
 * the title yet; `renew` is called after each batch.
 */
export async function indexExistingTitles(kv: Deno.Kv, renew: () => Promise<void>): Promise<TitleIndexBuild> {
  const result: TitleIndexBuild = { indexed: 0, duplicates: 0 };
  let start: Deno.KvKey | null = null;
  while (true) {
    const selector: Deno.KvListSelector = start ? { prefix: POSTS_BY_CREATED, start } : { prefix: POSTS_BY_CREATED };
    const batch: Deno.KvEntry<{ id: string }>[] = await listAll<{ id: string }>(kv, selector, { limit: REBUILD_BATCH });
    const records = await getManyBatched<{ id: string; title: string }>(kv, batch.map((e) => postKey(e.value.id)));
    for (const record of records) {
      if (!record.value) continue;
      const key = postTitleKey(record.value.title);
      const op = kv.atomic().check(record).check({ key, versionstamp: null }).set(key, record.value.id);
      if (await commitOnce(op) !== null) result.indexed++;
      else {
        const owner = await retryLocked(() => kv.get<string>(key));
        if (owner.value && owner.value !== record.value.id) result.duplicates++;
      }
    }
    if (batch.length < REBUILD_BATCH) return result;
    await renew();
    start = [...batch[batch.length - 1].key, new Uint8Array()];
  }
}
