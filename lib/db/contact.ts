/** Messages sent through the contact form, in KV under ["contact_messages", id]. */
import { retryLocked } from "./kv.ts";
import { type ListPage, listPage } from "./list_page.ts";
import { conflictWith, optimisticWrite } from "./write.ts";
import { newId } from "../ids.ts";
import { NotFoundError } from "../errors.ts";
import { type ContactMessage, type ContactMessageInput, ContactMessageInputSchema } from "../schemas/contact.ts";

/** Key prefix of contact messages. */
export const CONTACT_PREFIX: Deno.KvKey = ["contact_messages"];
/** Default and largest page size of the message list. */
export const CONTACT_PAGE_SIZE = 50;

/** One page of messages. */
export type ContactPage = ListPage<ContactMessage>;

function messageKey(id: string): Deno.KvKey {
  return [...CONTACT_PREFIX, id];
}

/** Stores a visitor's message (unread). `ipHash` is an already hashed sender address. */
export async function createContactMessage(
  kv: Deno.Kv,
  input: ContactMessageInput,
  { ipHash }: { ipHash?: string } = {},
): Promise<ContactMessage> {
  const data = ContactMessageInputSchema.parse(input);
  const message: ContactMessage = {
    id: newId(),
    ...data,
    created_at: new Date().toISOString(),
    ...(ipHash ? { ip_hash: ipHash } : {}),
    read: false,
  };
  await retryLocked(() => kv.set(messageKey(message.id), message));
  return message;
}

/** A page of messages, newest first. */
export function listContactMessages(
  kv: Deno.Kv,
  { limit = CONTACT_PAGE_SIZE, cursor }: { limit?: number; cursor?: string } = {},
): Promise<ContactPage> {
  return listPage(kv, { prefix: CONTACT_PREFIX }, { limit, maxLimit: CONTACT_PAGE_SIZE, cursor, reverse: true });
}

/** Marks a message read (or unread again with `read` false). */
export async function markContactMessageRead(kv: Deno.Kv, id: string, read = true): Promise<ContactMessage> {
  const exhausted = conflictWith("The message changed while saving. Please try again.");
  return await optimisticWrite({ publicContent: false, attempts: 11, exhausted }, async () => {
    const entry = await retryLocked(() => kv.get<ContactMessage>(messageKey(id)));
    if (!entry.value) throw new NotFoundError("Message not found");
    const message = { ...entry.value, read };
    return { op: kv.atomic().check(entry).set(entry.key, message), done: () => message };
  });
}
