/**
 * PUT /api/admin/media/restore/derived?of={key}: puts back files made from the featured image restored under `of`
 * (its search-engine versions and kept upload, named as `featured_variants.ts` names them) and records them on its
 * media item in one write. The body is `multipart/form-data`, one part per file, named by the file's key; each file
 * is checked as `lib/media/restored_file.ts` says. A key that names no version or kept upload of `of` is a 400, a
 * taken one a 409, and then nothing is written; 404 before the image under `of` is restored. Signed-in users only;
 * bodies up to the upload limit (a restore sends the files of one image in as many requests as that takes).
 */
import { getMediaByUrl, recordDerivedFiles } from "@/lib/db/media.ts";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import { derivedFileOf } from "@/lib/media/featured_variants.ts";
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { checkRestoredFile, type RestoredFile } from "@/lib/media/restored_file.ts";
import { MediaRestoreDerivedQuerySchema } from "@/lib/schemas/media.ts";

const NOT_DERIVED = "The key does not name a version or the kept upload of the image given as `of`";
const RESTORE_OF_FIRST = "Restore the image given as `of` first";

export const handler = define.handlers({
  async PUT(c) {
    const { of } = parseQuery(c, MediaRestoreDerivedQuerySchema);
    const form = await readForm(c.req.raw);
    const files: (RestoredFile & { derived: NonNullable<ReturnType<typeof derivedFileOf>> })[] = [];
    for (const [key, value] of form) {
      const derived = derivedFileOf(of, key);
      if (!derived) throw new ValidationError(NOT_DERIVED, { key: [NOT_DERIVED] });
      if (typeof value === "string") throw new ValidationError("Each part must be a file", { [key]: ["Not a file"] });
      files.push({ ...await checkRestoredFile(key, new Uint8Array(await value.arrayBuffer())), derived });
    }
    if (files.length === 0) throw new ValidationError("No files sent", { file: ["No files sent"] });
    const url = c.var.media.urlFor(of);
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

/** The body's parts; a body that is not multipart form data is a 400. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new ValidationError("Send the files as multipart/form-data", { file: ["Not multipart form data"] });
  }
}
