/** generate-focus-keywords: the main and secondary focus keywords of a title. */
import { z } from "zod";
import type { FocusKeywordsRequestSchema } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { clip } from "../html.ts";
import { quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";

const KeywordsSchema = z.object({ mainFocusKeyword: z.string().min(1), secondaryFocusKeyword: z.string().min(1) });

/** Answers `{ mainFocusKeyword, secondaryFocusKeyword }`. */
export async function generateFocusKeywords(call: AiCall, input: z.output<typeof FocusKeywordsRequestSchema>) {
  const keywords = await askStructured(call, {
    name: "focus_keywords",
    schema: KeywordsSchema,
    task: "Propón la palabra clave principal (la búsqueda más probable, de 2 a 4 palabras) y una secundaria " +
      "relacionada, en minúsculas, para posicionar la entrada en Google en español.",
    prompt: quoted("Título", input.title),
    failure: "Failed to generate focus keywords",
  });
  return {
    mainFocusKeyword: clip(keywords.mainFocusKeyword.toLowerCase(), 200),
    secondaryFocusKeyword: clip(keywords.secondaryFocusKeyword.toLowerCase(), 200),
  };
}
