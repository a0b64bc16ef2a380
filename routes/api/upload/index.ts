/**
 * POST /api/upload: multipart `file` plus `type` (content, featured, category-card,
 * category-page-header, category-header, logo, favicon), optional `postId`, `alt`,
 * `title`, `generated`. The file is checked by its content and converted as its
 * type requires; 201 `{ url, key, width, height, originalSize, optimizedSize,
 * format, mime, media, favicons? }`.
 * DELETE /api/upload?key=…[&force=1]: deletes a stored file; 409 `{ error, used_by }`
 * while it is in use and `force` is not set.
 */
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { deleteMediaFile, inUseMessage } from "@/lib/services/delete_media.ts";
import { storeUpload } from "@/lib/media/store_upload.ts";
import { readUploadForm } from "@/lib/media/upload_form.ts";
import { UploadDeleteQuerySchema } from "@/lib/schemas/media.ts";

export const handler = define.handlers({
  async POST(c) {
    const form = await readUploadForm(c);
    return c.json(await storeUpload(c.var.kv, c.var.media, form), 201);
  },
  async DELETE(c) {
    const { key, force } = parseQuery(c, UploadDeleteQuerySchema);
    const result = await deleteMediaFile(c.var.kv, c.var.media, key, {
      force,
      usage: () => c.var.content.freshMediaUsage(),
    });
    if (!result.deleted) return c.json({ error: inUseMessage(result.usedBy), used_by: result.usedBy }, 409);
    return c.json({ message: "File deleted", key: result.key, url: result.url });
  },
});
