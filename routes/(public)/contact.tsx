/** `/contact`: the English address of the contact page, moved permanently to `/contacto`. */
import { define } from "@/lib/define.ts";
import { redirectTo } from "@/lib/http/location.ts";

export const handler = define.handlers({
  GET(c) {
    return redirectTo(c, "/contacto", 301);
  },
});
