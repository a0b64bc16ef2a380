/**
 * Shown when a save met a newer version of the post (another tab or person
 * saved it meanwhile): what happened, this editor's own text to review or
 * copy, and the two ways on: keep this version (saved over the newer one) or
 * load the newer one. Nothing is overwritten until the editor chooses.
 */
import type { PostForm } from "../../../lib/client/post_form.ts";
import BusyButton from "../../../islands/admin/BusyButton.tsx";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link ConflictNotice}. */
export interface ConflictNoticeProps {
  message: string;
  form: PostForm;
  busy: boolean;
  onKeepMine: () => void;
  onLoadLatest: () => void;
}

/** See the module doc. */
export function ConflictNotice({ message, form, busy, onKeepMine, onLoadLatest }: ConflictNoticeProps) {
  return (
    <div class="editor-conflict" role="alert">
      <p class="editor-conflict-message">{message}</p>
      <details class="editor-conflict-mine">
        <summary>Show my version</summary>
        <label for="conflict-my-title">My title</label>
        <input id="conflict-my-title" readOnly value={form.title} />
        <label for="conflict-my-excerpt">My excerpt</label>
        <textarea id="conflict-my-excerpt" readOnly rows={2} value={form.excerpt} />
        <label for="conflict-my-content">My content (HTML, select and copy it to keep it elsewhere)</label>
        <textarea id="conflict-my-content" readOnly rows={8} value={form.content} />
      </details>
      <div class="editor-conflict-actions">
        <BusyButton busy={busy} disabled={busy} onClick={onKeepMine}>Keep my version</BusyButton>
        <Button disabled={busy} onClick={onLoadLatest}>Load the newer version</Button>
      </div>
    </div>
  );
}
