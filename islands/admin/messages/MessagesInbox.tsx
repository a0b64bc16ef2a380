/**
 * The messages screen: the contact form's messages newest first, All or
 * Unread (with counts), unread rows in bold and handled ones marked, Load more
 * for older ones. Open shows a message in a dialog (the server marks it read);
 * there it is marked handled, answered through a `mailto:` link, or deleted
 * after confirmation. Selected messages are marked read or handled, or deleted
 * after confirmation, at once. The unread count goes to the sidebar as it changes.
 */
import { useEffect, useState } from "react";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import DataTable from "@/islands/admin/DataTable.tsx";
import { MessageBulkBar } from "@/components/admin/MessageBulkBar.tsx";
import { api } from "@/lib/client/api.ts";
import {
  announceUnread,
  bulkMessages,
  deleteMessage,
  INBOX_FILTER_CHOICES,
  MESSAGE_TEXT,
  type MessagePage,
  messagesListPath,
  openMessage,
  setMessageHandled,
  SUBJECT_LABELS,
} from "@/lib/client/messages.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { formatDateAdmin } from "@/lib/format/dates.ts";
import type { ContactMessage } from "@/lib/schemas/contact.ts";
import type { BulkAction, InboxFilter } from "@/lib/schemas/contact_inbox.ts";
import MessageDialog from "./MessageDialog.tsx";
import { attempt } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";

const COLUMNS = [{ label: "Select", hidden: true }, "From", "Subject", "Received", "Status", "Actions"];
/** Characters of a message shown in its row. */
const EXCERPT = 90;

/** Props of {@link MessagesInbox}. */
export interface MessagesInboxProps {
  initial: MessagePage;
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT ? `${line.slice(0, EXCERPT - 1)}…` : line;
}

/** See the module doc. */
export default function MessagesInbox({ initial }: MessagesInboxProps) {
  const [filter, setFilter] = useState<InboxFilter>("all");
  const path = messagesListPath(filter);
  const query = useApiQuery<MessagePage>(path, { initialData: initial, failureToast: MESSAGE_TEXT.loadFailed });
  const [older, setOlder] = useState<{ messages: ContactMessage[]; cursor: string | null } | null>(null);
  const [opened, setOpened] = useState<ContactMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const confirm = useConfirm();
  const page = query.data;
  const messages = [...(page?.messages ?? []), ...(older?.messages ?? [])];
  const cursor = older ? older.cursor : page?.cursor ?? null;
  const counts = page?.counts ?? initial.counts;

  useEffect(() => setOlder(null), [page]);
  useEffect(() => setSelected(new Set()), [filter]);
  useEffect(() => announceUnread(counts.unread), [counts.unread]);

  async function loadMore() {
    if (!cursor) return;
    await attempt(async () => {
      const next = await api<MessagePage>(messagesListPath(filter, cursor));
      setOlder({ messages: [...(older?.messages ?? []), ...next.messages], cursor: next.cursor });
    }, () => MESSAGE_TEXT.loadFailed);
  }

  async function open(message: ContactMessage) {
    setOpened(message);
    await attempt(async () => {
      const { message: read } = await openMessage(message.id);
      setOpened((current) => current?.id === read.id ? read : current);
      if (!message.read) await query.refetch();
    }, () => MESSAGE_TEXT.openFailed);
  }

  /** Runs an action on messages while busy, with its toasts, then reads the list again. */
  async function act(action: () => Promise<unknown>, failure: string, success?: string) {
    setBusy(true);
    await attempt(action, () => failure, success);
    setBusy(false);
    await query.refetch();
  }

  async function markHandled(handled: boolean) {
    if (!opened) return;
    const done = handled ? MESSAGE_TEXT.handled : MESSAGE_TEXT.unhandled;
    await act(
      async () => setOpened((await setMessageHandled(opened.id, handled)).message),
      MESSAGE_TEXT.saveFailed,
      done,
    );
  }

  async function remove() {
    if (!opened || !(await confirm.askDanger("Delete Message", MESSAGE_TEXT.deleteConfirm))) return;
    await act(
      async () => {
        await deleteMessage(opened.id);
        setOpened(null);
      },
      MESSAGE_TEXT.deleteFailed,
      MESSAGE_TEXT.deleted,
    );
  }

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  async function applyBulk(action: BulkAction) {
    const ids = messages.filter((m) => selected.has(m.id)).map((m) => m.id);
    if (!ids.length) return;
    if (action === "delete") {
      if (!(await confirm.askDanger("Delete Messages", MESSAGE_TEXT.bulkDeleteConfirm(ids.length)))) return;
    }
    await act(async () => {
      const { done } = await bulkMessages(action, ids);
      showToast(MESSAGE_TEXT.bulkDone(action, done.length), "success");
      setSelected(new Set());
    }, MESSAGE_TEXT.saveFailed);
  }

  return (
    <div class="messages-inbox">
      <div class="toolbar messages-toolbar" role="group" aria-label="Show">
        {INBOX_FILTER_CHOICES.map((choice) => (
          <Button
            key={choice.value}
            variant={filter === choice.value ? "primary" : "light"}
            aria-pressed={filter === choice.value ? "true" : "false"}
            onClick={() => setFilter(choice.value)}
          >
            {choice.label} ({choice.value === "unread" ? counts.unread : counts.all})
          </Button>
        ))}
      </div>
      <MessageBulkBar
        shown={messages.length}
        selected={messages.filter((m) => selected.has(m.id)).length}
        busy={busy}
        onSelectAll={(all) => setSelected(all ? new Set(messages.map((m) => m.id)) : new Set())}
        onAction={applyBulk}
      />
      <DataTable
        label="Messages"
        class="messages-table"
        columns={COLUMNS}
        rows={messages}
        empty={filter === "unread" ? MESSAGE_TEXT.emptyUnread : MESSAGE_TEXT.empty}
        loading={query.loading}
        renderRow={(message) => (
          <tr
            key={message.id}
            data-id={message.id}
            class={["message-row", message.read ? "" : "is-unread", message.handled ? "is-handled" : ""]
              .filter(Boolean).join(" ")}
          >
            <td class="select">
              <input
                type="checkbox"
                aria-label={`Select message from ${message.name}`}
                checked={selected.has(message.id)}
                onChange={(event) => toggle(message.id, (event.target as HTMLInputElement).checked)}
              />
            </td>
            <td class="from">
              <span class="sender">{message.name}</span>
              <span class="hint">{message.email}</span>
            </td>
            <td class="subject">
              <span class="subject-label">{SUBJECT_LABELS[message.subject] ?? message.subject}</span>
              <span class="hint">{excerpt(message.message)}</span>
            </td>
            <td>
              <time dateTime={message.created_at}>{formatDateAdmin(message.created_at)}</time>
            </td>
            <td class="status">
              {message.read ? "Read" : <span class="badge badge-unread">Unread</span>}
              {message.handled && <span class="badge badge-handled">Handled</span>}
            </td>
            <td class="actions">
              <Button aria-label={`Open message from ${message.name}`} onClick={() => open(message)}>Open</Button>
            </td>
          </tr>
        )}
      />
      {cursor && (
        <div class="load-more">
          <Button onClick={loadMore}>Load more</Button>
        </div>
      )}
      {opened && (
        <MessageDialog
          message={opened}
          busy={busy}
          onClose={() => setOpened(null)}
          onHandled={markHandled}
          onDelete={remove}
        />
      )}
      {confirm.dialog}
    </div>
  );
}
