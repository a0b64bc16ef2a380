/** GET /api/menu: the public navigation tree → `{ menu: MenuNode[] }`, never cached. */
import type { AppContext } from "@/lib/app_env.ts";
import { loadPublicMenu } from "@/lib/menu/public_menu.ts";

export const handler = {
  async GET(c: AppContext) {
    return c.json({ menu: await loadPublicMenu(c.var.kv) }, 200, { "Cache-Control": "no-store" });
  },
};
