/** Serves the site's self-hosted web fonts (`lib/site/fonts.ts`): versioned addresses, cached for a year. */
import { define } from "@/lib/define.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { readFont } from "@/lib/site/fonts.ts";

export const handler = define.handlers({
  async GET(c) {
    const bytes = await readFont(c.req.param("version") ?? "", c.req.param("file") ?? "");
    if (!bytes) throw new NotFoundError();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "font/woff2",
      // Given here so a HEAD (answered by this handler, body dropped) tells the real length, not 0.
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  },
});
