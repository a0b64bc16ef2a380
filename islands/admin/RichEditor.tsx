/**
 * The visual content editor (tiptap under preact/compat): paragraphs, headings
 * 1–6, bold, italic, underline, lists, links (Insert Link dialog) and alignment, with the
 * placeholder 'Start writing your amazing post...'. It renders on the client
 * only (in an effect, on @tiptap/core: no React bindings reach the bundles)
 * and reports the HTML after every change.
 */
import { Editor } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import TextAlign from "@tiptap/extension-text-align";
import { Placeholder } from "@tiptap/extensions";
import { useEffect, useRef, useState } from "react";
import { EditorToolbar } from "../../components/admin/EditorToolbar.tsx";
import { LinkDialog } from "../../components/admin/LinkDialog.tsx";
import { applyLinkDraft, type LinkDraft, readLinkDraft } from "../../lib/client/editor_link.ts";
import { isLinkUrl, LINK_SCHEMES } from "../../lib/shared/url_rules.ts";
import { useExternalContent } from "../../lib/client/use_external_content.ts";
import { useAiAssistant } from "./ai/AiAssistantPopup.tsx";

/** The editor's default placeholder. */
export const EDITOR_PLACEHOLDER = "Start writing your amazing post...";

/** Props of {@link RichEditor}. */
export interface RichEditorProps {
  value: string;
  onChange: (html: string) => void;
}

/** See the module doc. */
export default function RichEditor({ value, onChange }: RichEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // Every transaction re-renders the toolbar, so its buttons follow the selection.
  const [, setTransactions] = useState(0);
  const report = useRef(onChange);
  report.current = useExternalContent(editor, value, onChange);
  useEffect(() => {
    const instance = new Editor({
      element: host.current!,
      // The CSP forbids <style> elements: ProseMirror's base rules live in static/admin.css.
      injectCSS: false,
      extensions: [
        StarterKit.configure({
          heading: { levels: [1, 2, 3, 4, 5, 6] },
          link: {
            openOnClick: false,
            protocols: [...LINK_SCHEMES],
            isAllowedUri: (url) => isLinkUrl(url),
            // No target or rel unless the Insert Link dialog asks for them.
            HTMLAttributes: { target: null, rel: null, class: null },
          },
          undoRedo: { depth: 100, newGroupDelay: 500 },
          // No empty paragraph kept after a final heading or list: it would be saved with the content.
          trailingNode: false,
        }),
        TextAlign.configure({ types: ["heading", "paragraph"], alignments: ["left", "center", "right", "justify"] }),
        Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
      ],
      content: value,
      editorProps: { attributes: { class: "rich-content", "aria-label": "Content", role: "textbox" } },
      onUpdate: ({ editor }) => report.current(editor.getHTML()),
      onTransaction: () => setTransactions((n) => n + 1),
    });
    setEditor(instance);
    return () => instance.destroy();
  }, []);
  const assistant = useAiAssistant(editor);
  const [link, setLink] = useState<{ draft: LinkDraft; existing: boolean } | null>(null);
  // Removing the dialog leaves the page's selection outside the editor: once it has gone, put the caret back.
  const linkOpen = useRef(false);
  useEffect(() => {
    if (linkOpen.current && !link) editor?.view.focus();
    linkOpen.current = link !== null;
  }, [link]);

  return (
    <div class="rich-editor">
      {editor && <EditorToolbar editor={editor} onLink={() => setLink(readLinkDraft(editor))} ai={assistant.toolbar} />}
      {assistant.popup}
      <div ref={host} />
      {editor && link && (
        <LinkDialog
          initial={link.draft}
          existing={link.existing}
          onClose={() => setLink(null)}
          onSubmit={(draft) => {
            setLink(null);
            applyLinkDraft(editor, draft);
          }}
        />
      )}
    </div>
  );
}
