/**
 * POST /api/contact `{ name, email, subject, message, website? }` → 201 `{ ok: true }`.
 * The message is stored with a hash of the sender's address. A filled honeypot
 * (`website`) gets the same answer and nothing is stored. Limited per address
 * (429 with Retry-After and a Spanish message). A plain HTML form post (no
 * script) is accepted too and answered with a 303 back to `/contacto?enviado=1`.
 */
import { clientAddress } from "@/lib/auth/client_address.ts";
import { createContactMessage } from "@/lib/db/contact.ts";
import type { AppContext } from "@/lib/fresh/types.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { hashAddress } from "@/lib/public/address_hash.ts";
import { CONTACT_RULE, reservePublicAttempt } from "@/lib/public/limits.ts";
import { CONTACT_HONEYPOT_FIELD, type ContactForm, ContactFormSchema } from "@/lib/schemas/public_api.ts";

/** Where a plain form post lands after sending. */
export const CONTACT_SENT_PATH = "/contacto?enviado=1";

function isFormPost(c: AppContext): boolean {
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header("content-type") ?? "");
}

async function readForm(c: AppContext): Promise<ContactForm> {
  if (!isFormPost(c)) return await parseJson(c, ContactFormSchema);
  const body = await c.req.parseBody();
  return ContactFormSchema.parse(Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === "string")));
}

export const handler = {
  async POST(c: AppContext) {
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...message } = await readForm(c);
    await reservePublicAttempt(c, c.var.kv, "contact_address", CONTACT_RULE);
    if (!honeypot?.trim()) {
      const address = clientAddress(c);
      await createContactMessage(c.var.kv, message, address ? { ipHash: await hashAddress(address) } : {});
    }
    if (isFormPost(c)) return c.redirect(CONTACT_SENT_PATH, 303);
    return c.json({ ok: true }, 201, { "Cache-Control": "no-store" });
  },
};
