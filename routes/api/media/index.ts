/**
 * GET /api/media?limit=&cursor=: the media library, newest first, 100 items a page;
 * `{ items: [{ id, url, image_url, post_title, used_by, created_at, … }], cursor }`.
 */
import type { AppContext } from "@/lib/app_env.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { listMediaLibrary } from "@/lib/media/media_library.ts";
import { MediaListQuerySchema } from "@/lib/schemas/media.ts";

export const handler = {
  async GET(c: AppContext) {
    return c.json(await listMediaLibrary(c.var.kv, parseQuery(c, MediaListQuerySchema)));
  },
};
