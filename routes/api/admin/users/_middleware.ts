/** Managing users is for site managers only (401 visitors, 403 other roles). */
import { siteManager } from "@/lib/auth/guards.ts";

export const handler = siteManager;
