/**
 * Deletes a media file and its library record. A file still shown somewhere
 * (a content snapshot's `mediaUsage`) is kept unless the caller forces the deletion, and the
 * answer lists where it is used so the admin can confirm.
 *
 * Where a file is used is computed from posts, categories and settings, and
 * every write to those bumps the content version in its own atomic commit.
 * The deletion therefore checks the content version it read before the usage
 * scan in the same commit that deletes the record: a post (or category, or
 * setting) that starts using the file in between fails the check, the scan runs
 * again, and the deletion is refused with the new usage. The file itself is
 * removed only after the record's deletion committed.
 */
import { retryLocked } from "../db/kv.ts";
import { CONTENT_VERSION_KEY } from "../db/content_version.ts";
import { getMediaEntryByUrl, planMediaRecordDelete } from "../db/media.ts";
import { conflictWith, optimisticWrite } from "../db/write.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import type { MediaUsage, MediaUsageMap } from "../schemas/media.ts";
import { isValidMediaKey } from "../media/keys.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import { removeVariants } from "../media/featured_variants.ts";

/** Outcome of {@link deleteMediaFile}. */
export type DeleteMediaResult =
  | { deleted: true; key: string; url: string }
  | { deleted: false; key: string; url: string; usedBy: MediaUsage[] };

/** Options of {@link deleteMediaFile}. */
export interface DeleteMediaOptions {
  /** Delete even while the file is in use. */
  force?: boolean;
  /**
   * The media usage of the content version read from the store now (`ContentState.freshMediaUsage`), so the check
   * sees every process's writes; tests wrap it to write between scan and commit.
   */
  usage: () => Promise<MediaUsageMap>;
}

/** Deletes the file under `key` (and its search-engine versions) unless it is in use and `force` is false; 404 when neither file nor record exists. */
export async function deleteMediaFile(
  kv: Deno.Kv,
  storage: MediaStorage,
  key: string,
  { force = false, usage }: DeleteMediaOptions,
): Promise<DeleteMediaResult> {
  if (!isValidMediaKey(key)) throw new ValidationError("Invalid media key", { key: ["Invalid media key"] });
  const url = storage.urlFor(key);
  const exists = await storage.exists(key);
  const exhausted = conflictWith("The image changed while deleting. Please try again.");
  const result = await optimisticWrite<DeleteMediaResult>({ publicContent: false, exhausted }, async () => {
    const [version, entry] = await Promise.all([
      retryLocked(() => kv.get(CONTENT_VERSION_KEY)),
      getMediaEntryByUrl(kv, url),
    ]);
    if (!entry.value && !exists) throw new NotFoundError("Media file not found");
    const op = kv.atomic();
    if (!force) {
      const usedBy = [...(await usage()).get(key) ?? []];
      if (usedBy.length > 0) return { skip: { deleted: false, key, url, usedBy } };
      op.check(version);
    }
    if (entry.value) await planMediaRecordDelete(kv, op, entry as Deno.KvEntry<typeof entry.value>);
    return { op, done: () => ({ deleted: true, key, url }) };
  });
  if (result.deleted) {
    await storage.remove(key);
    await removeVariants(storage, key);
  }
  return result;
}

/** The 409 message of a file in use, naming each place. */
export function inUseMessage(usedBy: MediaUsage[]): string {
  const places = usedBy.map((use) =>
    use.type === "settings" ? `site settings (${use.field})` : `${use.type} "${use.title}" (${use.field})`
  );
  return `This image is in use: ${[...new Set(places)].join(", ")}. Send force to delete it anyway.`;
}
