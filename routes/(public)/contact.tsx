/** `/contact`: the English address of the contact page, moved permanently to `/contacto`. */
import type { AppContext } from "@/lib/fresh/types.ts";

export const handler = {
  GET(c: AppContext) {
    return c.redirect("/contacto", 301);
  },
};
