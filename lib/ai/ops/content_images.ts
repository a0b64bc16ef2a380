/**
 * generate-content-images: 2–4 images for content that has none planned. The
 * text model describes them (when configured; otherwise the subheadings do),
 * and each is inserted after an evenly spaced paragraph (several after one
 * paragraph when the content has fewer paragraphs than images).
 */
import { z } from "zod";
import { CONTENT_IMAGES_MAX, CONTENT_IMAGES_MIN, type GenerateContentImagesRequestSchema } from "../../schemas/ai.ts";
import type { GeneratedImage } from "../../schemas/ai.ts";
import { textConfigured } from "../availability.ts";
import type { AiCall } from "../call.ts";
import { clip, imageTag } from "../html.ts";
import { htmlToText } from "../../text/html_text.ts";
import { readPostHtml } from "../../content/post_html.ts";
import { generateImage, imagePrompt } from "../images/generate.ts";
import { quoted } from "../prompts.ts";
import { askStructured } from "../structured.ts";

/** How many images `content` gets: 2, 3 from 1,500 characters of text, 4 from 3,000. */
export function imageCountFor(content: string): number {
  const length = htmlToText(content).length;
  return Math.min(CONTENT_IMAGES_MAX, CONTENT_IMAGES_MIN + (length >= 1500 ? 1 : 0) + (length >= 3000 ? 1 : 0));
}

/**
 * `count` offsets right after the paragraphs where the images go, evenly spread, in order. Content with fewer
 * paragraphs than images gets several images after the same paragraph (the end of the content when it has none),
 * so a short post still gets the 2–4 images the count asks for.
 */
export function insertionPoints(content: string, count: number): number[] {
  const ends = [...content.matchAll(/<\/p>/gi)].map((m) => m.index! + m[0].length);
  if (ends.length === 0) return Array.from({ length: count }, () => content.length);
  const points: number[] = [];
  for (let i = 1; i <= count; i++) {
    points.push(ends[Math.max(0, Math.min(ends.length - 1, Math.round((i * ends.length) / (count + 1)) - 1))]);
  }
  return points.sort((a, b) => a - b);
}

async function describe(call: AiCall, title: string, content: string, count: number): Promise<string[]> {
  if (!textConfigured(call.env)) {
    const headings = readPostHtml(content).headings.filter((h) => h.level === 2 || h.level === 3).map((h) => h.text);
    return Array.from({ length: count }, (_, i) => headings[i] ?? `${title} (${i + 1})`);
  }
  const schema = z.object({ images: z.array(z.object({ description: z.string().min(1) })).min(count) });
  const answer = await askStructured(call, {
    name: "content_images",
    schema,
    task:
      `Describe ${count} fotografías distintas que ilustren el artículo, en orden de aparición (una frase cada una).`,
    prompt: [quoted("Título", title), quoted("Contenido", htmlToText(content), 10_000)].join("\n\n"),
    failure: "Failed to generate images",
  });
  return answer.images.slice(0, count).map((image) => image.description);
}

/** Answers `{ content, images, totalGenerated }`. */
export async function generateContentImages(
  call: AiCall,
  input: z.output<typeof GenerateContentImagesRequestSchema>,
) {
  const points = insertionPoints(input.content, imageCountFor(input.content));
  const descriptions = await describe(call, input.title, input.content, points.length);
  const images: GeneratedImage[] = [];
  const placed: { at: number; html: string }[] = [];
  let lastError: unknown = null;
  for (const [i, at] of points.entries()) {
    try {
      const image = await generateImage(call, {
        prompt: imagePrompt(descriptions[i], input.title, input.focusKeyword),
        type: "content",
        postId: input.postId,
        alt: clip(descriptions[i], 125),
        title: clip(input.title, 200),
        failure: "Failed to generate images",
      });
      images.push(image);
      placed.push({ at, html: imageTag(image) });
    } catch (error) {
      if (call.signal.aborted) throw error;
      lastError = error;
    }
  }
  if (images.length === 0 && lastError) throw lastError;
  let content = input.content;
  for (const { at, html } of placed.reverse()) content = content.slice(0, at) + html + content.slice(at);
  return { content, images, totalGenerated: images.length };
}
