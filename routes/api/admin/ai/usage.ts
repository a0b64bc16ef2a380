/**
 * GET /api/admin/ai/usage → `{ today, last30Days, recentFailures }`: calls, failures, tokens and images of the AI
 * providers (UTC days), and the ten latest failed calls. Site managers only (`lib/auth/access.ts`).
 */
import { define } from "@/lib/define.ts";
import { aiUsageSummary } from "@/lib/db/ai_usage.ts";

export const handler = define.handlers({
  async GET(c) {
    return c.json(await aiUsageSummary(c.var.kv));
  },
});
