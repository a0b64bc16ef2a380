/** Finds the links (`<a href>`) in post HTML with their visible text. */
import { decodeEntities } from "../text/entities.ts";

/** One link as written in the HTML. */
export interface ExtractedLink {
  /** The `href` value, entities decoded and trimmed. */
  href: string;
  /** Visible text (whitespace collapsed); an image's alt or the title when there is no text. */
  text: string;
}

const ANCHOR = /<a\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)(?:<\/a\s*>|(?=<a\b)|$)/gi;
const COMMENTS_AND_RAW = /<!--[\s\S]*?-->|<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<[^>]*>/g;
const IMG_ALT = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/i;

/** Value of attribute `name` in an attribute string, or null. */
export function readAttribute(attributes: string, name: string): string | null {
  const pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, "i");
  const match = pattern.exec(attributes);
  if (!match) return null;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? "");
}

function visibleText(inner: string, attributes: string): string {
  const text = decodeEntities(inner.replace(TAG, " ")).replace(/\s+/g, " ").trim();
  if (text) return text;
  const img = IMG_ALT.exec(inner);
  const alt = img ? readAttribute(img[0].slice(4, -1), "alt")?.trim() : "";
  return alt || readAttribute(attributes, "title")?.trim() || "";
}

/** Every `<a>` with an `href` in `html`, in document order (duplicates kept). */
export function extractLinks(html: string): ExtractedLink[] {
  const source = html.replace(COMMENTS_AND_RAW, "");
  const links: ExtractedLink[] = [];
  for (const match of source.matchAll(ANCHOR)) {
    const href = readAttribute(match[1], "href")?.trim();
    if (!href) continue;
    links.push({ href, text: visibleText(match[2], match[1]) });
  }
  return links;
}
