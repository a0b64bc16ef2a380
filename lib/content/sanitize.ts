/**
 * Allow-list sanitising of post HTML: only the markup the editor produces
 * survives (text structure, links, images, tables, video embeds from known
 * players). Scripts, styles, event handlers and dangerous URLs are removed.
 *
 * sanitize-html (with htmlparser2 and postcss) is imported on the first
 * call: only writes of post content and AI answers need it, and a server
 * that only serves pages never loads it.
 */
// @deno-types="npm:@types/sanitize-html@2.16.2"
import type sanitizeHtml from "sanitize-html";
import {
  CONTENT_ATTRIBUTES,
  CONTENT_STYLES,
  CONTENT_TAGS,
  HEADING_TAGS,
  VIDEO_EMBED_HOSTS,
  VIDEO_EMBED_ORIGINS,
  VIDEO_EMBED_PATTERNS,
} from "../shared/content_schema.ts";

/** URL schemes links may use (relative URLs and #anchors are always allowed). */
export const LINK_SCHEMES = ["http", "https", "ftp", "ftps", "mailto", "tel", "callto", "sms", "cid", "xmpp"];

/** rel tokens kept on links. */
const REL_TOKENS = new Set(["nofollow", "noopener", "noreferrer", "ugc", "sponsored"]);
/** Heading ids kept (the form `addHeadingIds` writes). */
const HEADING_ID = /^[a-z0-9][a-z0-9_-]{0,99}$/;
/** Draft image placeholders: `<!-- IMAGE_PLACEHOLDER... -->` without markup, quotes or `--` inside. */
const IMAGE_PLACEHOLDER = /<!--(\s*IMAGE_PLACEHOLDER(?:[^<>"'-]|-(?!-))*)-->/g;

function keepHeadingId(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { id, ...rest } = attribs;
  return { tagName, attribs: id && HEADING_ID.test(id) ? { ...rest, id } : rest };
}

/** Keeps only known rel tokens and makes new-tab links safe (noopener noreferrer). */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel, ...rest } = attribs;
  const tokens = new Set((rel ?? "").toLowerCase().split(/\s+/).filter((token) => REL_TOKENS.has(token)));
  const out: sanitizeHtml.Attributes = { ...rest };
  if (target === "_blank") {
    out.target = "_blank";
    tokens.add("noopener").add("noreferrer");
  }
  if (tokens.size) out.rel = [...tokens].join(" ");
  return { tagName, attribs: out };
}

/** Task-list checkboxes only: any other `<input>` loses its attributes and is dropped. */
function checkboxOnly(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (attribs.type !== "checkbox") return { tagName, attribs: {} };
  return { tagName, attribs: "checked" in attribs ? { type: "checkbox", checked: "checked" } : { type: "checkbox" } };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(CONTENT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedStyles: CONTENT_STYLES,
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {
    img: ["http", "https"],
    iframe: ["https"],
    video: ["http", "https"],
    source: ["http", "https"],
  },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite", "poster"],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  selfClosing: ["img", "br", "hr", "col", "source", "input"],
  transformTags: {
    a: safeLink,
    input: checkboxOnly,
    ...Object.fromEntries(HEADING_TAGS.map((h) => [h, keepHeadingId])),
  },
  // Players from unknown hosts, images whose source was refused (`data:` and the like) and stray inputs go entirely.
  exclusiveFilter: (frame) =>
    (frame.tag === "iframe" && !VIDEO_EMBED_PATTERNS.some((pattern) => pattern.test(frame.attribs.src ?? ""))) ||
    (frame.tag === "img" && !frame.attribs.src) ||
    (frame.tag === "input" && frame.attribs.type !== "checkbox"),
};

let library: Promise<typeof sanitizeHtml> | null = null;

/** sanitize-html, imported once on first use. */
function loadSanitizeHtml(): Promise<typeof sanitizeHtml> {
  // @deno-types="npm:@types/sanitize-html@2.16.2"
  library ??= import("sanitize-html").then((module) => module.default);
  return library;
}

/**
 * Sanitises post HTML with the allow-list above. `<!-- IMAGE_PLACEHOLDER... -->`
 * comments (draft image slots) survive; every other comment is removed.
 */
export async function sanitizePostHtml(html: string): Promise<string> {
  const sanitize = await loadSanitizeHtml();
  const placeholders: string[] = [];
  const nonce = crypto.randomUUID().replaceAll("-", "");
  const token = (i: number) => `rcimageslot${nonce}n${i}x`;
  const masked = html.replace(IMAGE_PLACEHOLDER, (_match, inner: string) => {
    placeholders.push(inner);
    return token(placeholders.length - 1);
  });
  let clean = sanitize(masked, OPTIONS);
  placeholders.forEach((inner, i) => {
    clean = clean.replace(token(i), () => `<!--${inner}-->`);
  });
  return clean;
}

/**
 * Origins of the video players `html` (sanitised post content) and `videoSrc` (a post's own video player, if any)
 * frame: the page's `frame-src` (`allowFrames`).
 */
export function framedOrigins(html: string, videoSrc?: string): Set<string> {
  const sources = [...html.matchAll(/<iframe\b[^>]*?\ssrc="([^"]+)"/gi)].map((match) => match[1]);
  if (videoSrc) sources.push(videoSrc);
  const out = new Set<string>();
  for (const source of sources) {
    const origin = URL.parse(source.replaceAll("&amp;", "&"))?.origin;
    if (origin && VIDEO_EMBED_ORIGINS.includes(origin)) out.add(origin);
  }
  return out;
}
