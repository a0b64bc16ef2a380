/**
 * The redirect form in the kit's modal, titled Add New Redirect or Edit
 * Redirect: from path, to path, type (301 Permanent, recommended, or 302
 * Temporary) and optional notes. Field errors from the server (a taken from
 * path, a loop) show under their field and in a toast.
 */
import { useState } from "react";
import { FormField } from "@/components/admin/FormField.tsx";
import BusyButton from "@/islands/admin/BusyButton.tsx";
import Modal from "@/islands/admin/Modal.tsx";
import {
  createRedirect,
  emptyRedirectForm,
  REDIRECT_TEXT,
  REDIRECT_TYPE_CHOICES,
  type RedirectForm,
  redirectFormErrors,
  redirectFormOf,
  updateRedirect,
} from "@/lib/client/redirects.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { firstFieldOr, useFormSubmit } from "@/lib/client/use_form_submit.ts";
import { fieldBinder } from "@/lib/client/bind_field.ts";
import type { Redirect, RedirectType } from "@/lib/schemas/redirect.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link RedirectModal}. */
export interface RedirectModalProps {
  /** The redirect being edited; null to add one. */
  editing: Redirect | null;
  onSaved: () => void;
  onClose: () => void;
}

/** See the module doc. */
export default function RedirectModal({ editing, onSaved, onClose }: RedirectModalProps) {
  const [form, setForm] = useState<RedirectForm>(editing ? redirectFormOf(editing) : emptyRedirectForm());
  const { busy: saving, errors, run } = useFormSubmit();

  function set<K extends keyof RedirectForm>(key: K, value: RedirectForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  const bind = fieldBinder(form, set, errors);

  function submit(event: Event) {
    event.preventDefault();
    run(
      async () => {
        if (editing) await updateRedirect(editing.id, form);
        else await createRedirect(form);
        showToast(editing ? REDIRECT_TEXT.updated : REDIRECT_TEXT.created, "success");
        onSaved();
      },
      firstFieldOr(REDIRECT_TEXT.saveFailed),
      redirectFormErrors(form),
    );
  }

  return (
    <Modal title={editing ? "Edit Redirect" : "Add New Redirect"} onClose={onClose} class="redirect-modal">
      <form onSubmit={submit} noValidate>
        <FormField
          id="redirect-from"
          label="From Path"
          {...bind("from_path")}
          hint="The old address on this site, e.g. /old-recipe"
          required
        />
        <FormField
          id="redirect-to"
          label="To Path"
          {...bind("to_path")}
          hint="Where visitors go: a path on this site or an http(s) address"
          required
        />
        <FormField
          id="redirect-type"
          label="Redirect Type"
          value={String(form.redirect_type)}
          options={REDIRECT_TYPE_CHOICES.map((choice) => ({ value: String(choice.value), label: choice.label }))}
          onValue={(value) => set("redirect_type", Number(value) as RedirectType)}
        />
        <FormField id="redirect-notes" label="Notes (optional)" {...bind("notes")} multiline rows={2} />
        <div class="form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <BusyButton type="submit" busy={saving}>{editing ? "Update Redirect" : "Create Redirect"}</BusyButton>
        </div>
      </form>
    </Modal>
  );
}
