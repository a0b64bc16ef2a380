/**
 * One contact message in the admin modal: sender, address, date, subject and
 * text (plain, line breaks kept), with Reply by email (a `mailto:` link),
 * Mark as handled / Mark as not handled, and Delete.
 */
import Modal from "@/islands/admin/Modal.tsx";
import { formatDateTimeAdmin } from "@/lib/format/dates.ts";
import { replyMailto, SUBJECT_LABELS } from "@/lib/client/messages.ts";
import type { ContactMessage } from "@/lib/schemas/contact.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link MessageDialog}. */
export interface MessageDialogProps {
  message: ContactMessage;
  /** A flag change or deletion is running. */
  busy: boolean;
  onClose: () => void;
  onHandled: (handled: boolean) => void;
  onDelete: () => void;
}

/** See the module doc. */
export default function MessageDialog({ message, busy, onClose, onHandled, onDelete }: MessageDialogProps) {
  return (
    <Modal
      title={SUBJECT_LABELS[message.subject] ?? message.subject}
      class="message-dialog"
      onClose={onClose}
      footer={
        <>
          <a class="btn btn-primary" href={replyMailto(message)}>Reply by email</a>
          <Button disabled={busy} onClick={() => onHandled(!message.handled)}>
            {message.handled ? "Mark as not handled" : "Mark as handled"}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onDelete}>Delete</Button>
        </>
      }
    >
      <dl class="message-meta">
        <dt>From</dt>
        <dd>
          {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
        </dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={message.created_at}>
            {formatDateTimeAdmin(message.created_at)}
          </time>
        </dd>
        <dt>Status</dt>
        <dd class="message-status">{message.handled ? "Handled" : "Not handled"}</dd>
      </dl>
      <p class="message-text">{message.message}</p>
    </Modal>
  );
}
