/**
 * The Settings screen's General and Permalink parts: site name and
 * description (required), language (es or en), posts per page (1-50), the
 * category base and the post base, saved together with `PUT /api/settings`.
 * A failure says 'Failed to save settings' and marks the fields the server
 * refused.
 */
import { useState } from "react";
import { FormField } from "@/components/admin/FormField.tsx";
import BusyButton from "@/islands/admin/BusyButton.tsx";
import { ApiError } from "@/lib/client/api.ts";
import { type GeneralSettings, generalSettingsOf, saveSettings } from "@/lib/client/settings.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { useFormSubmit } from "@/lib/client/use_form_submit.ts";
import { fieldBinder } from "@/lib/client/bind_field.ts";

/** Props of {@link SettingsForm}. */
export interface SettingsFormProps {
  initial: GeneralSettings;
  versionstamp: string | null;
}

type Errors = Partial<Record<keyof GeneralSettings, string>>;

const LANGUAGES = [{ value: "es", label: "Español (es)" }, { value: "en", label: "English (en)" }];

/** Message of a failed save (spec §8). */
export const SAVE_FAILED = "Failed to save settings";

/** The browser's own checks, the same rules the server applies. */
function validate(values: GeneralSettings): Errors {
  const errors: Errors = {};
  if (!values.site_name.trim()) errors.site_name = "Site name is required";
  if (!values.site_description.trim()) errors.site_description = "Site description is required";
  const perPage = values.posts_per_page;
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 50) {
    errors.posts_per_page = "Posts per page must be between 1 and 50";
  }
  return errors;
}

/** The failure toast: the server's own text follows the message unless it was about fields. */
function saveFailure(error: unknown): string {
  return error instanceof ApiError && error.serverMessage && !error.fields
    ? `${SAVE_FAILED}: ${error.message}`
    : SAVE_FAILED;
}

/** See the module doc. */
export default function SettingsForm({ initial, versionstamp: initialVersion }: SettingsFormProps) {
  const [values, setValues] = useState(initial);
  const [perPageText, setPerPageText] = useState(String(initial.posts_per_page));
  const [version, setVersion] = useState(initialVersion);
  const { busy, errors, run } = useFormSubmit();
  const bind = fieldBinder(values, (key, value) => setValues((v) => ({ ...v, [key]: value })), errors);

  function submit(event: Event) {
    event.preventDefault();
    const next = { ...values, posts_per_page: perPageText.trim() === "" ? NaN : Number(perPageText) };
    const found = validate(next);
    if (Object.keys(found).length) showToast(SAVE_FAILED, "error");
    run(
      async () => {
        const saved = await saveSettings(next, version);
        setVersion(saved.versionstamp);
        setValues(generalSettingsOf(saved.settings));
        setPerPageText(String(saved.settings.posts_per_page));
        showToast("Settings saved successfully!", "success");
      },
      saveFailure,
      found,
    );
  }

  return (
    <form class="settings-form" onSubmit={submit} noValidate>
      <section class="panel settings-section" aria-labelledby="general-heading">
        <h2 id="general-heading">General Settings</h2>
        <FormField id="site_name" label="Site Name" {...bind("site_name")} required />
        <FormField id="site_description" label="Site Description" {...bind("site_description")} multiline required />
        <FormField id="language" label="Language" options={LANGUAGES} {...bind("language")} />
        <FormField
          id="posts_per_page"
          label="Posts per Page"
          type="number"
          value={perPageText}
          onValue={setPerPageText}
          hint="Between 1 and 50."
          error={errors.posts_per_page}
        />
      </section>
      <section class="panel settings-section" aria-labelledby="permalinks-heading">
        <h2 id="permalinks-heading">Permalink Settings</h2>
        <FormField
          id="category_base"
          label="Category Base"
          {...bind("category_base")}
          hint={`Category pages live at /${
            values.category_base ? values.category_base + "/" : ""
          }{slug}. Old addresses redirect (301) to the new ones.`}
        />
        <FormField
          id="post_base"
          label="Post Base"
          {...bind("post_base")}
          hint={`Posts live at /${values.post_base ? values.post_base + "/" : ""}{slug}. Leave empty for none.`}
        />
      </section>
      <div class="form-actions">
        <BusyButton type="submit" busy={busy}>Save Settings</BusyButton>
      </div>
    </form>
  );
}
