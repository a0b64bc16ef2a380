/**
 * PUT /api/admin/media/restore?key={key}[&kind=][&alt=]: puts back a file of a site export under its old key, byte
 * for byte, so the URLs in posts, categories and settings keep working. The body is the file itself, checked as
 * `lib/media/restored_file.ts` says (a real JPEG, PNG, WebP, GIF or AVIF image with nothing after its end, under a
 * key naming its type; metadata removed, nothing else encoded again). A key that is taken is a 409 and nothing is
 * written. A featured image's versions and kept upload follow through `restore/derived`. Signed-in users only;
 * bodies up to the upload limit.
 */
import { createMediaItem, deleteMediaItem } from "@/lib/db/media.ts";
import { ConflictError } from "@/lib/errors.ts";
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { checkRestoredFile } from "@/lib/media/restored_file.ts";
import { MediaRestoreQuerySchema } from "@/lib/schemas/media.ts";

export const handler = define.handlers({
  async PUT(c) {
    const query = parseQuery(c, MediaRestoreQuerySchema);
    const { bytes, image } = await checkRestoredFile(query.key, new Uint8Array(await c.req.arrayBuffer()));
    if (await c.var.media.exists(query.key)) throw new ConflictError("A file with this key already exists", "key");
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
