/**
 * WordPress eXtended RSS (WXR 1.2, what Tools → Export writes), read as a stream: the channel's categories, tags
 * and authors fill a {@link WxrDocument} as they come, and each `<item>` is turned into a plain record as soon as
 * its end tag is read, with its byte range in the file so it can be read again alone ({@link readWxrItemAt}). Only
 * the item being read is held, never the file.
 */
import { cleanText } from "../shared/html.ts";
import { bytesToByteString, byteStringToText, decodeText, XmlEvents, type XmlPosition } from "./xml_events.ts";

/** A category defined in the channel (`wp:category`). */
export interface WxrCategory {
  slug: string;
  name: string;
  /** Parent's slug ("" for a top-level category). */
  parent: string;
  /** `wp:category_description` ("" when none). */
  description: string;
}

/** A tag defined in the channel (`wp:tag`). */
export interface WxrTag {
  slug: string;
  name: string;
}

/** A term attached to an item (`<category domain="…" nicename="…">`). */
export interface WxrItemTerm {
  domain: string;
  slug: string;
  name: string;
}

/** A comment of an item (`wp:comment`). */
export interface WxrComment {
  id: string;
  author: string;
  /** "1" approved, "0" held, "spam", "trash". */
  approved: string;
  /** "" or "comment" for comments, "pingback", "trackback". */
  type: string;
  /** `wp:comment_author_email` ("" when none). */
  email: string;
  /** `wp:comment_date_gmt`, "YYYY-MM-DD HH:MM:SS" in UTC. */
  dateGmt: string;
  /** `wp:comment_content` (HTML). */
  content: string;
  /** Id of the comment it answers ("0" for none). */
  parent: string;
  /** Id of the WordPress user who wrote it ("0" for a visitor). */
  userId: string;
  /** Comment meta by key (`wp:commentmeta`, e.g. WP Recipe Maker's `wprm-comment-rating`). */
  meta: Map<string, string>;
}

/** One `<item>`: a post, page, attachment or any other post type. */
export interface WxrItem {
  /** Position of the item in the file, from 1. */
  index: number;
  id: string;
  title: string;
  link: string;
  content: string;
  excerpt: string;
  postName: string;
  status: string;
  postType: string;
  dateGmt: string;
  date: string;
  attachmentUrl: string;
  /** Login of the author (`dc:creator`). */
  creator: string;
  /** `wp:post_password` ("" when the post is not password-protected). */
  password: string;
  /** `wp:is_sticky` is "1": pinned to the top of the blog's home page. */
  sticky: boolean;
  terms: WxrItemTerm[];
  comments: WxrComment[];
  /** Post meta by key (the last value wins). */
  meta: Map<string, string>;
}

/** An author of the channel (`wp:author`). */
export interface WxrAuthor {
  login: string;
  /** `wp:author_email` ("" when none). */
  email: string;
  /** Display name (the login when none). */
  name: string;
}

/** What the channel says besides its items; filled while the file streams. */
export interface WxrDocument {
  siteUrl: string;
  categories: Map<string, WxrCategory>;
  tags: WxrTag[];
  /** Display names of the channel's authors (`wp:author`) by login. */
  authors: Map<string, string>;
  /** User ids of the channel's authors (`wp:author_id`) by login. */
  authorIds: Map<string, string>;
  /** The channel's authors in file order. */
  authorList: WxrAuthor[];
  /** `wp:wxr_version` ("" until read). */
  version: string;
}

/** Where an item is in the file: byte offsets of its `<item>` and just after its `</item>`. */
export interface WxrRange {
  start: number;
  end: number;
}

/** An empty channel to fill. */
export function emptyWxrDocument(): WxrDocument {
  return {
    siteUrl: "",
    categories: new Map(),
    tags: [],
    authors: new Map(),
    authorIds: new Map(),
    authorList: [],
    version: "",
  };
}

/** An element read whole: its attributes, children and text (entities decoded, CDATA as is). */
interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
  start: number;
}

function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

function text(node: XmlNode | undefined, name?: string): string {
  return (name === undefined ? node : child(node, name))?.text ?? "";
}

function children(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((c) => c.name === name);
}

/**
 * Builds whole elements at `depth` (0 for the root) and hands each one over when its end tag is read; what is
 * around them is only followed by name. `seen` is told of every start tag above that depth.
 */
class NodeBuilder {
  readonly done: { node: XmlNode; end: number }[] = [];
  #path: string[] = [];
  #building: XmlNode[] = [];

  constructor(private depth: number, private seen: (path: string[], at: XmlPosition) => void = () => {}) {}

  open(name: string, attributes: Record<string, string>, at: XmlPosition): void {
    if (this.#path.length < this.depth) this.seen([...this.#path, name], at);
    if (this.#path.length >= this.depth) {
      const node: XmlNode = { name, attributes, children: [], text: "", start: at.offset };
      this.#building.at(-1)?.children.push(node);
      this.#building.push(node);
    }
    this.#path.push(name);
  }

  text(raw: string, cdata: boolean): void {
    const node = this.#building.at(-1);
    if (node) node.text += cdata ? byteStringToText(raw) : decodeText(raw);
  }

  close(_name: string, end: number): void {
    this.#path.pop();
    const node = this.#building.pop();
    if (node && this.#path.length === this.depth) this.done.push({ node, end });
  }
}

function metaOf(entries: XmlNode[]): Map<string, string> {
  const meta = new Map<string, string>();
  for (const entry of entries) meta.set(text(entry, "wp:meta_key").trim(), text(entry, "wp:meta_value"));
  return meta;
}

function readComment(comment: XmlNode): WxrComment {
  return {
    id: text(comment, "wp:comment_id").trim(),
    author: cleanText(text(comment, "wp:comment_author")),
    approved: text(comment, "wp:comment_approved").trim(),
    type: text(comment, "wp:comment_type").trim(),
    email: text(comment, "wp:comment_author_email").trim(),
    dateGmt: text(comment, "wp:comment_date_gmt").trim(),
    content: text(comment, "wp:comment_content"),
    parent: text(comment, "wp:comment_parent").trim() || "0",
    userId: text(comment, "wp:comment_user_id").trim() || "0",
    meta: metaOf(children(comment, "wp:commentmeta")),
  };
}

function readItem(node: XmlNode, index: number): WxrItem {
  const terms = children(node, "category").map((term) => ({
    domain: decodeText(term.attributes.domain ?? ""),
    slug: decodeText(term.attributes.nicename ?? ""),
    name: term.text.trim(),
  }));
  return {
    index,
    id: text(node, "wp:post_id").trim(),
    title: text(node, "title"),
    link: text(node, "link").trim(),
    content: text(node, "content:encoded"),
    excerpt: text(node, "excerpt:encoded"),
    postName: text(node, "wp:post_name").trim(),
    status: text(node, "wp:status").trim(),
    postType: text(node, "wp:post_type").trim(),
    dateGmt: text(node, "wp:post_date_gmt").trim(),
    date: text(node, "wp:post_date").trim(),
    attachmentUrl: text(node, "wp:attachment_url").trim(),
    creator: text(node, "dc:creator").trim(),
    password: text(node, "wp:post_password"),
    sticky: text(node, "wp:is_sticky").trim() === "1",
    terms,
    comments: children(node, "wp:comment").map(readComment),
    meta: metaOf(children(node, "wp:postmeta")),
  };
}

/** Adds a channel element other than an item (a category, tag, author or one of the channel's fields). */
function readChannelField(node: XmlNode, document: WxrDocument): void {
  switch (node.name) {
    case "wp:wxr_version":
      document.version = node.text.trim();
      return;
    case "wp:base_blog_url":
      document.siteUrl = node.text.trim() || document.siteUrl;
      return;
    case "link":
      if (!document.siteUrl) document.siteUrl = node.text.trim();
      return;
    case "wp:category": {
      const slug = text(node, "wp:category_nicename").trim();
      if (!slug) return;
      document.categories.set(slug, {
        slug,
        name: cleanText(text(node, "wp:cat_name")) || slug,
        parent: text(node, "wp:category_parent").trim(),
        description: cleanText(text(node, "wp:category_description")),
      });
      return;
    }
    case "wp:tag": {
      const tag = { slug: text(node, "wp:tag_slug").trim(), name: cleanText(text(node, "wp:tag_name")) };
      if (tag.slug && tag.name) document.tags.push(tag);
      return;
    }
    case "wp:author": {
      const login = text(node, "wp:author_login").trim();
      if (!login) return;
      const name = cleanText(text(node, "wp:author_display_name")) || login;
      document.authors.set(login, name);
      document.authorList.push({ login, email: text(node, "wp:author_email").trim(), name });
      const id = text(node, "wp:author_id").trim();
      if (id) document.authorIds.set(login, id);
      return;
    }
  }
}

const NOT_AN_EXPORT = "Not a WordPress export: the file has no <wp:wxr_version> in an RSS channel";

/**
 * The items of a WXR stream, each with its byte range, in file order; `document` is filled with the channel's
 * fields as they are read (WordPress writes them before the items). Throws an Error with a readable reason when the
 * file is not well-formed XML or not an export (possibly after some items: read the file once to check it first).
 */
export async function* readWxr(
  chunks: AsyncIterable<Uint8Array>,
  document: WxrDocument,
): AsyncGenerator<{ item: WxrItem; range: WxrRange }> {
  let inChannel = false;
  const builder = new NodeBuilder(2, (path) => {
    if (path.length === 1 && path[0] !== "rss") throw new Error(NOT_AN_EXPORT);
    if (path.length === 2 && path[1] === "channel") inChannel = true;
  });
  const events = new XmlEvents(builder);
  let index = 0;
  const ready = function* () {
    for (const { node, end } of builder.done.splice(0)) {
      if (!inChannel) continue;
      if (node.name !== "item") readChannelField(node, document);
      else if (!document.version) throw new Error(NOT_AN_EXPORT);
      else yield { item: readItem(node, ++index), range: { start: node.start, end } };
    }
  };
  for await (const chunk of chunks) {
    events.write(bytesToByteString(chunk));
    yield* ready();
  }
  events.end();
  yield* ready();
  if (!document.version) throw new Error(NOT_AN_EXPORT);
}

/** The item whose bytes (`<item>` … `</item>`) are `bytes`, read again from its range; `index` as first read. */
export function readWxrItemAt(bytes: Uint8Array, index: number): WxrItem {
  const builder = new NodeBuilder(0);
  const events = new XmlEvents(builder);
  events.write(bytesToByteString(bytes));
  events.end();
  const node = builder.done[0]?.node;
  if (node?.name !== "item") throw new Error("The range holds no item");
  return readItem(node, index);
}
