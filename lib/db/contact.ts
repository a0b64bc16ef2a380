/**
 * Messages sent through the contact form, in KV under ["contact_messages", id]
 * (ids sort by time, so the key order is the arrival order), with the inbox's
 * unread index and counters written in the same operation (`contact_index.ts`).
 */
import { getManyBatched } from "./batched_get.ts";
import { type ListPage, pageSize } from "./list_page.ts";
import { getExisting, listAll, retryLocked } from "./kv.ts";
import { conflictWith, optimisticWrite } from "./write.ts";
import {
  CONTACT_PREFIX,
  CONTACT_UNREAD_PREFIX,
  inboxMessage,
  messageKey,
  unreadKey,
  writeContactIndex,
} from "./contact_index.ts";
import { idAt, idRangeAt, idTime, newId } from "../ids.ts";
import { ConflictError } from "../errors.ts";
import {
  type ContactMessage,
  type ContactMessageInput,
  ContactMessageInputSchema,
  type StoredContactMessage,
} from "../schemas/contact.ts";
import type { ContactRestore, InboxFilter, MessageFlags } from "../schemas/contact_inbox.ts";

export { CONTACT_PREFIX } from "./contact_index.ts";
/** Default and largest page size of the message list. */
export const CONTACT_PAGE_SIZE = 50;

const CHANGED = "The message changed while saving. Please try again.";

/**
 * Stores a visitor's message (unread). `ipHash` is an already hashed sender address. `created_at` is the time of
 * the id (a few milliseconds after `now` when messages arrive faster), so an export restores it under the same time.
 */
export async function createContactMessage(
  kv: Deno.Kv,
  input: ContactMessageInput,
  { ipHash, now = new Date() }: { ipHash?: string; now?: Date } = {},
): Promise<ContactMessage> {
  const data = ContactMessageInputSchema.parse(input);
  const id = newId(now.getTime());
  const message: ContactMessage = {
    id,
    ...data,
    created_at: new Date(idTime(id)).toISOString(),
    ...(ipHash ? { ip_hash: ipHash } : {}),
    read: false,
    handled: false,
  };
  return await insertMessage(kv, message);
}

/** Stores a new message under its id, with its index entries. */
function insertMessage(kv: Deno.Kv, message: ContactMessage): Promise<ContactMessage> {
  return optimisticWrite({ publicContent: false, exhausted: conflictWith(CHANGED) }, () => {
    const op = kv.atomic().check({ key: messageKey(message.id), versionstamp: null });
    writeContactIndex(op.set(messageKey(message.id), message), null, message);
    return { op, done: () => message };
  });
}

/**
 * Stores a message restored from an export with its time and flags, under an id of that time (so it sorts where it
 * was). A message of the same time, address and text already stored is a 409: restoring twice adds nothing.
 */
export async function restoreContactMessage(kv: Deno.Kv, input: ContactRestore): Promise<ContactMessage> {
  const time = Date.parse(input.created_at);
  const [start, end] = idRangeAt(time);
  const sameTime = await listAll<StoredContactMessage>(kv, {
    start: messageKey(start),
    end: [...messageKey(end), ""],
  });
  const same = (m: StoredContactMessage) =>
    m.created_at === input.created_at && m.email === input.email && m.message === input.message;
  if (sameTime.some((entry) => same(entry.value))) throw new ConflictError("This message is already stored");
  const message: ContactMessage = { id: idAt(time), ...input };
  return await insertMessage(kv, message);
}

/**
 * A page of messages, newest first: every message, or only the unread ones.
 * `cursor` is the id of the last message of the previous page.
 */
export async function listContactMessages(
  kv: Deno.Kv,
  { limit = CONTACT_PAGE_SIZE, cursor, filter = "all" }: { limit?: number; cursor?: string; filter?: InboxFilter } = {},
): Promise<ListPage<ContactMessage>> {
  const size = pageSize(limit, CONTACT_PAGE_SIZE);
  const prefix = filter === "unread" ? CONTACT_UNREAD_PREFIX : CONTACT_PREFIX;
  const selector: Deno.KvListSelector = cursor ? { prefix, end: [...prefix, cursor] } : { prefix };
  const entries = await listAll<StoredContactMessage | true>(kv, selector, { reverse: true, limit: size + 1 });
  const shown = entries.slice(0, size);
  const items = filter === "unread"
    ? (await getManyBatched<StoredContactMessage>(kv, shown.map((entry) => messageKey(String(entry.key[1])))))
      .flatMap((entry) => entry.value ? [inboxMessage(entry.value)] : [])
    : shown.map((entry) => inboxMessage(entry.value as StoredContactMessage));
  const last = shown[shown.length - 1];
  return { items, cursor: entries.length > size && last ? String(last.key[1]) : null };
}

/** The message `id`, or null. */
export async function getContactMessage(kv: Deno.Kv, id: string): Promise<ContactMessage | null> {
  const entry = await retryLocked(() => kv.get<StoredContactMessage>(messageKey(id)));
  return entry.value ? inboxMessage(entry.value) : null;
}

/** Sets `read` and/or `handled` on a message; 404 for an unknown id. Writes nothing when both already match. */
export async function setContactMessageFlags(kv: Deno.Kv, id: string, flags: MessageFlags): Promise<ContactMessage> {
  return await optimisticWrite<ContactMessage>({ publicContent: false, exhausted: conflictWith(CHANGED) }, async () => {
    const entry = await getExisting<StoredContactMessage>(kv, messageKey(id), "Message not found");
    const before = entry.value;
    const current = inboxMessage(before);
    const message: ContactMessage = {
      ...current,
      read: flags.read ?? current.read,
      handled: flags.handled ?? current.handled,
    };
    if (before.read === message.read && before.handled === message.handled) return { skip: message };
    const op = kv.atomic().check(entry).set(entry.key, message);
    writeContactIndex(op, before, message);
    return { op, done: () => message };
  });
}

/** Deletes a message; 404 for an unknown id. */
export async function deleteContactMessage(kv: Deno.Kv, id: string): Promise<void> {
  await optimisticWrite({ publicContent: false, exhausted: conflictWith(CHANGED) }, async () => {
    const entry = await getExisting<StoredContactMessage>(kv, messageKey(id), "Message not found");
    const op = kv.atomic().check(entry).delete(entry.key);
    writeContactIndex(op, entry.value, null);
    return { op, done: () => {} };
  });
}

/** The unread index entry of `id` exists (for tests and checks of the index). */
export async function isIndexedUnread(kv: Deno.Kv, id: string): Promise<boolean> {
  return (await retryLocked(() => kv.get(unreadKey(id)))).versionstamp !== null;
}
