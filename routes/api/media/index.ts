/**
 * GET /api/media?limit=&cursor=&q=&unused=1: the media library, newest first, 100 items a page;
 * `q` searches file names, alt texts and post titles, `unused=1` keeps files used nowhere;
 * `{ items: [{ id, url, image_url, post_title, used_by, created_at, … }], cursor }`.
 */
import { define } from "@/lib/define.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { listMediaLibrary } from "@/lib/services/media_library.ts";
import { MediaListQuerySchema } from "@/lib/schemas/media.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json(await listMediaLibrary(c.var.kv, c.var.content, parseQuery(c, MediaListQuerySchema)));
  },
});
