/**
 * The visual content editor (tiptap under preact/compat): paragraphs, headings
 * 1–6, bold, italic, underline, lists, links and alignment, with the
 * placeholder 'Start writing your amazing post...'. It renders on the client
 * only (`immediatelyRender: false`) and reports the HTML after every change.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import TextAlign from "@tiptap/extension-text-align";
import { Placeholder } from "@tiptap/extensions";
import { EditorToolbar } from "../../components/admin/EditorToolbar.tsx";

/** The editor's default placeholder. */
export const EDITOR_PLACEHOLDER = "Start writing your amazing post...";

/** Props of {@link RichEditor}. */
export interface RichEditorProps {
  value: string;
  onChange: (html: string) => void;
}

/** See the module doc. */
export default function RichEditor({ value, onChange }: RichEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    // The CSP forbids <style> elements: ProseMirror's base rules live in static/admin.css.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4, 5, 6] },
        link: { openOnClick: false },
        undoRedo: { depth: 100, newGroupDelay: 500 },
        // No empty paragraph kept after a final heading or list: it would be saved with the content.
        trailingNode: false,
      }),
      TextAlign.configure({ types: ["heading", "paragraph"], alignments: ["left", "center", "right", "justify"] }),
      Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
    ],
    content: value,
    editorProps: { attributes: { class: "rich-content", "aria-label": "Content", role: "textbox" } },
    onUpdate: ({ editor }) => onChange(editor.getHTML()),
  });
  useEditorState({ editor, selector: ({ transactionNumber }) => transactionNumber });

  return (
    <div class="rich-editor">
      {editor && <EditorToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
