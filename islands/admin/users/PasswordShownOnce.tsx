/** A dialog showing a one-time password (or token) once, with a Copy button. */
import Modal from "@/islands/admin/Modal.tsx";
import { showToast } from "@/lib/client/toasts.ts";
import { copyToClipboard } from "@/lib/client/clipboard.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link PasswordShownOnce}. */
export interface PasswordShownOnceProps {
  title: string;
  /** What the secret is for, shown above it. */
  message: string;
  secret: string;
  onClose: () => void;
}

/** See the module doc. */
export default function PasswordShownOnce({ title, message, secret, onClose }: PasswordShownOnceProps) {
  async function copy() {
    if (await copyToClipboard(secret)) showToast("Copied to clipboard", "success");
    else showToast("Copy failed; select the text and copy it", "error");
  }
  return (
    <Modal title={title} onClose={onClose} closeButton={false}>
      <p>{message}</p>
      <p class="secret-once">
        <code data-secret>{secret}</code>
      </p>
      <p class="hint">It will not be shown again.</p>
      <div class="form-actions">
        <Button onClick={copy}>Copy</Button>
        <Button variant="primary" onClick={onClose}>Done</Button>
      </div>
    </Modal>
  );
}
