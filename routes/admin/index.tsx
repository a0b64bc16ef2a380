/** /admin → the dashboard. */
import { define } from "@/lib/define.ts";
import { redirectTo } from "@/lib/http/location.ts";

export const handler = define.handlers({ GET: (c) => redirectTo(c, "/admin/dashboard") });
