/**
 * The visual editor's open menu, wired to the document: the image menu
 * (presets, alt, title, replace, delete) for the image at its position, or
 * the link menu (open, edit, remove) for the link at the caret. Closing puts
 * the focus back in the editor; a dismissal (the focus tabbed out) leaves it
 * where it went.
 */
import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import type { EditorMenu } from "@/lib/client/editor_menus.ts";
import { presetWidth, setImageWidth } from "@/lib/client/image_tools.ts";
import { ImageMenu } from "./ImageMenu.tsx";
import { LinkMenu } from "./LinkMenu.tsx";

/** Props of {@link EditorPopovers}. */
export interface EditorPopoversProps {
  editor: Editor;
  menu: EditorMenu;
  onClose: () => void;
  /** Opens the Insert Link dialog for the link at the caret. */
  onEditLink: () => void;
  /** Opens the file picker to replace the image at `pos`. */
  onReplace: (pos: number) => void;
}

/** See the module doc. */
export function EditorPopovers({ editor, menu, onClose, onEditLink, onReplace }: EditorPopoversProps) {
  if (menu.kind === "link") {
    return (
      <LinkMenu
        href={menu.href}
        top={menu.top}
        left={menu.left}
        focus={menu.focus}
        onClose={() => {
          onClose();
          editor.view.focus();
        }}
        onDismiss={onClose}
        onEdit={onEditLink}
        onRemove={() => {
          onClose();
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
        }}
      />
    );
  }
  const { pos } = menu;
  const node = editor.state.doc.nodeAt(pos);
  if (node?.type.name !== "image") return null;
  const setAttr = (name: "alt" | "title", value: string) => {
    const current = editor.state.doc.nodeAt(pos);
    if (current?.type.name !== "image") return;
    const empty = name === "alt" ? "" : null;
    const attrs = { ...current.attrs, [name]: value.trim() === "" ? empty : value };
    editor.view.dispatch(editor.state.tr.setNodeMarkup(pos, undefined, attrs));
  };
  const close = () => {
    onClose();
    const { state, view } = editor;
    if (state.doc.nodeAt(pos)?.type.name === "image") {
      view.dispatch(state.tr.setSelection(NodeSelection.create(state.doc, pos)));
    }
    view.focus();
  };
  return (
    <ImageMenu
      key={pos}
      alt={node.attrs.alt ?? ""}
      title={node.attrs.title ?? ""}
      top={menu.top}
      left={menu.left}
      focus={menu.focus}
      onPreset={(percent) => {
        const img = editor.view.nodeDOM(pos) as HTMLImageElement | null;
        setImageWidth(editor, pos, presetWidth(percent, editor.view.dom.clientWidth), img);
      }}
      onAlt={(value) => setAttr("alt", value)}
      onTitle={(value) => setAttr("title", value)}
      onReplace={() => onReplace(pos)}
      onDelete={() => {
        onClose();
        editor.chain().focus().deleteRange({ from: pos, to: pos + node.nodeSize }).run();
      }}
      onClose={close}
      onDismiss={onClose}
    />
  );
}
