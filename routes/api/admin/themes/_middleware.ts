/** Theme Settings are for site managers only: 401 for visitors, 403 for other roles. */
import { siteManager } from "@/lib/auth/guards.ts";

export const handler = siteManager;
