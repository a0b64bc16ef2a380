/**
 * PUT /api/admin/media/restore?key={key}[&kind=][&alt=]: puts back a file of a site export under its old key, byte
 * for byte, so the URLs in posts, categories and settings keep working. The body is the file itself. It must pass
 * the content check of every upload (a real JPEG, PNG, WebP, GIF or AVIF image with nothing after its end), but for
 * the decode of every pixel: the file was checked when the site that exported it stored it, and a restore of
 * thousands of files should not decode each again;
 * nothing is re-encoded, as for logos, unless it carries metadata (EXIF, XMP…), which is removed
 * (`strip_metadata.ts`). The key's extension must name the image's real type (`image_types.ts`: a GIF
 * under `.js` or a PNG under `.jpg` is a 400). A key that is taken is a 409 and nothing is written. With `of={key}`
 * the file is a featured image's search-engine version or kept upload (named as `featured_variants.ts` names them),
 * recorded on the item of the file under `of` (restored first: 404 otherwise) instead of becoming an item of its own.
 * Signed-in users only; bodies up to the upload limit.
 */
import { createMediaItem, deleteMediaItem, getMediaByUrl, recordDerivedFile } from "@/lib/db/media.ts";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import { derivedFileOf } from "@/lib/media/featured_variants.ts";
import type { MediaStorage } from "@/lib/config/media_storage.ts";
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { checkKeyMatchesType } from "@/lib/media/image_types.ts";
import { inspectImage, NOT_AN_IMAGE } from "@/lib/media/inspect_image.ts";
import { isValidMediaKey } from "@/lib/media/keys.ts";
import { stripMetadata } from "@/lib/media/strip_metadata.ts";
import { MediaRestoreQuerySchema } from "@/lib/schemas/media.ts";

export const handler = define.handlers({
  async PUT(c) {
    const query = parseQuery(c, MediaRestoreQuerySchema);
    if (!isValidMediaKey(query.key)) throw new ValidationError("Invalid media key", { key: ["Invalid media key"] });
    const received = new Uint8Array(await c.req.arrayBuffer());
    if (received.length === 0) throw new ValidationError(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
    const image = await inspectImage(received, { decode: false });
    checkKeyMatchesType(query.key, image.mime);
    const bytes = await stripMetadata(received, image);
    if (await c.var.media.exists(query.key)) throw new ConflictError("A file with this key already exists", "key");
    if (query.of) return c.json({ item: await restoreDerived(c.var.kv, c.var.media, query.of, query.key, bytes) }, 201);
    const item = await createMediaItem(c.var.kv, {
      url: c.var.media.urlFor(query.key),
      key: query.key,
      filename: query.key.slice(query.key.lastIndexOf("/") + 1),
      mime: image.mime,
      size: bytes.length,
      width: image.width,
      height: image.height,
      kind: query.kind,
      alt: query.alt ?? null,
    });
    try {
      await c.var.media.write(query.key, bytes);
    } catch (error) {
      await deleteMediaItem(c.var.kv, item.id);
      throw error;
    }
    return c.json({ item }, 201);
  },
});

/** Stores a featured image's version or kept upload `key` and records it on the item of `of`. */
async function restoreDerived(kv: Deno.Kv, media: MediaStorage, of: string, key: string, bytes: Uint8Array) {
  const derived = derivedFileOf(of, key);
  if (!derived) {
    const message = "The key does not name a version or the kept upload of the image given as `of`";
    throw new ValidationError(message, { key: [message] });
  }
  if (!await getMediaByUrl(kv, media.urlFor(of))) throw new NotFoundError("Restore the image given as `of` first");
  const url = await media.write(key, bytes);
  const item = await recordDerivedFile(kv, media.urlFor(of), { ...derived, key, url });
  if (!item) {
    await media.remove(key);
    throw new NotFoundError("Restore the image given as `of` first");
  }
  return item;
}
