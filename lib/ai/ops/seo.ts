/** generate-seo: meta title, meta description, focus keywords and excerpt for a post. */
import { z } from "zod";
import type { GenerateSeoRequestSchema } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { clip } from "../html.ts";
import { htmlToText } from "../../text/html_text.ts";
import { quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";

const MetadataSchema = z.object({
  metaTitle: z.string().min(1),
  metaDescription: z.string().min(1),
  focusKeyword: z.string().min(1),
  secondaryFocusKeyword: z.string(),
  excerpt: z.string().min(1),
});

/** Answers `{ metadata }`; meta title ≤ 60 and meta description ≤ 160 characters. */
export async function generateSeo(call: AiCall, input: z.output<typeof GenerateSeoRequestSchema>) {
  const metadata = await askStructured(call, {
    name: "seo_metadata",
    schema: MetadataSchema,
    task: [
      "Escribe los metadatos SEO de la entrada.",
      "metaTitle de 50 a 60 caracteres con la palabra clave al principio; metaDescription de 120 a 160 caracteres;",
      "focusKeyword y secondaryFocusKeyword de 2 a 4 palabras; excerpt de una o dos frases.",
    ].join(" "),
    prompt: [
      quoted("Título", input.title),
      input.category ? quoted("Categoría", input.category) : "",
      input.content ? quoted("Contenido", htmlToText(input.content), 15_000) : "",
    ].filter(Boolean).join("\n\n"),
    failure: "Failed to generate SEO",
  });
  return {
    metadata: {
      metaTitle: clip(metadata.metaTitle, 60),
      metaDescription: clip(metadata.metaDescription, 160),
      focusKeyword: clip(metadata.focusKeyword, 200),
      secondaryFocusKeyword: clip(metadata.secondaryFocusKeyword, 200),
      excerpt: clip(metadata.excerpt, 500),
    },
  };
}
