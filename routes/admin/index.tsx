/** /admin → the dashboard. */
import type { AppContext } from "@/lib/fresh/types.ts";

export const handler = { GET: (c: AppContext) => c.redirect("/admin/dashboard") };
