/** The post content field: the HTML of the post in a plain text area. */

/** Props of {@link ContentEditor}. */
export interface ContentEditorProps {
  value: string;
  onChange: (html: string) => void;
}

/** See the module doc. */
export default function ContentEditor({ value, onChange }: ContentEditorProps) {
  return (
    <div class="field">
      <label for="post-content">Content</label>
      <textarea
        id="post-content"
        class="code-editor"
        rows={20}
        value={value}
        onInput={(event) => onChange((event.target as HTMLTextAreaElement).value)}
      />
    </div>
  );
}
