/** The editor's SEO settings: the focus keyword and a secondary keyword (best used 2–4 times in the text). */
import { FormField } from "../FormField.tsx";
import type { PostForm, SetPostField } from "../../../lib/client/post_form.ts";
import { fieldBinder } from "../../../lib/client/bind_field.ts";

/** Props of {@link SeoSettingsPanel}. */
export interface SeoSettingsPanelProps {
  form: PostForm;
  setField: SetPostField;
}

/** See the module doc. */
export function SeoSettingsPanel({ form, setField }: SeoSettingsPanelProps) {
  const bind = fieldBinder(form, setField);
  return (
    <section class="panel" aria-labelledby="seo-settings-title">
      <h2 id="seo-settings-title">SEO</h2>
      <FormField id="post-focus-keyword" label="Focus keyword" {...bind("focus_keyword")} />
      <FormField
        id="post-secondary-keyword"
        label="Secondary keyword"
        hint="Use it 2–4 times in the content."
        {...bind("secondary_focus_keyword")}
      />
    </section>
  );
}
