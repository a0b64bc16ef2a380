/**
 * Table-of-contents support: finds the h2/h3 headings of post HTML and gives
 * each a unique id (the slug of its text) so "En este artículo" anchors work.
 */
import { decodeEntities } from "../text/entities.ts";
import { slugify } from "../text/slug.ts";

/** One entry of a post's table of contents. */
export interface Heading {
  level: 2 | 3;
  text: string;
  slug: string;
}

/** Id used when a heading's text has no letters or digits. */
const FALLBACK_SLUG = "seccion";
const HEADING = /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1\s*>/gi;
const ID_ATTRIBUTE = /\s+id\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/** Plain text of a heading's inner HTML: tags removed, entities decoded, whitespace collapsed. */
function headingText(innerHtml: string): string {
  return decodeEntities(innerHtml.replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim();
}

/**
 * Gives every h2 and h3 an id equal to the slug of its text (replacing any
 * existing id); repeated slugs get -2, -3... Returns the new HTML and the
 * headings in document order.
 */
export function addHeadingIds(html: string): { html: string; headings: Heading[] } {
  const used = new Set<string>();
  const headings: Heading[] = [];
  const out = html.replace(HEADING, (match, level: string, attrs: string | undefined, inner: string) => {
    const text = headingText(inner);
    if (!text) return match;
    const base = slugify(text) || FALLBACK_SLUG;
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    headings.push({ level: Number(level) as 2 | 3, text, slug });
    const kept = (attrs ?? "").replace(ID_ATTRIBUTE, "");
    return `<h${level} id="${slug}"${kept}>${inner}</h${level}>`;
  });
  return { html: out, headings };
}

/** The h2/h3 headings of `html` with the ids {@link addHeadingIds} gives them. */
export function extractHeadings(html: string): Heading[] {
  return addHeadingIds(html).headings;
}
