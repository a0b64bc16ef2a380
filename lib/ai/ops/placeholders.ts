/**
 * replace-placeholders and generate-images: each `<!-- IMAGE_PLACEHOLDER: … -->`
 * of the content (at most four per call) becomes a generated content image
 * stored in the media library. A failed image leaves its placeholder; when
 * every image failed the error is answered.
 */
import { CONTENT_IMAGES_MAX } from "../../schemas/ai.ts";
import type { AiCall } from "../call.ts";
import { clip, imageTag, PLACEHOLDER } from "../html.ts";
import { generateImage, imagePrompt } from "../images/generate.ts";

interface PlaceholderInput {
  title: string;
  content: string;
  postId: string | null;
  focusKeyword?: string;
}

/** POST /api/ai/replace-placeholders and /api/ai/generate-images → `{ content, totalGenerated }`. */
export async function fillPlaceholders(call: AiCall, input: PlaceholderInput) {
  const found = [...input.content.matchAll(PLACEHOLDER)].slice(0, CONTENT_IMAGES_MAX);
  let content = input.content;
  let totalGenerated = 0;
  let lastError: unknown = null;
  for (const [comment, text] of found) {
    const description = text.trim();
    try {
      const alt = clip(description || input.title, 125);
      const image = await generateImage(call, {
        prompt: imagePrompt(description, input.title, input.focusKeyword ?? ""),
        type: "content",
        postId: input.postId,
        alt,
        title: clip(input.title, 200),
        failure: "Failed to generate images",
      });
      content = content.replace(comment, imageTag(image));
      totalGenerated++;
    } catch (error) {
      if (call.signal.aborted) throw error;
      lastError = error;
    }
  }
  if (totalGenerated === 0 && lastError) throw lastError;
  return { content, totalGenerated };
}
