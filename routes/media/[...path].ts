/** Serves uploaded and generated media files. Names carry a content hash, so they are cached for a year. */
import { contentTypeFor } from "@/lib/fresh/utils.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { isValidMediaKey } from "@/lib/media/store.ts";

export const handler = {
  async GET(c: AppContext) {
    const key = c.req.param("path") ?? "";
    if (!isValidMediaKey(key)) throw new NotFoundError();
    const bytes = await c.var.media.read(key);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": contentTypeFor(key),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  },
};
