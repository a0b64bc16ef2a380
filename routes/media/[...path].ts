/**
 * Serves uploaded and generated media files. Names carry a content hash, so they are cached for a year. Only image
 * types are ever answered (`image_types.ts`): a key with any other extension is a 404, whatever is stored under it.
 */
import { define } from "@/lib/define.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { mediaTypeOfKey } from "@/lib/media/image_types.ts";
import { isValidMediaKey } from "@/lib/media/store.ts";

export const handler = define.handlers({
  async GET(c) {
    const key = c.req.param("path") ?? "";
    const type = isValidMediaKey(key) ? mediaTypeOfKey(key) : null;
    if (!type) throw new NotFoundError();
    const bytes = await c.var.media.read(key);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": type,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  },
});
