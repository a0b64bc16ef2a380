/** Query and body schemas of the public API that no other payload definition covers. */
import { z } from "zod";
import { ContactMessageInputSchema } from "./contact.ts";

/** A "true"/"false" query flag ("1"/"0" accepted); absent means false. */
const QueryFlag = z.enum(["true", "false", "1", "0"], { error: "Use true or false" }).optional()
  .transform((v) => v === "true" || v === "1");

/** Query of GET /api/categories. */
export const CategoryListQuerySchema = z.object({
  include_inactive: QueryFlag,
  with_post_count: QueryFlag,
});

/** Name of the hidden honeypot field of the contact form: people leave it empty, form-filling bots do not. */
export const CONTACT_HONEYPOT_FIELD = "website";

/** Body of POST /api/contact: the message plus the honeypot field. */
export const ContactFormSchema = ContactMessageInputSchema.extend({
  [CONTACT_HONEYPOT_FIELD]: z.string().max(2048).optional(),
});
/** A parsed contact form body. */
export type ContactForm = z.output<typeof ContactFormSchema>;
