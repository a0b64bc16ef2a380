/**
 * GET /api/admin/messages/{id} → `{ message }`; reading a message marks it read (404 when missing).
 * PATCH /api/admin/messages/{id} `{ read?, handled? }` (at least one) → `{ message }`.
 * DELETE /api/admin/messages/{id} → `{ ok: true }` (404 when missing).
 * Staff only (the admin folder's guard).
 */
import { deleteContactMessage, setContactMessageFlags } from "@/lib/db/contact.ts";
import { define } from "@/lib/define.ts";
import { routeParam } from "@/lib/http/params.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { MessageFlagsSchema } from "@/lib/schemas/contact_inbox.ts";

export const handler = define.handlers({
  async GET(c) {
    const message = await setContactMessageFlags(c.var.kv, routeParam(c, "id"), { read: true });
    return c.json({ message }, 200, { "Cache-Control": "no-store" });
  },
  async PATCH(c) {
    const flags = await parseJson(c, MessageFlagsSchema);
    return c.json({ message: await setContactMessageFlags(c.var.kv, routeParam(c, "id"), flags) });
  },
  async DELETE(c) {
    await deleteContactMessage(c.var.kv, routeParam(c, "id"));
    return c.json({ ok: true });
  },
});
