/**
 * Rules of the editor's AI assistant popup: how an answer's operation is
 * applied, the examples and the messages (when the article content goes with
 * a request is `ai_instruction.ts`). Dependency-free.
 */

/** Message for an empty instruction. */
export const ASSISTANT_EMPTY = "Please enter a command";

/** Example instructions listed in the popup. */
export const ASSISTANT_EXAMPLES = [
  "Improve this paragraph",
  "Add a conclusion section",
  "Write an introduction about Cuban cooking",
  "Añade un enlace a la receta de frijoles negros",
  "Reescribe esta sección con un tono más cercano",
] as const;

/** Operations an answer may carry; any other value inserts at the cursor. */
export type AssistantOperation = "replace" | "insert" | "replace_section" | string;

/** What to do with an answer: replace the selection, insert at the cursor, or replace the whole content. */
export function assistantAction(operation: AssistantOperation, hasSelection: boolean): "replace" | "insert" | "all" {
  if (operation === "replace_section") return "all";
  if (operation === "replace" && hasSelection) return "replace";
  return "insert";
}
