/**
 * The visual editor's selection as the page shows it. ProseMirror reads the page's selection when the browser's
 * `selectionchange` event runs, a task after the selection moved: a key pressed right after a drag or a
 * shift-click can come first, and a handler reading the editor's state would see the selection from before.
 */
import type { EditorView } from "@tiptap/pm/view";
import { TextSelection } from "@tiptap/pm/state";

/**
 * Makes the editor's text selection the one the page shows, when the page's selection lies in the editor and the
 * editor has not read it yet. A selected node (an image) is left as it is.
 */
export function readDomSelection(view: EditorView): void {
  const shown = (view.root as Document).getSelection?.();
  if (!shown?.anchorNode || !shown.focusNode) return;
  if (!view.dom.contains(shown.anchorNode) || !view.dom.contains(shown.focusNode)) return;
  const { selection, doc } = view.state;
  if (!(selection instanceof TextSelection)) return;
  let anchor: number;
  let head: number;
  try {
    anchor = view.posAtDOM(shown.anchorNode, shown.anchorOffset);
    head = view.posAtDOM(shown.focusNode, shown.focusOffset);
  } catch {
    return; // a node ProseMirror does not map (a widget): leave the selection to ProseMirror
  }
  if (anchor === selection.anchor && head === selection.head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))));
}
