/**
 * Allow-list sanitising of post HTML: only the markup the editor produces
 * survives (text structure, links, images, tables, video embeds from known
 * players). Scripts, styles, event handlers and dangerous URLs are removed.
 */
// @deno-types="npm:@types/sanitize-html@2.16.2"
import sanitizeHtml from "sanitize-html";

/** URL schemes links may use (relative URLs and #anchors are always allowed). */
export const LINK_SCHEMES = ["http", "https", "ftp", "ftps", "mailto", "tel", "callto", "sms", "cid", "xmpp"];

/** Embedded players accepted in iframes. */
export const VIDEO_EMBED_PATTERNS: RegExp[] = [
  /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]+([?#][^\s]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d+([?#][^\s]*)?$/,
  /^https:\/\/(www\.)?dailymotion\.com\/embed\/video\/\w+([?#][^\s]*)?$/,
];

/** Origins of the players {@link VIDEO_EMBED_PATTERNS} accept: the pages' Content-Security-Policy `frame-src`. */
export const VIDEO_EMBED_ORIGINS: string[] = [
  "https://www.youtube-nocookie.com",
  "https://youtube-nocookie.com",
  "https://www.youtube.com",
  "https://youtube.com",
  "https://player.vimeo.com",
  "https://www.dailymotion.com",
  "https://dailymotion.com",
];

/** rel tokens kept on links. */
const REL_TOKENS = new Set(["nofollow", "noopener", "noreferrer", "ugc", "sponsored"]);
/** Heading ids kept (the form `addHeadingIds` writes). */
const HEADING_ID = /^[a-z0-9][a-z0-9_-]{0,99}$/;
/** Draft image placeholders: `<!-- IMAGE_PLACEHOLDER... -->` without markup, quotes or `--` inside. */
const IMAGE_PLACEHOLDER = /<!--(\s*IMAGE_PLACEHOLDER(?:[^<>"'-]|-(?!-))*)-->/g;

const TEXT_ALIGN = { "text-align": [/^(left|right|center|justify)$/] };
const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];

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

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    ...HEADINGS,
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "br",
    "hr",
    "img",
    "figure",
    "figcaption",
    "table",
    "caption",
    "colgroup",
    "col",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "span",
    "div",
    "iframe",
    "video",
    "source",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "class", "title"],
    ol: ["start"],
    img: ["src", "alt", "title", "width", "height", "class", "style"],
    p: ["style"],
    ...Object.fromEntries(HEADINGS.map((h) => [h, ["style", "id"]])),
    span: ["class", "style"],
    div: ["class", "style"],
    pre: ["class"],
    code: ["class"],
    figure: ["class"],
    th: ["colspan", "rowspan", "style"],
    td: ["colspan", "rowspan", "style"],
    col: ["span"],
    iframe: ["src", "width", "height", "title", "allow", "allowfullscreen", "frameborder"],
    video: ["src", "controls", "poster", "width", "height"],
    source: ["src", "type"],
  },
  allowedStyles: {
    img: { width: [/^\d+(\.\d+)?(px|%)$/] },
    ...Object.fromEntries(["p", ...HEADINGS, "span", "div", "th", "td"].map((tag) => [tag, TEXT_ALIGN])),
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {
    img: ["http", "https"],
    iframe: ["https"],
    video: ["http", "https"],
    source: ["http", "https"],
  },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite", "poster"],
  allowProtocolRelative: false,
  allowedIframeHostnames: [
    "www.youtube.com",
    "youtube.com",
    "www.youtube-nocookie.com",
    "player.vimeo.com",
    "www.dailymotion.com",
    "dailymotion.com",
  ],
  allowIframeRelativeUrls: false,
  selfClosing: ["img", "br", "hr", "col", "source"],
  transformTags: {
    a: safeLink,
    ...Object.fromEntries(HEADINGS.map((h) => [h, keepHeadingId])),
  },
  exclusiveFilter: (frame) =>
    frame.tag === "iframe" && !VIDEO_EMBED_PATTERNS.some((pattern) => pattern.test(frame.attribs.src ?? "")),
};

/**
 * Sanitises post HTML with the allow-list above. `<!-- IMAGE_PLACEHOLDER... -->`
 * comments (draft image slots) survive; every other comment is removed.
 */
export function sanitizePostHtml(html: string): string {
  const placeholders: string[] = [];
  const nonce = crypto.randomUUID().replaceAll("-", "");
  const token = (i: number) => `rcimageslot${nonce}n${i}x`;
  const masked = html.replace(IMAGE_PLACEHOLDER, (_match, inner: string) => {
    placeholders.push(inner);
    return token(placeholders.length - 1);
  });
  let clean = sanitizeHtml(masked, OPTIONS);
  placeholders.forEach((inner, i) => {
    clean = clean.replace(token(i), () => `<!--${inner}-->`);
  });
  return clean;
}
