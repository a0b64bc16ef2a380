/**
 * Table-of-contents support: finds the h2/h3 headings of post HTML and gives
 * each a unique id (the slug of its text) so "En este artículo" anchors work.
 */
import { readPostHtml } from "./post_html.ts";
import { slugify } from "../text/slug.ts";

/** One entry of a post's table of contents. */
export interface Heading {
  level: 2 | 3;
  text: string;
  slug: string;
}

/** Id used when a heading's text has no letters or digits. */
const FALLBACK_SLUG = "seccion";
const ID_ATTRIBUTE = /\s+id\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * Gives every h2 and h3 an id equal to the slug of its text (replacing any
 * existing id); repeated slugs get -2, -3... Returns the new HTML and the
 * headings in document order.
 */
export function addHeadingIds(html: string): { html: string; headings: Heading[] } {
  const used = new Set<string>();
  const headings: Heading[] = [];
  let out = "";
  let copied = 0;
  for (const { level, text, source } of readPostHtml(html).headings) {
    if ((level !== 2 && level !== 3) || !text || !source) continue;
    const base = slugify(text) || FALLBACK_SLUG;
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    headings.push({ level, text, slug });
    const kept = html.slice(source.start + 3, source.innerStart - 1).replace(ID_ATTRIBUTE, "");
    const inner = html.slice(source.innerStart, source.innerEnd);
    out += `${html.slice(copied, source.start)}<h${level} id="${slug}"${kept}>${inner}</h${level}>`;
    copied = source.end;
  }
  return { html: out + html.slice(copied), headings };
}
