/**
 * Post content of a WordPress export made ready for the site: block editor
 * comments removed, embed blocks and shortcodes replaced, and classic-editor
 * text (paragraphs separated by blank lines) wrapped in `<p>` the way
 * WordPress shows it.
 */
import { embedHtml, videoIframe } from "./embeds.ts";
import { replaceShortcodes, type ShortcodeContext } from "./shortcodes.ts";

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;
const REUSABLE_BLOCK = /<!--\s*wp:block\s+\{[^}]*?"ref":\s*"?(\d+)[^}]*\}\s*\/?-->/g;
const EMBED_BLOCK =
  /<figure\b[^>]*\bwp-block-embed\b[^>]*>\s*<div\b[^>]*wp-block-embed__wrapper[^>]*>\s*(https?:\/\/[^\s<]+)\s*<\/div>([\s\S]*?)<\/figure>/g;
const LONE_URL_LINE = /^[ \t]*(https?:\/\/[^\s<]+)[ \t]*$/gm;
const BLOCK_START =
  /^<\/?(?:p|div|h[1-6]|ul|ol|li|figure|figcaption|table|thead|tbody|tr|blockquote|pre|hr|iframe|video|section|dl|dd|dt)\b/i;

/** Wraps text paragraphs (separated by blank lines) in `<p>`; chunks that start with a block tag stay as they are. */
export function autoParagraphs(html: string): string {
  return html.replace(/\r\n?/g, "\n").split(/\n\s*\n/).map((chunk) => chunk.trim()).filter(Boolean)
    .map((chunk) => BLOCK_START.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, "<br>\n")}</p>`)
    .join("\n\n");
}

/**
 * WordPress content → site content HTML; `context` gives galleries their images and reusable blocks their content,
 * and collects the missing ones.
 */
export function cleanWordPressContent(content: string, context: ShortcodeContext = {}): string {
  const withoutBlocks = content.replace(REUSABLE_BLOCK, (_whole, id: string) => {
    const block = context.blocks?.get(id);
    if (block === undefined) context.missingBlocks?.push(id);
    return block ?? "";
  }).replace(BLOCK_COMMENT, "")
    .replace(EMBED_BLOCK, (_whole, url: string, rest: string) => `<figure>${embedHtml(url)}${rest.trim()}</figure>`)
    .replace(LONE_URL_LINE, (line, url: string) => videoIframe(url) ?? line);
  return autoParagraphs(replaceShortcodes(withoutBlocks, context));
}
