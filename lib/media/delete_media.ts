/**
 * Deletes a media file and its library record. A file still shown somewhere
 * (see `media_usage.ts`) is kept unless the caller forces the deletion, and the
 * answer lists where it is used so the admin can confirm.
 */
import { deleteMediaItem, getMediaByUrl } from "../db/media.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import type { MediaUsage } from "../schemas/media.ts";
import { isValidMediaKey } from "./keys.ts";
import { findMediaUsage } from "./media_usage.ts";
import type { MediaStorage } from "./storage.ts";

/** Outcome of {@link deleteMediaFile}. */
export type DeleteMediaResult =
  | { deleted: true; key: string; url: string }
  | { deleted: false; key: string; url: string; usedBy: MediaUsage[] };

/** Deletes the file under `key` unless it is in use and `force` is false; 404 when neither file nor record exists. */
export async function deleteMediaFile(
  kv: Deno.Kv,
  storage: MediaStorage,
  key: string,
  { force = false }: { force?: boolean } = {},
): Promise<DeleteMediaResult> {
  if (!isValidMediaKey(key)) throw new ValidationError("Invalid media key", { key: ["Invalid media key"] });
  const url = storage.urlFor(key);
  const [item, exists] = await Promise.all([getMediaByUrl(kv, url), storage.exists(key)]);
  if (!item && !exists) throw new NotFoundError("Media file not found");
  if (!force) {
    const usedBy = (await findMediaUsage(kv, [key])).get(key) ?? [];
    if (usedBy.length > 0) return { deleted: false, key, url, usedBy };
  }
  await storage.remove(key);
  if (item) await deleteMediaItem(kv, item.id);
  return { deleted: true, key, url };
}

/** The 409 message of a file in use, naming each place. */
export function inUseMessage(usedBy: MediaUsage[]): string {
  const places = usedBy.map((use) =>
    use.type === "settings" ? `site settings (${use.field})` : `${use.type} "${use.title}" (${use.field})`
  );
  return `This image is in use: ${[...new Set(places)].join(", ")}. Send force to delete it anyway.`;
}
