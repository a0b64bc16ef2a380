/**
 * The post content field: Visual Editor and Code Editor tabs over the same
 * HTML, and a live word counter ('1 word' / 'N words'). Switching tabs loads
 * the other view from the current HTML.
 */
import { useEffect, useState } from "react";
import { countWords, wordLabel } from "../../lib/client/word_count.ts";
import type { ComponentType } from "react";
import type { RichEditorProps } from "./RichEditor.tsx";
import Tabs from "./Tabs.tsx";

/** Props of {@link ContentEditor}. */
export interface ContentEditorProps {
  value: string;
  onChange: (html: string) => void;
}

/** See the module doc. */
export default function ContentEditor({ value, onChange }: ContentEditorProps) {
  const [mode, setMode] = useState("visual");
  // The visual editor (ProseMirror, the bulk of the screen's JavaScript) needs the page's DOM: it is loaded in the
  // browser after the form is up.
  const [RichEditor, setRichEditor] = useState<ComponentType<RichEditorProps> | null>(null);
  useEffect(() => {
    import("./RichEditor.tsx").then((module) => setRichEditor(() => module.default));
  }, []);
  const code = (
    <textarea
      id="post-content"
      class="code-editor"
      aria-label="Content HTML"
      rows={20}
      value={value}
      onInput={(event) => onChange((event.target as HTMLTextAreaElement).value)}
    />
  );
  return (
    <div class="field content-field">
      <span class="field-label" id="post-content-label">Content</span>
      <Tabs
        label="Editor mode"
        class="editor-tabs"
        onChange={setMode}
        tabs={[
          {
            id: "visual",
            label: "Visual Editor",
            content: RichEditor && mode === "visual" && <RichEditor value={value} onChange={onChange} />,
          },
          { id: "code", label: "Code Editor", content: code },
        ]}
      />
      <p class="word-count" aria-live="polite">{wordLabel(countWords(value))}</p>
    </div>
  );
}
