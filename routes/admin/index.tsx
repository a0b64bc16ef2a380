/** /admin → the dashboard. */
import type { AppContext } from "@/lib/app_env.ts";
import { redirectTo } from "@/lib/http/location.ts";

export const handler = { GET: (c: AppContext) => redirectTo(c, "/admin/dashboard") };
