/**
 * POST /api/redirects/check `{ path }` → `{ redirect: false }` or
 * `{ redirect: true, to_path, status }`. Does not count a hit.
 */
import { getSettings } from "@/lib/db/settings.ts";
import { define } from "@/lib/define.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { checkRedirect } from "@/lib/site/redirect_check.ts";
import { RedirectCheckSchema } from "@/lib/schemas/redirect.ts";

export const handler = define.handlers({
  async POST(c) {
    const { path } = await parseJson(c, RedirectCheckSchema);
    const { settings } = await getSettings(c.var.kv);
    return c.json(await checkRedirect(c.var.kv, path, settings.category_base), 200, { "Cache-Control": "no-store" });
  },
});
