/**
 * The contact inbox's index, written in the same atomic operation as the
 * message it describes:
 *
 * - `["contact_unread", id]` → true while the message is unread, so the unread
 *   filter reads only unread messages (ids are time-ordered: newest last);
 * - `["contact_count", "all" | "unread"]` → KvU64 counters.
 *
 * A message is counted once it carries the `handled` flag. Messages stored
 * before the inbox existed lack it; a store migration indexes them
 * ({@link indexEarlierMessages}), unread unless they say otherwise.
 */
import type { InboxCounts } from "../schemas/contact_inbox.ts";
import type { ContactMessage, StoredContactMessage } from "../schemas/contact.ts";
import { KV_MINUS_ONE, KV_ONE, readCounter, retryLocked } from "./kv.ts";
import { scanInBatches } from "./batched_scan.ts";
import { commitOnce } from "./write.ts";

/** Key prefix of contact messages. */
export const CONTACT_PREFIX: Deno.KvKey = ["contact_messages"];
/** Key prefix of the unread index. */
export const CONTACT_UNREAD_PREFIX: Deno.KvKey = ["contact_unread"];
/** Counter of every indexed message. */
export const CONTACT_COUNT_ALL: Deno.KvKey = ["contact_count", "all"];
/** Counter of indexed unread messages. */
export const CONTACT_COUNT_UNREAD: Deno.KvKey = ["contact_count", "unread"];

/** Key of the message `id`. */
export const messageKey = (id: string): Deno.KvKey => [...CONTACT_PREFIX, id];

/** Key of the unread index entry of `id`. */
export const unreadKey = (id: string): Deno.KvKey => [...CONTACT_UNREAD_PREFIX, id];

/** A stored message with both flags: missing `read` is unread, missing `handled` not handled. */
export function inboxMessage(stored: StoredContactMessage): ContactMessage {
  return { ...stored, read: stored.read ?? false, handled: stored.handled ?? false };
}

/** True when the record is in the index (written by the inbox, or indexed on start). */
function isIndexed(stored: StoredContactMessage | null): stored is StoredContactMessage {
  return !!stored && stored.handled !== undefined;
}

function sumBy(op: Deno.AtomicOperation, key: Deno.KvKey, delta: number): void {
  if (delta > 0) op.sum(key, delta === 1 ? KV_ONE.value : BigInt(delta));
  if (delta < 0) op.sum(key, KV_MINUS_ONE.value + 1n + BigInt(delta));
}

/** Changes of the `all` and `unread` counters when `before` becomes `after` (null for create or delete). */
function countDeltas(
  before: StoredContactMessage | null,
  after: ContactMessage | null,
): { all: number; unread: number } {
  const counted = isIndexed(before);
  return {
    all: (after ? 1 : 0) - (counted ? 1 : 0),
    unread: (after && !after.read ? 1 : 0) - (counted && !before.read ? 1 : 0),
  };
}

function setUnreadKey(op: Deno.AtomicOperation, before: StoredContactMessage | null, after: ContactMessage | null) {
  const id = (after ?? before)!.id;
  if (after && !after.read) op.set(unreadKey(id), true);
  else if (before) op.delete(unreadKey(id));
}

/**
 * Adds the index mutations turning `before` into `after` (null for create or
 * delete); `after` is written with both flags, so it is indexed from then on.
 */
export function writeContactIndex(
  op: Deno.AtomicOperation,
  before: StoredContactMessage | null,
  after: ContactMessage | null,
): void {
  const delta = countDeltas(before, after);
  sumBy(op, CONTACT_COUNT_ALL, delta.all);
  sumBy(op, CONTACT_COUNT_UNREAD, delta.unread);
  setUnreadKey(op, before, after);
}

/** How many messages there are, and how many unread. */
export async function countContactMessages(kv: Deno.Kv): Promise<InboxCounts> {
  const [all, unread] = await Promise.all([readCounter(kv, CONTACT_COUNT_ALL), readCounter(kv, CONTACT_COUNT_UNREAD)]);
  return { all, unread };
}

/** How many messages are unread (the admin navigation's badge). */
export function countUnreadMessages(kv: Deno.Kv): Promise<number> {
  return readCounter(kv, CONTACT_COUNT_UNREAD);
}

/**
 * Indexes the messages stored before the inbox existed (a store migration:
 * run again, it finds nothing left to index). Each message without the
 * `handled` flag is rewritten with both flags and counted, unless it changed
 * since it was read: a batch in one operation, or one by one when a message
 * of the batch changed; `renew` is called after each batch. Returns how many
 * were indexed.
 */
export function indexEarlierMessages(kv: Deno.Kv, renew: () => Promise<void>): Promise<number> {
  return scanInBatches<StoredContactMessage>(
    kv,
    CONTACT_PREFIX,
    renew,
    (batch) => indexContactMessages(kv, batch.filter((entry) => !isIndexed(entry.value))),
  );
}

/**
 * Indexes `entries` (messages as listed, without the `handled` flag) in one operation; when one changed since it was
 * listed, each is read again and indexed on its own if still needed. Returns how many were indexed.
 */
export async function indexContactMessages(
  kv: Deno.Kv,
  entries: Deno.KvEntry<StoredContactMessage>[],
): Promise<number> {
  if (!entries.length) return 0;
  const op = kv.atomic();
  const total = { all: 0, unread: 0 };
  for (const entry of entries) {
    const message = inboxMessage(entry.value);
    op.check(entry).set(entry.key, message);
    setUnreadKey(op, entry.value, message);
    const delta = countDeltas(entry.value, message);
    total.all += delta.all;
    total.unread += delta.unread;
  }
  sumBy(op, CONTACT_COUNT_ALL, total.all);
  sumBy(op, CONTACT_COUNT_UNREAD, total.unread);
  if (await commitOnce(op) !== null) return entries.length;
  let indexed = 0;
  for (const entry of entries) indexed += await indexOne(kv, entry) ? 1 : 0;
  return indexed;
}

async function indexOne(kv: Deno.Kv, listed: Deno.KvEntry<StoredContactMessage>): Promise<boolean> {
  const entry = await retryLocked(() => kv.get<StoredContactMessage>(listed.key));
  if (!entry.value || isIndexed(entry.value)) return false;
  const message = inboxMessage(entry.value);
  const op = kv.atomic().check(entry).set(entry.key, message);
  writeContactIndex(op, entry.value, message);
  return await commitOnce(op) !== null;
}
