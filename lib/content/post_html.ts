/**
 * The one reading of post HTML, by htmlparser2 (which decodes every character reference): text blocks, paragraphs,
 * headings, links, images and the URLs of `src`, `href`, `srcset` and `poster`. The table of contents, the SEO
 * analysis, the link checker and media usage all read post HTML through {@link readPostHtml}. Server code only: the
 * browser's plain text comes from `lib/text/html_text.ts`.
 */
import { Parser } from "htmlparser2";

/** A heading (h1–h6) and, when its closing tag is written, where it sits in the source. */
export interface PostHeading {
  level: number;
  /** Text (tags removed, whitespace collapsed). */
  text: string;
  /** Offsets of the opening tag's `<`, of the content, of the closing tag's `<`, and just past the closing tag. */
  source?: { start: number; innerStart: number; innerEnd: number; end: number };
}

/** What {@link readPostHtml} finds in post HTML. */
export interface PostHtml {
  /** Text blocks (split at block tags, `<br>` and line breaks), in order. */
  blocks: string[];
  /** Text of each outermost p, li, blockquote and td, in order. */
  paragraphs: string[];
  headings: PostHeading[];
  /** Each `<a href>` with its visible text: an image's alt or the title when it has no text. */
  links: { href: string; text: string }[];
  /** The alt text of each image ('' when missing). */
  imageAlts: string[];
  /** Each `<img src>` with its alt text. */
  images: { src: string; alt: string }[];
  /** Every URL of a `src`, `href`, `poster` or `srcset` attribute. */
  urls: string[];
}

const BLOCK = new Set(
  "p div li ul ol h1 h2 h3 h4 h5 h6 blockquote td th tr table section article figure figcaption pre br".split(" "),
);
const PARAGRAPH = new Set(["p", "li", "blockquote", "td"]);
const SKIPPED = new Set(["script", "style", "template"]);

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function addUrls(urls: string[], { src, href, poster, srcset }: Record<string, string | undefined>): void {
  for (const url of [src, href, poster, ...(srcset?.split(",").map((part) => part.trim().split(/\s+/)[0]) ?? [])]) {
    if (url?.trim()) urls.push(url.trim());
  }
}

/** Reads post HTML once; see {@link PostHtml}. */
export function readPostHtml(html: string): PostHtml {
  const found: PostHtml = {
    blocks: [],
    paragraphs: [],
    headings: [],
    links: [],
    imageAlts: [],
    images: [],
    urls: [],
  };
  let block = "";
  let skipped = 0;
  let heading: { level: number; raw: string; start: number; innerStart: number } | null = null;
  let paragraph: { name: string; raw: string } | null = null;
  let link: { href: string; raw: string; alt: string; title: string } | null = null;
  const capture = (text: string) => {
    if (heading) heading.raw += text;
    if (paragraph) paragraph.raw += text;
    if (link) link.raw += text;
  };
  const flush = () => {
    if (block.trim()) found.blocks.push(...block.split("\n").map(collapse).filter(Boolean));
    block = "";
  };
  const endLink = () => {
    if (link?.href) found.links.push({ href: link.href, text: collapse(link.raw) || link.alt || link.title });
    link = null;
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (SKIPPED.has(name)) skipped++;
      if (skipped) return;
      if (attributes.src || attributes.href || attributes.poster || attributes.srcset) addUrls(found.urls, attributes);
      if (BLOCK.has(name)) flush();
      if (name === "br") capture(" ");
      if (/^h[1-6]$/.test(name)) {
        heading = { level: Number(name[1]), raw: "", start: parser.startIndex, innerStart: parser.endIndex + 1 };
      }
      if (PARAGRAPH.has(name)) paragraph ??= { name, raw: "" };
      if (name === "a") {
        endLink();
        link = { href: attributes.href?.trim() ?? "", raw: "", alt: "", title: attributes.title?.trim() ?? "" };
      }
      if (name === "img") {
        found.imageAlts.push(attributes.alt ?? "");
        if (attributes.src?.trim()) {
          found.images.push({ src: attributes.src.trim(), alt: attributes.alt?.trim() ?? "" });
        }
        if (link && !link.alt) link.alt = attributes.alt?.trim() ?? "";
      }
    },
    ontext(text) {
      if (skipped) return;
      block += text;
      capture(text);
    },
    onclosetag(name, implied) {
      if (SKIPPED.has(name)) skipped--;
      if (skipped) return;
      if (BLOCK.has(name)) flush();
      if (heading && name === `h${heading.level}`) {
        const { level, raw, start, innerStart } = heading;
        const source = implied
          ? undefined
          : { start, innerStart, innerEnd: parser.startIndex, end: parser.endIndex + 1 };
        found.headings.push({ level, text: collapse(raw), source });
        heading = null;
      }
      if (paragraph?.name === name) {
        const text = collapse(paragraph.raw);
        if (text) found.paragraphs.push(text);
        paragraph = null;
      }
      if (name === "a") endLink();
    },
  });
  parser.end(html);
  flush();
  endLink();
  return found;
}
