/**
 * Applies the AI assistant's answer to the visual editor as the spec's table
 * says: replace (with a selection) replaces it, insert and any other value
 * insert at the cursor, replace_section replaces the whole content. The
 * selection is then cleared.
 */
import type { Editor } from "@tiptap/core";
import { assistantAction } from "../shared/ai_assistant.ts";

/** A range of the document the request was made for. */
export interface EditorRange {
  from: number;
  to: number;
}

/** The current selection and its text. */
export function readSelection(editor: Editor): EditorRange & { text: string } {
  const { from, to } = editor.state.selection;
  return { from, to, text: editor.state.doc.textBetween(from, to, "\n") };
}

/** See the module doc; `range` is the selection when the request was sent. */
export function applyAssistantAnswer(editor: Editor, operation: string, content: string, range: EditorRange): void {
  const action = assistantAction(operation, range.to > range.from);
  if (action === "all") {
    editor.commands.setContent(content, { emitUpdate: true });
  } else if (action === "replace") {
    editor.chain().insertContentAt({ from: range.from, to: range.to }, content).run();
  } else {
    editor.chain().insertContentAt(range.to, content).run();
  }
  const end = action === "all" ? editor.state.doc.content.size : editor.state.selection.to;
  editor.chain().setTextSelection(end).run();
}
