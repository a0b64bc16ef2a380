/**
 * The Insert Link dialog: URL, optional link text, 'Open in new tab' and
 * 'Add nofollow', Cancel and OK. Enter confirms and Escape cancels. OK stays
 * disabled while the URL is empty, except on an existing link, where an empty
 * URL removes the link. Only site paths and the allowed link schemes pass.
 */
import { useState } from "react";
import Modal from "@/islands/admin/Modal.tsx";
import type { LinkDraft } from "@/lib/client/editor_link.ts";
import { isLinkUrl, LINK_SCHEMES } from "@/lib/shared/url_rules.ts";
import { Button } from "@/components/admin/Button.tsx";
import { FormField } from "@/components/admin/FormField.tsx";

/** Shown under the URL when its scheme or shape is not allowed. */
export const LINK_URL_ERROR = `Use a path on this site (/…) or a link starting with ${LINK_SCHEMES.join(", ")}`;

/** Props of {@link LinkDialog}. */
export interface LinkDialogProps {
  initial: LinkDraft;
  /** The selection is in a link: an empty URL then removes it. */
  existing: boolean;
  onSubmit: (draft: LinkDraft) => void;
  onClose: () => void;
}

/** See the module doc. */
export function LinkDialog({ initial, existing, onSubmit, onClose }: LinkDialogProps) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState("");
  const href = draft.href.trim();
  const set = (patch: Partial<LinkDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: Event) => {
    event.preventDefault();
    if (href === "" && !existing) return;
    if (href !== "" && !isLinkUrl(href)) return setError(LINK_URL_ERROR);
    onSubmit(draft);
  };
  return (
    <Modal title="Insert Link" onClose={onClose} closeButton={false} class="link-dialog">
      <form onSubmit={submit} noValidate>
        <FormField
          id="link-url"
          label="URL"
          type="url"
          value={draft.href}
          placeholder="https://"
          error={error}
          onValue={(href) => {
            set({ href });
            setError("");
          }}
        />
        <FormField id="link-text" label="Link text (optional)" value={draft.text} onValue={(text) => set({ text })} />
        <label class="checkbox">
          <input type="checkbox" checked={draft.newTab} onChange={(e) => set({ newTab: e.currentTarget.checked })} />
          Open in new tab
        </label>
        <label class="checkbox">
          <input
            type="checkbox"
            checked={draft.nofollow}
            onChange={(e) => set({ nofollow: e.currentTarget.checked })}
          />
          Add nofollow
        </label>
        <footer class="dialog-foot">
          <Button onClick={onClose}>Cancel</Button>
          <button type="submit" class="btn btn-primary" disabled={href === "" && !existing}>OK</button>
        </footer>
      </form>
    </Modal>
  );
}
