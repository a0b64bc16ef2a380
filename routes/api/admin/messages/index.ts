/**
 * GET /api/admin/messages: contact messages newest first → `{ messages, cursor, counts: { all, unread } }`
 * (query: `filter=all|unread`, `limit` 1..50, `cursor` = the id of the last message shown; `cursor` is null on
 * the last page). Messages stored before the inbox appear as unread and not handled.
 * POST /api/admin/messages `{ name, email, subject, message, created_at, read?, handled? }`: restores a message of an
 * export with its time and flags → 201 `{ message }`; the same message (time, address and text) already stored is a
 * 409. Staff only (the admin folder's guard).
 */
import { listContactMessages, restoreContactMessage } from "@/lib/db/contact.ts";
import { countContactMessages } from "@/lib/db/contact_index.ts";
import { define } from "@/lib/define.ts";
import { parseJson, parseQuery } from "@/lib/http/validate.ts";
import { ContactRestoreSchema, InboxListQuerySchema } from "@/lib/schemas/contact_inbox.ts";

export const handler = define.handlers({
  async GET(c) {
    const query = parseQuery(c, InboxListQuerySchema);
    const [page, counts] = await Promise.all([
      listContactMessages(c.var.kv, query),
      countContactMessages(c.var.kv),
    ]);
    return c.json({ messages: page.items, cursor: page.cursor, counts }, 200, { "Cache-Control": "no-store" });
  },
  async POST(c) {
    const input = await parseJson(c, ContactRestoreSchema);
    return c.json({ message: await restoreContactMessage(c.var.kv, input) }, 201);
  },
});
