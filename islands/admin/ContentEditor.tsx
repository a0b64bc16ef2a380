/**
 * The post content field: Visual Editor and Code Editor tabs over the same
 * HTML, and a live word counter ('1 word' / 'N words'). Switching to code
 * shows the HTML formatted and selects the text selected in the visual
 * editor; switching back loads the code into the visual editor and reports
 * the HTML it makes of it.
 */
import { type ComponentType, useEffect, useRef, useState } from "react";
import { countWords, wordLabel } from "../../lib/client/word_count.ts";
import { findTextInCode, formatHtml } from "../../lib/client/format_html.ts";
import type { RichEditorProps } from "../../components/admin/RichEditor.tsx";
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
    import("../../components/admin/RichEditor.tsx").then((module) => setRichEditor(() => module.default));
  }, []);
  const [code, setCode] = useState("");
  const [announce, setAnnounce] = useState(false);
  const selected = useRef({ text: "", before: 0 });
  const textarea = useRef<HTMLTextAreaElement>(null);

  const switchTo = (next: string) => {
    if (next === mode) return;
    if (next === "code") setCode(formatHtml(value));
    setAnnounce(next === "visual");
    setMode(next);
  };
  useEffect(() => {
    const area = textarea.current;
    if (mode !== "code" || !area) return;
    const range = findTextInCode(code, selected.current.text, selected.current.before);
    if (range) area.setSelectionRange(range[0], range[1]);
  }, [mode]);

  const codeView = (
    <textarea
      ref={textarea}
      id="post-content"
      class="code-editor"
      aria-label="Content HTML"
      spellcheck={false}
      rows={20}
      value={mode === "code" ? code : value}
      onInput={(event) => {
        const text = (event.target as HTMLTextAreaElement).value;
        setCode(text);
        onChange(text);
      }}
    />
  );
  return (
    <div class="field content-field">
      <span class="field-label" id="post-content-label">Content</span>
      <Tabs
        label="Editor mode"
        class="editor-tabs"
        onChange={switchTo}
        tabs={[
          {
            id: "visual",
            label: "Visual Editor",
            content: RichEditor && mode === "visual" && (
              <RichEditor
                value={value}
                onChange={onChange}
                announce={announce}
                onSelectText={(text, before) => (selected.current = { text, before })}
              />
            ),
          },
          { id: "code", label: "Code Editor", content: codeView },
        ]}
      />
      <p class="word-count" aria-live="polite">{wordLabel(countWords(value))}</p>
    </div>
  );
}
