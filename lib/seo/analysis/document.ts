/**
 * The parts of a post's HTML the analysis reads: text blocks (paragraphs, list
 * items and the like), subheadings, image alt texts and link targets. A light
 * tag reader for the sanitised HTML the editor stores; no DOM needed.
 */
import { decodeEntities } from "../../text/entities.ts";

/** What {@link readDocument} finds in a post's HTML. */
export interface PostDocument {
  /** All visible text, blocks separated by new lines. */
  text: string;
  /** Text of each paragraph-like block (not headings), in order. */
  paragraphs: string[];
  /** Text of each h2–h6. */
  subheadings: string[];
  /** The alt text of each image ('' when missing). */
  imageAlts: string[];
  /** The href of each link. */
  links: string[];
}

const BLOCK =
  /<\/?(p|div|li|ul|ol|h[1-6]|blockquote|td|th|tr|table|section|article|figure|figcaption|pre)\b[^>]*>|<br\s*\/?>/gi;

/** Plain text of an HTML fragment: tags removed, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
}

function attribute(tag: string, name: string): string | null {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return match ? decodeEntities(match[2] ?? match[3] ?? match[4] ?? "") : null;
}

function innerTexts(html: string, tags: string): string[] {
  const pattern = new RegExp(`<(${tags})\\b[^>]*>([\\s\\S]*?)</\\1\\s*>`, "gi");
  return [...html.matchAll(pattern)].map((m) => textOf(m[2])).filter((t) => t !== "");
}

/** Reads `html` into a {@link PostDocument}. Text without any block tag counts as one paragraph per line. */
export function readDocument(html: string): PostDocument {
  const clean = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ").replace(/<!--[\s\S]*?-->/g, " ");
  const blocks = clean.replace(BLOCK, "\n").split("\n").map(textOf).filter((t) => t !== "");
  const subheadings = innerTexts(clean, "h[2-6]");
  let paragraphs = innerTexts(clean, "p|li|blockquote|td");
  if (paragraphs.length === 0) {
    const headings = new Set([...subheadings, ...innerTexts(clean, "h1")]);
    paragraphs = blocks.filter((b) => !headings.has(b));
  }
  const imageAlts = [...clean.matchAll(/<img\b[^>]*>/gi)].map((m) => attribute(m[0], "alt") ?? "");
  const links = [...clean.matchAll(/<a\b[^>]*>/gi)].map((m) => attribute(m[0], "href")).filter((h): h is string =>
    h !== null && h.trim() !== ""
  );
  return { text: blocks.join("\n"), paragraphs, subheadings, imageAlts, links };
}

/** True for a link to this site: a path ('/…', not '//…') or a relative address. */
export function isInternalLink(href: string): boolean {
  const h = href.trim();
  if (h.startsWith("//")) return false;
  if (h.startsWith("#")) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(h);
}

/** True for a link to another site over http or https. */
export function isOutboundLink(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}
