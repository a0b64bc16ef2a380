/**
 * The visual content editor (tiptap under preact/compat): paragraphs, headings
 * 1–6, bold, italic, underline, lists and task lists, links (Insert Link
 * dialog, link menu), images (uploaded at once; image menu, edge resizing),
 * embedded videos (Embed Video dialog) and alignment, with the placeholder
 * 'Start writing your amazing post...'. It renders on the client only (in an
 * effect, on @tiptap/core: no React bindings reach the bundles) and reports
 * the HTML after every change.
 */
import { Editor } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import TextAlign from "@tiptap/extension-text-align";
import { TaskItem, TaskList } from "@tiptap/extension-list";
import { Placeholder } from "@tiptap/extensions";
import { useEffect, useRef, useState } from "react";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { LinkDialog } from "./LinkDialog.tsx";
import { VideoDialog } from "./VideoDialog.tsx";
import { applyLinkDraft, type LinkDraft, readLinkDraft } from "../../lib/client/editor_link.ts";
import { ContentImage, VideoEmbed } from "../../lib/client/editor_nodes.ts";
import {
  htmlWithoutPendingImages,
  ImageUploads,
  insertBlock,
  insertImageFiles,
  replaceImage,
} from "../../lib/client/editor_images.ts";
import { type EditorMenu, imageMenuAt, linkMenuAt, selectedImageMenu } from "../../lib/client/editor_menus.ts";
import { attachImageResize, imagePos, resizeEdge } from "../../lib/client/image_tools.ts";
import { isLinkUrl, LINK_SCHEMES } from "../../lib/shared/url_rules.ts";
import { HEADING_LEVELS, TEXT_ALIGNMENTS } from "../../lib/shared/content_schema.ts";
import { EditorPopovers } from "./EditorPopovers.tsx";
import { useExternalContent } from "../../lib/client/use_external_content.ts";
import { useAiAssistant } from "../../islands/admin/ai/AiAssistantPopup.tsx";

/** The editor's default placeholder. */
export const EDITOR_PLACEHOLDER = "Start writing your amazing post...";

/** Undo history: 100 steps, typing grouped into one step until a 500 ms pause. */
export const UNDO_HISTORY = { depth: 100, newGroupDelay: 500 } as const;

/** Props of {@link RichEditor}. */
export interface RichEditorProps {
  value: string;
  onChange: (html: string) => void;
  /**
   * Told the selected text and how many non-space characters come before it after every selection change (the
   * Code Editor selects the same text).
   */
  onSelectText?: (text: string, before: number) => void;
  /** Reports the loaded HTML once the editor is up (after the Code Editor handed its text over). */
  announce?: boolean;
}

/** See the module doc. */
export default function RichEditor({ value, onChange, onSelectText, announce }: RichEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // Every transaction re-renders the toolbar, so its buttons follow the selection.
  const [, setTransactions] = useState(0);
  const [uploading, setUploading] = useState(0);
  const [menu, setMenu] = useState<EditorMenu | null>(null);
  const [link, setLink] = useState<{ draft: LinkDraft; existing: boolean } | null>(null);
  const [video, setVideo] = useState(false);
  /** Where the picked file goes: a new image at the caret, or the image at this position (Replace). */
  const replaceAt = useRef<number | null>(null);
  const report = useRef(onChange);
  report.current = useExternalContent(editor, value, onChange);
  const selectText = useRef(onSelectText);
  selectText.current = onSelectText;
  const reportSelection = (instance: Editor, { from, to }: { from: number; to: number }) => {
    if (from === to) return selectText.current?.("", 0);
    const before = instance.state.doc.textBetween(0, from, "").replace(/\s+/g, "").length;
    selectText.current?.(instance.state.doc.textBetween(from, to, "\n"), before);
  };

  useEffect(() => {
    const onBusy = (delta: number) => setUploading((n) => n + delta);
    // Where the last press in the editor happened: a click opens a link or image menu only without a drag.
    let pressedAt: [number, number] | null = null;
    const instance: Editor = new Editor({
      element: host.current!,
      // The CSP forbids <style> elements: ProseMirror's base rules live in static/admin.css.
      injectCSS: false,
      extensions: [
        StarterKit.configure({
          heading: { levels: [...HEADING_LEVELS] },
          link: {
            openOnClick: false,
            protocols: [...LINK_SCHEMES],
            isAllowedUri: (url) => isLinkUrl(url),
            // No target or rel unless the Insert Link dialog asks for them.
            HTMLAttributes: { target: null, rel: null, class: null },
          },
          undoRedo: UNDO_HISTORY,
          // No empty paragraph kept after a final heading or list: it would be saved with the content.
          trailingNode: false,
        }),
        TextAlign.configure({ types: ["heading", "paragraph"], alignments: [...TEXT_ALIGNMENTS] }),
        Placeholder.configure({ placeholder: EDITOR_PLACEHOLDER }),
        TaskList,
        TaskItem.configure({ nested: true }),
        ContentImage,
        VideoEmbed,
        ImageUploads.configure({ onBusy }),
      ],
      content: value,
      editorProps: {
        attributes: { class: "rich-content", "aria-label": "Content", role: "textbox" },
        handleDOMEvents: {
          pointerdown(_view, event) {
            pressedAt = [event.clientX, event.clientY];
            return false;
          },
          // Menus open on the browser's own click, not the editor's click detection (which takes a quick second click
          // for half of a double click); a press and release more than 4 px apart is a drag (a selection, a resize).
          click(view, event) {
            const target = event.target as Element | null;
            if (event.button !== 0 || !pressedAt || !target || !view.dom.contains(target)) return false;
            if (Math.max(Math.abs(pressedAt[0] - event.clientX), Math.abs(pressedAt[1] - event.clientY)) > 4) {
              return false;
            }
            if (target.tagName === "IMG") {
              const pos = imagePos(instance, target);
              if (pos !== null && !resizeEdge(target, event.clientX)) {
                setMenu(imageMenuAt(instance, pos, box.current!, false));
              }
              return false;
            }
            const anchor = target.closest("a");
            if (anchor) setMenu(linkMenuAt(instance, box.current!, false, anchor));
            return false;
          },
        },
        handleKeyDown(_view, event) {
          if (event.key === "Escape") setMenu(null);
          if (event.key !== "Enter") return false;
          const opened = event.altKey
            ? linkMenuAt(instance, box.current!, true)
            : selectedImageMenu(instance, box.current!);
          if (!opened) return false;
          setMenu(opened);
          return true;
        },
      },
      onCreate: ({ editor }) => {
        if (announce) report.current(htmlWithoutPendingImages(editor.getHTML()));
      },
      onUpdate: ({ editor }) => {
        setMenu((open) => (open?.kind === "link" ? null : open));
        report.current(htmlWithoutPendingImages(editor.getHTML()));
      },
      onSelectionUpdate: ({ editor }) => reportSelection(editor, editor.state.selection),
      onTransaction: () => setTransactions((n) => n + 1),
    });
    const detachResize = attachImageResize(instance);
    setEditor(instance);
    return () => {
      detachResize();
      // The browser may not have told the editor of the last keyboard selection yet: read it from the page.
      const range = domSelectionIn(instance);
      if (range) reportSelection(instance, range);
      instance.destroy();
    };
  }, []);
  const assistant = useAiAssistant(editor);

  // Removing a dialog leaves the page's selection outside the editor: once it has gone, put the caret back.
  const dialogOpen = useRef(false);
  useEffect(() => {
    if (dialogOpen.current && !link && !video) editor?.view.focus();
    dialogOpen.current = link !== null || video;
  }, [link, video]);

  const onFile = async (file: File | undefined) => {
    const at = replaceAt.current;
    replaceAt.current = null;
    if (!file || !editor) return;
    if (at === null) return insertImageFiles(editor, [file], (delta) => setUploading((n) => n + delta));
    await replaceImage(editor, at, file, (delta) => setUploading((n) => n + delta));
  };

  return (
    <div class="rich-editor" ref={box}>
      {editor && (
        <EditorToolbar
          editor={editor}
          uploading={uploading}
          onLink={() => setLink(readLinkDraft(editor))}
          onImage={() => files.current?.click()}
          onVideo={() => setVideo(true)}
          ai={assistant.toolbar}
        />
      )}
      {assistant.popup}
      <div ref={host} />
      <input
        ref={files}
        type="file"
        accept="image/*"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const input = event.currentTarget;
          void onFile(input.files?.[0]);
          input.value = "";
        }}
      />
      {uploading > 0 && <p class="editor-status" role="status">Uploading image...</p>}
      {editor && menu && (
        <EditorPopovers
          editor={editor}
          menu={menu}
          onClose={() => setMenu(null)}
          onEditLink={() => {
            setMenu(null);
            setLink(readLinkDraft(editor));
          }}
          onReplace={(pos) => {
            replaceAt.current = pos;
            files.current?.click();
          }}
        />
      )}
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
      {editor && video && (
        <VideoDialog
          onClose={() => setVideo(false)}
          onInsert={(attrs) => {
            setVideo(false);
            insertBlock(editor, { type: "videoEmbed", attrs: { ...attrs } });
          }}
        />
      )}
    </div>
  );
}

/** The page's selection as document positions, when it lies inside the editor. */
function domSelectionIn(editor: Editor): { from: number; to: number } | null {
  const selection = globalThis.getSelection?.();
  if (!selection?.rangeCount) return null;
  const range = selection.getRangeAt(0);
  const dom = editor.view.dom;
  if (!dom.contains(range.startContainer) || !dom.contains(range.endContainer)) return null;
  try {
    return {
      from: editor.view.posAtDOM(range.startContainer, range.startOffset),
      to: editor.view.posAtDOM(range.endContainer, range.endOffset),
    };
  } catch {
    return null;
  }
}
