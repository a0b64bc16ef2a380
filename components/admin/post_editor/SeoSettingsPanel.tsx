/** The editor's SEO settings: the focus keyword and a secondary keyword (best used 2–4 times in the text). */
import { FormField } from "../FormField.tsx";
import type { PostForm, SetPostField } from "../../../lib/client/post_form.ts";

/** Props of {@link SeoSettingsPanel}. */
export interface SeoSettingsPanelProps {
  form: PostForm;
  setField: SetPostField;
}

/** See the module doc. */
export function SeoSettingsPanel({ form, setField }: SeoSettingsPanelProps) {
  return (
    <section class="panel" aria-labelledby="seo-settings-title">
      <h2 id="seo-settings-title">SEO</h2>
      <FormField
        id="post-focus-keyword"
        label="Focus keyword"
        value={form.focus_keyword}
        onValue={(v) => setField("focus_keyword", v)}
      />
      <FormField
        id="post-secondary-keyword"
        label="Secondary keyword"
        hint="Use it 2–4 times in the content."
        value={form.secondary_focus_keyword}
        onValue={(v) => setField("secondary_focus_keyword", v)}
      />
    </section>
  );
}
