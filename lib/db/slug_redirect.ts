/** The redirect a post's slug change leaves, planned for the post's own atomic operation. */
import { newId } from "../ids.ts";
import { AUTO_REDIRECT_CREATOR, normalizeRedirectPath } from "../schemas/redirect.ts";
import {
  pathKey,
  putRedirect,
  readSource,
  redirectsEndingAt,
  removeRedirect,
  type StoredRedirect,
} from "./redirect_keys.ts";

/** The redirect a slug change leaves, and the writes that make it, for the post's own atomic operation. */
export interface SlugRedirectPlan {
  redirect: StoredRedirect;
  /** Adds the writes to `op`, each guarded by the versionstamp of the entry it changes. */
  write(op: Deno.AtomicOperation): void;
}

/**
 * True when following active redirects from `start` never ends, with `planned` (by source path; null for deleted)
 * in place of what the store holds.
 */
async function loopsFrom(kv: Deno.Kv, planned: Map<string, StoredRedirect | null>, start: string): Promise<boolean> {
  const seen = new Set<string>();
  for (let current = start;;) {
    if (seen.has(current)) return true;
    seen.add(current);
    const next = planned.has(current) ? planned.get(current) : (await readSource(kv, current)).record?.value;
    if (!next?.is_active) return false;
    current = normalizeRedirectPath(next.to_path);
  }
}

/**
 * Plans keeping an old post URL working after a slug change: points `oldPath` at `newPath` (created_by "auto"),
 * updating an existing redirect from `oldPath`, deleting a redirect from `newPath` back to `oldPath` (it would loop),
 * and re-pointing redirects that ended at `oldPath` so no chain forms. Null when the paths are equal or the redirect
 * would still loop. Nothing is written until the caller commits the operation {@link SlugRedirectPlan.write} fills.
 * Reads only the redirects from `oldPath`, ending at it, and on the chain from `newPath`.
 */
export async function planSlugRedirect(
  kv: Deno.Kv,
  oldPath: string,
  newPath: string,
  postId: string,
): Promise<SlugRedirectPlan | null> {
  const from = normalizeRedirectPath(oldPath);
  const to = normalizeRedirectPath(newPath);
  if (!from.startsWith("/") || !to || from === to) return null;
  const now = new Date().toISOString();
  const writes: ((op: Deno.AtomicOperation) => void)[] = [];
  const planned = new Map<string, StoredRedirect | null>();
  const source = await readSource(kv, from);
  let target: StoredRedirect;
  if (source.record?.value) {
    const entry = source.record as Deno.KvEntry<StoredRedirect>;
    target = { ...entry.value, to_path: to, is_active: 1, post_id: postId, updated_at: now };
    const updated = target;
    writes.push((op) => putRedirect(op.check(entry), updated, entry.value));
  } else {
    target = {
      id: newId(),
      from_path: from,
      to_path: to,
      redirect_type: 301,
      notes: "Created automatically after a slug change",
      created_by: AUTO_REDIRECT_CREATOR,
      is_active: 1,
      post_id: postId,
      created_at: now,
      updated_at: now,
    };
    const created = target;
    writes.push((op) => putRedirect(op.check(source.index).set(pathKey(from), created.id), created, null));
  }
  planned.set(from, target);
  for (const entry of await redirectsEndingAt(kv, from)) {
    const r = entry.value;
    if (r.id === target.id) continue;
    if (r.from_path === to) {
      writes.push((op) => removeRedirect(op.check(entry).delete(pathKey(r.from_path)), r));
      planned.set(r.from_path, null);
    } else {
      const retargeted = { ...r, to_path: to, updated_at: now };
      writes.push((op) => putRedirect(op.check(entry), retargeted, r));
      planned.set(r.from_path, retargeted);
    }
  }
  if (await loopsFrom(kv, planned, from)) return null;
  return { redirect: target, write: (op) => writes.forEach((add) => add(op)) };
}
