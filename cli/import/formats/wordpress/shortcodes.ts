/**
 * WordPress shortcodes in post content: `[caption]` becomes a figure with its
 * caption, `[gallery ids="…"]` one figure per image of the export's
 * attachments (ids not in the export are reported), `[embed]url[/embed]` a
 * player or a link, `[[x]]` (an escaped
 * shortcode) the literal `[x]`; every other shortcode tag is dropped with its
 * brackets, keeping any text it enclosed.
 */
import { embedHtml } from "./embeds.ts";
import { cleanText } from "../shared/html.ts";
import { escapeHtml } from "../../../../lib/text/html_text.ts";

const ESCAPED = /\[\[([^[\]]*)\]\]/g;
const CAPTION = /\[(caption|wp_caption)([^\]]*)\]([\s\S]*?)\[\/\1\]/g;
const GALLERY = /\[gallery\b([^\]]*)\]/g;
const EMBED = /\[embed[^\]]*\]([\s\S]*?)\[\/embed\]/g;
const ANY_TAG = /\[\/?[a-zA-Z][\w-]*(?:\s[^[\]]*)?\/?\]/g;
const MEDIA = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)/i;

/** The value of attribute `name` in a shortcode's attribute text. */
function attribute(attrs: string, name: string): string {
  const match = attrs.match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s\\]]+))`, "i"));
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : "";
}

function caption(_whole: string, _name: string, attrs: string, inner: string): string {
  const media = inner.match(MEDIA);
  const image = media ? media[1] : "";
  const text = (media ? inner.slice(media[0].length) : inner).trim() || attribute(attrs, "caption");
  const figcaption = text ? `<figcaption>${text.includes("<") ? text : escapeHtml(cleanText(text))}</figcaption>` : "";
  return `<figure>${image}${figcaption}</figure>`;
}

/** An attachment of the export a gallery shows. */
export interface GalleryImage {
  url: string;
  /** Its caption ("" when none). */
  caption: string;
  /** Its alternative text (`_wp_attachment_image_alt`); the caption stands in when there is none. */
  alt?: string;
}

/** What shortcodes may need from the export, and what they report back. */
export interface ShortcodeContext {
  /** Attachments by id. */
  attachments?: Map<string, GalleryImage>;
  /** Filled with the gallery ids not found among the attachments. */
  missing?: string[];
  /** Reusable blocks' content by id (`wp_block` items), put where a post uses them. */
  blocks?: Map<string, string>;
  /** Filled with the reusable block ids not found among the blocks. */
  missingBlocks?: string[];
}

function gallery(attrs: string, context: ShortcodeContext): string {
  const ids = attribute(attrs, "ids").split(",").map((id) => id.trim()).filter(Boolean);
  const figures = ids.map((id) => {
    const image = context.attachments?.get(id);
    if (!image) {
      context.missing?.push(id);
      return "";
    }
    const alt = escapeHtml(image.alt || image.caption);
    const figcaption = image.caption ? `<figcaption>${escapeHtml(image.caption)}</figcaption>` : "";
    return `<figure><img src="${escapeHtml(image.url)}" alt="${alt}">${figcaption}</figure>`;
  });
  return figures.filter(Boolean).join("\n");
}

/** Content with shortcodes replaced (see the module comment). */
export function replaceShortcodes(content: string, context: ShortcodeContext = {}): string {
  const escaped: string[] = [];
  const keep = (text: string) => `\u0000${escaped.push(text) - 1}\u0000`;
  return content
    .replace(ESCAPED, (_whole, inner: string) => keep(`[${inner}]`))
    .replace(GALLERY, (_whole, attrs: string) => keep(gallery(attrs, context)))
    .replace(CAPTION, caption)
    .replace(EMBED, (_whole, url: string) => keep(embedHtml(url)))
    .replace(ANY_TAG, "")
    // deno-lint-ignore no-control-regex -- the placeholders written by `keep`
    .replace(/\u0000(\d+)\u0000/g, (_whole, i: string) => escaped[Number(i)]);
}
