/** Small HTML helpers for building and flattening post content. */
import { decodeEntities, escapeHtml } from "../../../../lib/text/html_text.ts";

/** Decodes character references in plain text and trims it (titles, names). */
export function cleanText(text: string): string {
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/** `text` split on blank lines into `<p>` paragraphs, escaped; "" for empty text. */
export function paragraphs(text: string): string {
  return text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`).join("\n");
}

/** The credit line put at the end of content taken from another site. */
export function creditLine(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, "");
  return `<p>Receta original: <a href="${escapeHtml(url)}">${escapeHtml(host)}</a></p>`;
}
