/** generate-section: one field of the post (title, excerpt, meta fields, content or conclusion). */
import { z } from "zod";
import type { AiSection, GenerateSectionRequestSchema } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { cleanGeneratedHtml, clip } from "../html.ts";
import { htmlToText } from "../../text/html_text.ts";
import { HTML_RULES, PLACEHOLDER_RULES, quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";

const SectionSchema = z.object({ text: z.string().min(1) });

const TASKS: Record<AiSection, string> = {
  title: "Escribe un título atractivo de menos de 60 caracteres (texto sin HTML).",
  excerpt: "Escribe un extracto de una o dos frases (texto sin HTML).",
  metaTitle: "Escribe un meta título de 50 a 60 caracteres con la palabra clave al principio (texto sin HTML).",
  metaDescription: "Escribe una meta descripción de 120 a 160 caracteres con la palabra clave (texto sin HTML).",
  content: `Escribe el contenido completo de la entrada en HTML.\n${HTML_RULES}\n${PLACEHOLDER_RULES}`,
  conclusion: `Escribe una conclusión (un <h2> y uno o dos párrafos) para el final del artículo.\n${HTML_RULES}`,
};
const LIMITS: Partial<Record<AiSection, number>> = { title: 200, excerpt: 500, metaTitle: 60, metaDescription: 160 };

/** Answers `{ data: { [section]: text } }`; HTML sections sanitised, text sections bounded. */
export async function generateSection(call: AiCall, input: z.output<typeof GenerateSectionRequestSchema>) {
  const existing = JSON.stringify(input.existingData).slice(0, 5000);
  const answer = await askStructured(call, {
    name: "post_section",
    schema: SectionSchema,
    task: TASKS[input.section],
    prompt: [
      quoted("Título", input.title),
      input.focusKeyword ? quoted("Palabra clave", input.focusKeyword) : "",
      input.content ? quoted("Contenido actual", htmlToText(input.content), 15_000) : "",
      existing !== "{}" ? quoted("Datos existentes (JSON)", existing) : "",
    ].filter(Boolean).join("\n\n"),
    failure: `Failed to generate ${input.section}`,
    maxTokens: input.section === "content" ? 8000 : 1000,
  });
  const limit = LIMITS[input.section];
  const value = limit ? clip(htmlToText(answer.text), limit) : await cleanGeneratedHtml(answer.text);
  return { data: { [input.section]: value } };
}
