/** Payloads of the admin contact inbox: the list query, a message's flags and bulk actions. */
import { z } from "zod";
import { ID_PATTERN } from "../ids.ts";
import { ContactMessageInputSchema } from "./contact.ts";

/** Largest page of the inbox list. */
export const MAX_INBOX_PAGE = 50;
/** Most messages one bulk action names. */
export const MAX_BULK_MESSAGES = 100;

/** Which messages the list shows. */
export const INBOX_FILTERS = ["all", "unread"] as const;
/** A list filter. */
export type InboxFilter = (typeof INBOX_FILTERS)[number];

const MessageId = z.string({ error: "Message id is required" }).regex(ID_PATTERN, "Invalid message id");

/** Query of GET /api/admin/messages: `filter`, `limit` (1..50) and `cursor` (the id of the last message shown). */
export const InboxListQuerySchema = z.object({
  filter: z.enum(INBOX_FILTERS, { error: "Filter must be all or unread" }).default("all"),
  limit: z.coerce.number({ error: "Limit must be a number" }).int("Limit must be a whole number")
    .min(1, "Limit must be at least 1").max(MAX_INBOX_PAGE, `Limit must be at most ${MAX_INBOX_PAGE}`)
    .default(MAX_INBOX_PAGE),
  cursor: z.preprocess((v) => v === "" ? undefined : v, z.string().regex(ID_PATTERN, "Invalid cursor").optional()),
});

/** Body of PATCH /api/admin/messages/{id}: the flags to set (at least one). */
export const MessageFlagsSchema = z.strictObject({
  read: z.boolean({ error: "Read must be true or false" }).optional(),
  handled: z.boolean({ error: "Handled must be true or false" }).optional(),
}).refine((flags) => flags.read !== undefined || flags.handled !== undefined, "Nothing to change");
/** Flags to set on a message. */
export type MessageFlags = z.output<typeof MessageFlagsSchema>;

/** What a bulk action does to each message. */
export const BULK_ACTIONS = ["read", "unread", "handled", "unhandled", "delete"] as const;
/** A bulk action. */
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Body of POST /api/admin/messages/bulk: an action and 1..100 message ids. */
export const MessageBulkSchema = z.strictObject({
  action: z.enum(BULK_ACTIONS, { error: `Action must be one of ${BULK_ACTIONS.join(", ")}` }),
  ids: z.array(MessageId, { error: "Ids must be a list of message ids" })
    .min(1, "Choose at least one message").max(MAX_BULK_MESSAGES, `At most ${MAX_BULK_MESSAGES} messages at once`),
});

/** Unread and total message counts. */
export interface InboxCounts {
  all: number;
  unread: number;
}

/**
 * Body of POST /api/admin/messages: a message restored from an export, with its original time and flags (missing
 * flags: unread, not handled). The sender's fields are checked as the contact form checks them.
 */
export const ContactRestoreSchema = ContactMessageInputSchema.extend({
  created_at: z.iso.datetime({ offset: true, error: "Created at must be an ISO date and time" })
    .transform((v) => new Date(v).toISOString()),
  read: z.boolean({ error: "Read must be true or false" }).default(false),
  handled: z.boolean({ error: "Handled must be true or false" }).default(false),
}).strict();
/** A message to restore. */
export type ContactRestore = z.output<typeof ContactRestoreSchema>;
