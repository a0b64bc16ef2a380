/** The parts of a post's HTML the analysis reads, from the one HTML reading (`lib/content/post_html.ts`). */
import { readPostHtml } from "../../content/post_html.ts";

/** What {@link readDocument} finds: the text (blocks on lines), paragraphs, h2–h6 texts, image alts, link targets. */
export type PostDocument = ReturnType<typeof readDocument>;

/** Reads `html` into a {@link PostDocument}. Text without any block tag counts as one paragraph per line. */
export function readDocument(html: string) {
  const { blocks, paragraphs, headings, imageAlts, links } = readPostHtml(html);
  const titled = headings.filter((heading) => heading.text !== "");
  const headingTexts = new Set(titled.map((heading) => heading.text));
  return {
    text: blocks.join("\n"),
    paragraphs: paragraphs.length > 0 ? paragraphs : blocks.filter((block) => !headingTexts.has(block)),
    subheadings: titled.filter((heading) => heading.level > 1).map((heading) => heading.text),
    imageAlts,
    links: links.map((link) => link.href),
  };
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
