/** enhance-content: the post's HTML improved as instructed, sanitised. */
import { z } from "zod";
import type { EnhanceContentRequestSchema } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { cleanGeneratedHtml } from "../html.ts";
import { HTML_RULES, quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";

const ContentSchema = z.object({ content: z.string().min(1) });

/** Answers `{ content }`. */
export async function enhanceContent(call: AiCall, input: z.output<typeof EnhanceContentRequestSchema>) {
  const answer = await askStructured(call, {
    name: "enhanced_content",
    schema: ContentSchema,
    task: "Mejora el contenido HTML dado: claridad, estructura y SEO, conservando los datos, enlaces, imágenes " +
      `y comentarios IMAGE_PLACEHOLDER. Devuelve el HTML completo.\n${HTML_RULES}`,
    prompt: [
      input.instructions ? quoted("Instrucciones", input.instructions) : "",
      quoted("Contenido (HTML)", input.content, 60_000),
    ].filter(Boolean).join("\n\n"),
    failure: "Failed to enhance content",
    maxTokens: 8000,
  });
  return { content: await cleanGeneratedHtml(answer.content) };
}
