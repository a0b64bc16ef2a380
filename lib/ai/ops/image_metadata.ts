/** generate-image-metadata: Spanish alt text, title and file name of a post image. */
import { z } from "zod";
import type { GenerateImageMetadataRequestSchema } from "../../schemas/ai.ts";
import { baseFileName } from "../../media/file_names.ts";
import type { AiCall } from "../call.ts";
import { clip } from "../html.ts";
import { quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";

const MetadataSchema = z.object({ alt: z.string().min(1), title: z.string().min(1), filename: z.string() });

/** Answers `{ metadata: { alt, title, filename } }`; the file name is a slug ending in `.webp`. */
export async function generateImageMetadata(
  call: AiCall,
  input: z.output<typeof GenerateImageMetadataRequestSchema>,
) {
  const metadata = await askStructured(call, {
    name: "image_metadata",
    schema: MetadataSchema,
    task: "Escribe el texto alternativo (máximo 125 caracteres, descriptivo), el título y un nombre de archivo " +
      `corto para una imagen ${input.imageType === "featured" ? "destacada" : "del contenido"} de la entrada.`,
    prompt: [
      quoted("Título de la entrada", input.postTitle),
      input.category ? quoted("Categoría", input.category) : "",
      input.nearbyText ? quoted("Texto cercano", input.nearbyText, 3000) : "",
    ].filter(Boolean).join("\n\n"),
    failure: "Failed to generate image metadata",
  });
  const alt = clip(metadata.alt, 125);
  return {
    metadata: {
      alt,
      title: clip(metadata.title, 200),
      filename: `${baseFileName(metadata.filename || alt)}.webp`,
    },
  };
}
