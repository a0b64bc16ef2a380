/** Messages sent through the contact form, in KV under ["contact_messages", id]. */
import { retryLocked } from "./kv.ts";
import { newId } from "../ids.ts";
import { ConflictError, NotFoundError } from "../errors.ts";
import { type ContactMessage, type ContactMessageInput, ContactMessageInputSchema } from "../schemas/contact.ts";

/** Key prefix of contact messages. */
export const CONTACT_PREFIX: Deno.KvKey = ["contact_messages"];
/** Default and largest page size of the message list. */
export const CONTACT_PAGE_SIZE = 50;

/** One page of messages. */
export interface ContactPage {
  items: ContactMessage[];
  /** Pass back to get the next page; null on the last page. */
  cursor: string | null;
}

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
export async function listContactMessages(
  kv: Deno.Kv,
  { limit = CONTACT_PAGE_SIZE, cursor }: { limit?: number; cursor?: string } = {},
): Promise<ContactPage> {
  const size = Math.max(1, Math.min(CONTACT_PAGE_SIZE, Math.floor(limit)));
  return await retryLocked(async () => {
    const iter = kv.list<ContactMessage>({ prefix: CONTACT_PREFIX }, { reverse: true, limit: size, cursor });
    const items: ContactMessage[] = [];
    for await (const entry of iter) items.push(entry.value);
    return { items, cursor: items.length === size && iter.cursor ? iter.cursor : null };
  });
}

/** Marks a message read (or unread again with `read` false). */
export async function markContactMessageRead(kv: Deno.Kv, id: string, read = true): Promise<ContactMessage> {
  for (let attempt = 0;; attempt++) {
    const entry = await retryLocked(() => kv.get<ContactMessage>(messageKey(id)));
    if (!entry.value) throw new NotFoundError("Message not found");
    const message = { ...entry.value, read };
    const result = await retryLocked(() => kv.atomic().check(entry).set(entry.key, message).commit());
    if (result.ok) return message;
    if (attempt >= 10) throw new ConflictError("The message changed while saving. Please try again.");
  }
}
