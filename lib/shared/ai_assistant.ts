/**
 * Rules of the editor's AI assistant shared by the popup and the server:
 * when the article content goes with a request, how an answer's operation
 * is applied, the examples and the messages. Dependency-free.
 */

/** Message for an empty instruction. */
export const ASSISTANT_EMPTY = "Please enter a command";
/** Message of a failed request without a server message. */
export const ASSISTANT_FAILED = "Failed to process request";

/** Example instructions listed in the popup. */
export const ASSISTANT_EXAMPLES = [
  "Improve this paragraph",
  "Add a conclusion section",
  "Write an introduction about Cuban cooking",
  "Añade un enlace a la receta de frijoles negros",
  "Reescribe esta sección con un tono más cercano",
] as const;

/** Words (English and Spanish) of instructions that change the article's existing structure. */
const MODIFY_WORDS = [
  "link",
  "conclusion",
  "section",
  "paragraph",
  "modify",
  "improve",
  "rewrite",
  "edit",
  "change",
  "update",
  "restructure",
  "reorganize",
  "reorder",
  "heading",
  "remove",
  "delete",
  "replace",
  "shorten",
  "expand",
  "summarize",
  "enlace",
  "vínculo",
  "vinculo",
  "conclusión",
  "sección",
  "seccion",
  "párrafo",
  "parrafo",
  "modifica",
  "mejora",
  "reescrib",
  "edita",
  "cambia",
  "actualiza",
  "reorganiza",
  "ordena",
  "título",
  "encabezado",
  "elimina",
  "quita",
  "borra",
  "reemplaza",
  "sustituye",
  "acorta",
  "amplía",
  "amplia",
  "resume",
];

/** Instructions that only ask for something new: an image or a piece of text. */
const CREATE_ONLY =
  /^\s*(create|generate|write|make|crea|genera|escribe|haz)\b[^.]*\b(image|picture|photo|imagen|foto|text|texto)\b/i;

/**
 * True when `instruction` looks like a change to the existing article (a link, a
 * conclusion, a section, a paragraph, modify, improve… in English or Spanish),
 * and not a request to create an image or a piece of text: only then is the
 * article content sent with the request.
 */
export function needsArticleContent(instruction: string): boolean {
  const text = instruction.toLowerCase();
  if (CREATE_ONLY.test(text) && !/\b(section|sección|seccion|paragraph|párrafo|parrafo)\b/.test(text)) return false;
  return MODIFY_WORDS.some((word) => text.includes(word));
}

/** Operations an answer may carry; any other value inserts at the cursor. */
export type AssistantOperation = "replace" | "insert" | "replace_section" | string;

/** What to do with an answer: replace the selection, insert at the cursor, or replace the whole content. */
export function assistantAction(operation: AssistantOperation, hasSelection: boolean): "replace" | "insert" | "all" {
  if (operation === "replace_section") return "all";
  if (operation === "replace" && hasSelection) return "replace";
  return "insert";
}
