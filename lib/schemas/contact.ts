/** Contact form payloads and records: the one definition of a visitor's message. */
import { z } from "zod";
import { isPlainText } from "./text_fields.ts";
import { CONTACT_SUBJECTS, type ContactSubject } from "../shared/contact_subjects.ts";

/** Message of a contact field holding control or bidirectional formatting characters. */
const CONTROL_CHARACTERS = "El texto contiene caracteres de control no permitidos";

/** The subjects, defined beside the admin's browser code. */
export { CONTACT_SUBJECTS, type ContactSubject };

/** Longest accepted message. */
export const MAX_CONTACT_MESSAGE = 5000;

/** Body of the contact form. */
export const ContactMessageInputSchema = z.object({
  name: z.string({ error: "El nombre es obligatorio" }).trim().min(1, "El nombre es obligatorio")
    .max(100, "El nombre no puede superar los 100 caracteres").refine((v) => isPlainText(v), CONTROL_CHARACTERS),
  email: z.string({ error: "El correo electrónico es obligatorio" }).trim().toLowerCase().pipe(
    z.email("Introduce un correo electrónico válido").max(254, "El correo electrónico es demasiado largo"),
  ),
  subject: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], {
    error: "Elige un asunto de la lista",
  }),
  message: z.string({ error: "El mensaje es obligatorio" }).trim().min(1, "El mensaje es obligatorio")
    .max(MAX_CONTACT_MESSAGE, `El mensaje no puede superar los ${MAX_CONTACT_MESSAGE} caracteres`)
    .refine((v) => isPlainText(v, true), CONTROL_CHARACTERS),
});
/** Body of the contact form before normalisation. */
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;

/** A stored contact message. */
export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]]),
  message: z.string(),
  created_at: z.string(),
  /** Hash of the sender's IP address, for abuse handling without storing the address. */
  ip_hash: z.string().optional(),
  /** Opened in the inbox; messages stored before the inbox may lack it (unread). */
  read: z.boolean().optional(),
  /** Dealt with (answered or nothing to do); absent on messages stored before the inbox, which are not counted yet. */
  handled: z.boolean().optional(),
});
/** A contact message as stored (older records may lack `read` and `handled`). */
export type StoredContactMessage = z.infer<typeof ContactMessageSchema>;
/** A contact message as the inbox shows it: both flags present. */
export type ContactMessage = StoredContactMessage & { read: boolean; handled: boolean };
