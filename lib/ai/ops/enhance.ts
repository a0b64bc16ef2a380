/** enhance-content: the post's HTML improved as instructed, sanitised; and the rewrite it shares with fix-content. */
import { z } from "zod";
import type { EnhanceContentRequestSchema } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { cleanGeneratedHtml } from "../html.ts";
import { HTML_RULES, quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";

const ContentSchema = z.object({ content: z.string().min(1) });

/** Asks for the whole post HTML rewritten as `task` says (images and placeholders kept; empty prompt parts left out). */
export async function rewriteContent(
  call: AiCall,
  { name, task, prompt, failure }: { name: string; task: string; prompt: string[]; failure: string },
): Promise<{ content: string }> {
  const answer = await askStructured(call, {
    name,
    schema: ContentSchema,
    task: `${task} Devuelve el HTML completo.\n${HTML_RULES}`,
    prompt: prompt.filter(Boolean).join("\n\n"),
    failure,
    maxTokens: 8000,
  });
  return { content: await cleanGeneratedHtml(answer.content) };
}

/** Answers `{ content }`. */
export function enhanceContent(call: AiCall, input: z.output<typeof EnhanceContentRequestSchema>) {
  return rewriteContent(call, {
    name: "enhanced_content",
    task: "Mejora el contenido HTML dado: claridad, estructura y SEO, conservando los datos, enlaces, imágenes " +
      "y comentarios IMAGE_PLACEHOLDER.",
    prompt: [
      input.instructions ? quoted("Instrucciones", input.instructions) : "",
      quoted("Contenido (HTML)", input.content, 60_000),
    ],
    failure: "Failed to enhance content",
  });
}
