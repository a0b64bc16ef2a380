/** `/contact`: the English address of the contact page, moved permanently to `/contacto`. */
import type { AppContext } from "@/lib/app_env.ts";
import { redirectTo } from "@/lib/http/location.ts";

export const handler = {
  GET(c: AppContext) {
    return redirectTo(c, "/contacto", 301);
  },
};
