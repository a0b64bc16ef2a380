/**
 * Generated HTML before it reaches the editor: image placeholders rewritten to
 * the one form the sanitiser keeps, then the editor's own sanitiser.
 */
import { sanitizePostHtml } from "../content/sanitize.ts";
import { escapeHtml } from "../text/html_text.ts";

/** Any placeholder comment the model may write, however spaced. */
const LOOSE_PLACEHOLDER = /<!--\s*IMAGE[_ ]PLACEHOLDER\s*:?\s*([\s\S]*?)\s*-->/gi;
/** A placeholder the sanitiser keeps (`<!-- IMAGE_PLACEHOLDER: description -->`, the description optional). */
export const PLACEHOLDER = /<!--\s*IMAGE_PLACEHOLDER\s*:?\s*((?:[^<>"'-]|-(?!-))*?)\s*-->/g;

/** Placeholder text without the characters a comment or the sanitiser refuses. */
function placeholderText(text: string): string {
  return text.replace(/[<>"'`]/g, "").replace(/-{2,}/g, "-").replace(/-+$/, "").replace(/\s+/g, " ").trim()
    .slice(0, 300);
}

/** The placeholder comment for `description`. */
export function placeholderComment(description: string): string {
  const text = placeholderText(description);
  return text ? `<!-- IMAGE_PLACEHOLDER: ${text} -->` : "<!-- IMAGE_PLACEHOLDER -->";
}

/** Normalises placeholders and sanitises `html` as the editor's save does. */
export async function cleanGeneratedHtml(html: string): Promise<string> {
  const unfenced = html.trim().replace(/^```(?:html)?\s*|\s*```$/g, "");
  const placeholders = unfenced.replace(LOOSE_PLACEHOLDER, (_, text: string) => placeholderComment(text));
  return (await sanitizePostHtml(placeholders)).trim();
}

/** The editor's image markup (default class `max-w-full h-auto rounded-lg`). */
export function imageTag(image: { url: string; alt: string; title: string }): string {
  return `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" title="${escapeHtml(image.title)}" ` +
    `class="max-w-full h-auto rounded-lg">`;
}

/** `text` cut at a word boundary to at most `max` characters. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "");
}
