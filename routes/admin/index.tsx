/** /admin → the dashboard. */
import type { AppContext } from "@/lib/fresh/types.ts";
import { redirectTo } from "@/lib/http/location.ts";

export const handler = { GET: (c: AppContext) => redirectTo(c, "/admin/dashboard") };
