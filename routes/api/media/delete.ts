/**
 * POST /api/media/delete `{ url, force? }`: deletes a library file by its URL.
 * 409 `{ error, used_by }` while posts, categories or the settings still show it
 * and `force` is not true; 404 for unknown files.
 */
import { ValidationError } from "@/lib/errors.ts";
import { define } from "@/lib/define.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { deleteMediaFile, inUseMessage } from "@/lib/services/delete_media.ts";
import { MediaDeleteSchema } from "@/lib/schemas/media.ts";

export const handler = define.handlers({
  async POST(c) {
    const { url, force } = await parseJson(c, MediaDeleteSchema);
    const key = c.var.media.keyFromUrl(url);
    if (!key) throw new ValidationError("Not a media URL", { url: ["URL must point to a file under /media/"] });
    const result = await deleteMediaFile(c.var.kv, c.var.media, key, {
      force,
      usage: () => c.var.content.freshMediaUsage(),
    });
    if (!result.deleted) return c.json({ error: inUseMessage(result.usedBy), used_by: result.usedBy }, 409);
    return c.json({ message: "Image deleted", url: result.url });
  },
});
