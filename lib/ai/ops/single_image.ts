/** generate-single-image: one image (featured 512×512 by default) stored in the media library. */
import type { z } from "zod";
import type { GenerateSingleImageRequestSchema } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { clip } from "../html.ts";
import { generateImage, imagePrompt } from "../images/generate.ts";

/** Answers `{ imageData, image }`: `imageData` is the stored image's URL; the file is named from the title. */
export async function generateSingleImage(call: AiCall, input: z.output<typeof GenerateSingleImageRequestSchema>) {
  const featured = input.imageType === "featured";
  const description = [input.description, input.context].filter(Boolean).join(". ");
  const image = await generateImage(call, {
    prompt: imagePrompt(description, input.articleTitle, input.keywords || input.focusKeyword),
    type: input.imageType,
    postId: input.postId,
    alt: clip(featured ? input.articleTitle : input.description || input.articleTitle, 125),
    title: clip(input.articleTitle, 200),
    failure: featured ? "Featured image generation failed" : "Failed to generate images",
  });
  return { imageData: image.url, image };
}
