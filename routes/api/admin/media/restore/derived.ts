/**
 * PUT /api/admin/media/restore/derived?of={key}&key={key}&size={bytes}[&key=…&size=…]: puts back files made from the
 * featured image restored under `of` (its search-engine versions and kept upload, named as `featured_variants.ts`
 * names them) and records them on its media item in one write. The body is the files one after another, each `size`
 * bytes long in the order of the `key`s (at most 10); each is checked as `lib/media/restored_file.ts` says. A key
 * that names no version or kept upload of `of` is a 400, a taken one a 409, and then nothing is written; 404 before
 * the image under `of` is restored. Signed-in users only; bodies up to the upload limit (a restore sends the files of
 * one image in as many requests as that takes).
 */
import { getMediaByUrl, recordDerivedFiles } from "@/lib/db/media.ts";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import { derivedFileOf } from "@/lib/media/featured_variants.ts";
import { define } from "@/lib/define.ts";
import { checkRestoredFile, type RestoredFile } from "@/lib/media/restored_file.ts";
import { MediaRestoreDerivedQuerySchema } from "@/lib/schemas/media.ts";

const NOT_DERIVED = "The key does not name a version or the kept upload of the image given as `of`";
const RESTORE_OF_FIRST = "Restore the image given as `of` first";

export const handler = define.handlers({
  async PUT(c) {
    const query = MediaRestoreDerivedQuerySchema.parse({
      of: c.req.query("of"),
      key: c.req.queries("key") ?? [],
      size: c.req.queries("size") ?? [],
    });
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (query.size.reduce((sum, size) => sum + size, 0) !== body.length) {
      throw new ValidationError("The body is not the files of the sizes given", { size: ["Does not match the body"] });
    }
    const files: (RestoredFile & { derived: NonNullable<ReturnType<typeof derivedFileOf>> })[] = [];
    let start = 0;
    for (const [i, key] of query.key.entries()) {
      const derived = derivedFileOf(query.of, key);
      if (!derived) throw new ValidationError(NOT_DERIVED, { key: [NOT_DERIVED] });
      files.push({ ...await checkRestoredFile(key, body.subarray(start, start + query.size[i])), derived });
      start += query.size[i];
    }
    const url = c.var.media.urlFor(query.of);
    if (!await getMediaByUrl(c.var.kv, url)) throw new NotFoundError(RESTORE_OF_FIRST);
    for (const { key } of files) {
      if (await c.var.media.exists(key)) throw new ConflictError("A file with this key already exists", "key");
    }
    const written: string[] = [];
    try {
      const stored = [];
      for (const { key, bytes, derived } of files) {
        stored.push({ ...derived, key, url: await c.var.media.write(key, bytes) });
        written.push(key);
      }
      const item = await recordDerivedFiles(c.var.kv, url, stored);
      if (!item) throw new NotFoundError(RESTORE_OF_FIRST);
      return c.json({ item }, 201);
    } catch (error) {
      for (const key of written) await c.var.media.remove(key);
      throw error;
    }
  },
});
