/**
 * The one definition of post HTML: which elements and attributes the visual
 * editor produces and the server's sanitiser (`lib/content/sanitize.ts`)
 * keeps. The editor's image, video and task nodes render only these
 * attributes, and a browser test checks that what the editor saves is what
 * the public page shows. Dependency-free, so the editor's bundle may use it.
 */

/** Heading levels the editor offers (1 to 6). */
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** Heading elements, h1 to h6. */
export const HEADING_TAGS: readonly string[] = HEADING_LEVELS.map((level) => `h${level}`);

/** Class an inserted image gets. */
export const IMAGE_DEFAULT_CLASS = "max-w-full h-auto rounded-lg";

/** Attributes of an editor image (`<img>`). */
export const IMAGE_ATTRIBUTES = ["src", "alt", "title", "width", "height", "class"] as const;

/** Attributes of an editor link (`<a>`). */
export const LINK_ATTRIBUTES = ["href", "target", "rel", "class", "title"] as const;

/** Class of the `<div>` wrapping an embedded video. */
export const VIDEO_EMBED_CLASS = "video-embed";

/** Attributes of a video player iframe (YouTube, Vimeo, Dailymotion). */
export const VIDEO_IFRAME_ATTRIBUTES = ["src", "width", "height", "title", "allow", "allowfullscreen", "frameborder"];

/** Attributes of a direct video file (`<video>`). */
export const VIDEO_FILE_ATTRIBUTES = ["src", "controls", "poster", "width", "height"];

/** Text alignments paragraphs and headings may carry (`style="text-align: …"`). */
export const TEXT_ALIGNMENTS = ["left", "center", "right", "justify"] as const;

/** Elements of post HTML: what the editor produces plus plain markup older posts and imports hold. */
export const CONTENT_TAGS: readonly string[] = [
  "p",
  ...HEADING_TAGS,
  ...("strong b em i u s a ul ol li label input blockquote pre code br hr img figure figcaption table caption " +
    "colgroup col thead tbody tfoot tr th td span div iframe video source").split(" "),
];

/** Attributes kept per element (styles are limited further by {@link CONTENT_STYLES}). */
export const CONTENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: LINK_ATTRIBUTES,
  ol: ["start", "type"],
  ul: ["data-type"],
  li: ["data-type", "data-checked"],
  input: ["type", "checked"],
  img: [...IMAGE_ATTRIBUTES, "style"],
  p: ["style"],
  ...Object.fromEntries(HEADING_TAGS.map((h) => [h, ["style", "id"]])),
  span: ["class", "style"],
  div: ["class", "style"],
  pre: ["class"],
  code: ["class"],
  figure: ["class"],
  th: ["colspan", "rowspan", "style"],
  td: ["colspan", "rowspan", "style"],
  col: ["span"],
  iframe: VIDEO_IFRAME_ATTRIBUTES,
  video: VIDEO_FILE_ATTRIBUTES,
  source: ["src", "type"],
};

/** CSS properties kept in `style` attributes, per element, with the values allowed. */
export const CONTENT_STYLES: Readonly<Record<string, Record<string, RegExp[]>>> = {
  img: { width: [/^\d+(\.\d+)?(px|%)$/] },
  ...Object.fromEntries(
    ["p", ...HEADING_TAGS, "span", "div", "th", "td"].map((tag) => [
      tag,
      { "text-align": [new RegExp(`^(${TEXT_ALIGNMENTS.join("|")})$`)] },
    ]),
  ),
};

/** Players accepted in iframes (the video node's `src` for each provider). */
export const VIDEO_EMBED_PATTERNS: RegExp[] = [
  /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]+([?#][^\s]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d+([?#][^\s]*)?$/,
  /^https:\/\/(www\.)?dailymotion\.com\/embed\/video\/\w+([?#][^\s]*)?$/,
];

/** Host names of {@link VIDEO_EMBED_PATTERNS}. */
export const VIDEO_EMBED_HOSTS = [
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
  "player.vimeo.com",
  "www.dailymotion.com",
  "dailymotion.com",
];

/** Origins of the players {@link VIDEO_EMBED_PATTERNS} accept: the pages' Content-Security-Policy `frame-src`. */
export const VIDEO_EMBED_ORIGINS: string[] = VIDEO_EMBED_HOSTS.map((host) => `https://${host}`);
