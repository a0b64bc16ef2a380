/** smart-assistant: one editor instruction on the selection or the article, answered as an editor operation. */
import { z } from "zod";
import type { SmartAssistantRequestSchema } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { cleanGeneratedHtml } from "../html.ts";
import { HTML_RULES, quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";

const AnswerSchema = z.object({
  operation: z.enum(["replace", "insert", "replace_section"]),
  content: z.string().min(1),
});

const TASK = [
  "Eres el asistente del editor de entradas. Cumple la instrucción del usuario y elige la operación:",
  '- "replace": reescribe el texto seleccionado (solo si hay selección); content es el nuevo texto.',
  '- "insert": contenido nuevo para insertar en el cursor.',
  '- "replace_section": el artículo completo modificado (solo si se te dio el artículo y la instrucción lo cambia).',
  HTML_RULES,
].join("\n");

/** Answers `{ operation, content }` with sanitised HTML; a replace without selection becomes an insert. */
export async function smartAssistant(call: AiCall, input: z.output<typeof SmartAssistantRequestSchema>) {
  const parts = [quoted("Instrucción", input.instruction)];
  if (input.articleTitle) parts.push(quoted("Título del artículo", input.articleTitle));
  if (input.selectedText) parts.push(quoted("Texto seleccionado", input.selectedText));
  if (input.articleContent) parts.push(quoted("Artículo actual (HTML)", input.articleContent, 60_000));
  const answer = await askStructured(call, {
    name: "assistant_answer",
    schema: AnswerSchema,
    task: TASK,
    prompt: parts.join("\n\n"),
    failure: "Failed to process request",
  });
  let operation = answer.operation;
  if (operation === "replace" && !input.selectedText) operation = "insert";
  if (operation === "replace_section" && !input.articleContent) operation = "insert";
  return { operation, content: await cleanGeneratedHtml(answer.content) };
}
