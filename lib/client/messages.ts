/** The messages screen's browser side: its texts, labels, the reply link and the API calls. */
import type { ContactMessage } from "../schemas/contact.ts";
import { CONTACT_SUBJECTS, type ContactSubject } from "../shared/contact_subjects.ts";
import type { BulkAction, InboxCounts, InboxFilter } from "../schemas/contact_inbox.ts";
import { api } from "./api.ts";
import { announceNavCount } from "./nav_count.ts";

/** Every message of the messages screen. */
export const MESSAGE_TEXT = {
  loadFailed: "Failed to load messages",
  openFailed: "Failed to open the message",
  saveFailed: "Failed to update the message",
  deleteFailed: "Failed to delete the message",
  handled: "Message marked as handled",
  unhandled: "Message marked as not handled",
  deleted: "Message deleted",
  deleteConfirm: "Are you sure you want to delete this message? This cannot be undone.",
  empty: "No messages yet",
  bulkDeleteConfirm: (count: number) =>
    `Are you sure you want to delete ${
      count === 1 ? "this message" : `these ${count} messages`
    }? This cannot be undone.`,
  bulkDone: (action: BulkAction, count: number) =>
    `${count} ${count === 1 ? "message" : "messages"} ${BULK_DONE[action]}`,
  emptyUnread: "No unread messages",
} as const;

const BULK_DONE: Record<BulkAction, string> = {
  read: "marked as read",
  unread: "marked as unread",
  handled: "marked as handled",
  unhandled: "marked as not handled",
  delete: "deleted",
};

/** English names of the contact form's subjects (the form shows them in Spanish). */
export const SUBJECT_LABELS: Record<ContactSubject, string> = {
  "pregunta-receta": "Recipe question",
  "sugerencia": "Recipe suggestion",
  "colaboracion": "Collaboration",
  "problema-tecnico": "Technical problem",
  "otro": "Other",
};

/** The list's filters with their labels. */
export const INBOX_FILTER_CHOICES: { value: InboxFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "unread", label: "Unread" },
];

/** An answer of the list. */
export interface MessagePage {
  messages: ContactMessage[];
  cursor: string | null;
  counts: InboxCounts;
}

/** Path of a list page (relative to /api). */
export function messagesListPath(filter: InboxFilter, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("filter", filter);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `/admin/messages?${query}` : "/admin/messages";
}

/**
 * A `mailto:` link answering `message`: to the sender, subject "Re: " and the
 * subject the visitor chose (in the form's Spanish), the message quoted below.
 * Every part is percent-encoded (RFC 6068), so no text of the visitor's can add
 * recipients or headers.
 */
export function replyMailto(message: Pick<ContactMessage, "email" | "subject" | "message" | "name">): string {
  const to = encodeURIComponent(message.email).replaceAll("%40", "@");
  const subject = `Re: ${CONTACT_SUBJECTS[message.subject] ?? message.subject}`;
  const quoted = message.message.split(/\r?\n/).map((line) => `> ${line}`).join("\r\n");
  const body = `\r\n\r\n${message.name} escribió:\r\n${quoted}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function messagePath(id: string): string {
  return `/admin/messages/${encodeURIComponent(id)}`;
}

/** GET /admin/messages/{id}: the whole message, which the server marks read. */
export function openMessage(id: string): Promise<{ message: ContactMessage }> {
  return api(messagePath(id));
}

/** PATCH /admin/messages/{id} with `handled`. */
export function setMessageHandled(id: string, handled: boolean): Promise<{ message: ContactMessage }> {
  return api(messagePath(id), { method: "PATCH", json: { handled } });
}

/** DELETE /admin/messages/{id}. */
export function deleteMessage(id: string): Promise<unknown> {
  return api(messagePath(id), { method: "DELETE" });
}

/** POST /admin/messages/bulk. */
export function bulkMessages(action: BulkAction, ids: string[]): Promise<{ done: string[]; counts: InboxCounts }> {
  return api("/admin/messages/bulk", { method: "POST", json: { action, ids } });
}

/** Tells the sidebar the unread count of the messages entry. */
export function announceUnread(count: number): void {
  announceNavCount("/admin/messages", count);
}
