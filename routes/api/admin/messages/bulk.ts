/**
 * POST /api/admin/messages/bulk `{ action: read|unread|handled|unhandled|delete, ids: [1..100 ids] }`
 * → `{ done: [ids], missing: [ids no longer stored], counts: { all, unread } }`. Staff only (the admin folder's guard).
 */
import { applyContactBulk } from "@/lib/db/contact_bulk.ts";
import { countContactMessages } from "@/lib/db/contact_index.ts";
import { define } from "@/lib/define.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { MessageBulkSchema } from "@/lib/schemas/contact_inbox.ts";

export const handler = define.handlers({
  async POST(c) {
    const { action, ids } = await parseJson(c, MessageBulkSchema);
    const result = await applyContactBulk(c.var.kv, action, ids);
    return c.json({ ...result, counts: await countContactMessages(c.var.kv) });
  },
});
