/** Site settings (AI configuration included) are for site managers only. */
import { siteManager } from "@/lib/auth/guards.ts";

export const handler = siteManager;
