/**
 * GET /api/admin/messages: contact messages newest first → `{ messages, cursor, counts: { all, unread } }`
 * (query: `filter=all|unread`, `limit` 1..50, `cursor` = the id of the last message shown; `cursor` is null on
 * the last page). Messages stored before the inbox appear as unread and not handled. Staff only (the admin folder's
 * guard).
 */
import { listContactMessages } from "@/lib/db/contact.ts";
import { countContactMessages } from "@/lib/db/contact_index.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { parseQuery } from "@/lib/http/validate.ts";
import { InboxListQuerySchema } from "@/lib/schemas/contact_inbox.ts";

export const handler = {
  async GET(c: AppContext) {
    const query = parseQuery(c, InboxListQuerySchema);
    const [page, counts] = await Promise.all([
      listContactMessages(c.var.kv, query),
      countContactMessages(c.var.kv),
    ]);
    return c.json({ messages: page.items, cursor: page.cursor, counts }, 200, { "Cache-Control": "no-store" });
  },
};
