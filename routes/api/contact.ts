/**
 * POST /api/contact `{ name, email, subject, message, website? }` → 201 `{ ok: true }`.
 * The message is stored with a hash of the sender's address. A filled honeypot
 * (`website`) gets the same answer and nothing is stored. Limited per address
 * (429 with Retry-After and a Spanish message). A plain HTML form post (no
 * script) is accepted too and answered with a 303 back to `/contacto?enviado=1`.
 */
import { clientAddress } from "@/lib/auth/client_address.ts";
import { createContactMessage } from "@/lib/db/contact.ts";
import type { AppContext } from "@/lib/app_env.ts";
import { isFormRequest, readFormFields } from "@/lib/http/form_body.ts";
import { redirectTo } from "@/lib/http/location.ts";
import { parseJson } from "@/lib/http/validate.ts";
import { hashAddress } from "@/lib/site/address_hash.ts";
import { CONTACT_RULE, reservePublicAttempt } from "@/lib/site/limits.ts";
import { CONTACT_HONEYPOT_FIELD, type ContactForm, ContactFormSchema } from "@/lib/schemas/public_api.ts";
import { define } from "@/lib/define.ts";

/** Where a plain form post lands after sending. */
export const CONTACT_SENT_PATH = "/contacto?enviado=1";

async function readForm(c: AppContext): Promise<ContactForm> {
  if (!isFormRequest(c)) return await parseJson(c, ContactFormSchema);
  return ContactFormSchema.parse(await readFormFields(c));
}

export const handler = define.handlers({
  async POST(c) {
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...message } = await readForm(c);
    await reservePublicAttempt(c, c.var.kv, "contact_address", CONTACT_RULE);
    if (!honeypot?.trim()) {
      const address = clientAddress(c);
      await createContactMessage(c.var.kv, message, address ? { ipHash: await hashAddress(address) } : {});
    }
    if (isFormRequest(c)) return redirectTo(c, CONTACT_SENT_PATH, 303);
    return c.json({ ok: true }, 201, { "Cache-Control": "no-store" });
  },
});
