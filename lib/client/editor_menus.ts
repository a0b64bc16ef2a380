/**
 * Where the visual editor's image and link menus open: the image or link
 * under a click or under the selection, and the menu's place below it
 * relative to the editor's box.
 */
import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { readDomSelection } from "./editor_dom_selection.ts";

/** An open menu: the image at `pos`, or the link around the caret; `focus` when opened from the keyboard. */
export type EditorMenu =
  | { kind: "image"; pos: number; top: number; left: number; focus: boolean }
  | { kind: "link"; href: string; top: number; left: number; focus: boolean };

/** The point below `target`, in pixels from the top left corner of `box`. */
export function below(target: Element, box: Element): { top: number; left: number } {
  const rect = target.getBoundingClientRect();
  const origin = box.getBoundingClientRect();
  return { top: Math.round(rect.bottom - origin.top + 4), left: Math.max(0, Math.round(rect.left - origin.left)) };
}

/** The image menu for the image at `pos`, or null when there is none. */
export function imageMenuAt(editor: Editor, pos: number, box: Element, focus: boolean): EditorMenu | null {
  const dom = editor.view.nodeDOM(pos);
  if (!(dom instanceof HTMLElement) || editor.state.doc.nodeAt(pos)?.type.name !== "image") return null;
  return { kind: "image", pos, focus, ...below(dom, box) };
}

/** The image menu for a selected image (the keyboard's way in), or null. */
export function selectedImageMenu(editor: Editor, box: Element): EditorMenu | null {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== "image") return null;
  return imageMenuAt(editor, selection.from, box, true);
}

/**
 * The link menu for the link element `anchor`, or for the link around the caret when `anchor` is omitted (the
 * selection as the page shows it, which the editor may not have read yet: Alt+Enter right after a drag).
 */
export function linkMenuAt(editor: Editor, box: Element, focus: boolean, anchor?: Element | null): EditorMenu | null {
  if (!anchor) {
    readDomSelection(editor.view);
    if (!editor.isActive("link")) return null;
    anchor = linkElementAtSelection(editor);
  }
  if (!anchor) return null;
  return { kind: "link", href: anchor.getAttribute("href") ?? "", focus, ...below(anchor, box) };
}

/**
 * The link element the selection is in. A selection can start or end on the link's edge, where the position maps to
 * the text beside the link, so the positions one step inside are tried too.
 */
function linkElementAtSelection(editor: Editor): Element | null {
  const { from, to } = editor.state.selection;
  const size = editor.state.doc.content.size;
  for (const pos of [from, from + 1, to - 1, to]) {
    if (pos < 0 || pos > size) continue;
    const { node } = editor.view.domAtPos(pos);
    const anchor = (node instanceof Element ? node : node.parentElement)?.closest("a");
    if (anchor && editor.view.dom.contains(anchor)) return anchor;
  }
  return null;
}
