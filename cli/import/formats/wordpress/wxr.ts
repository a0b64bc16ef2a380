/**
 * WordPress eXtended RSS (WXR 1.2, what Tools → Export writes): the XML
 * checked and read into plain records of the channel's categories and items.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { cleanText } from "../shared/html.ts";

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
  terms: WxrItemTerm[];
  comments: WxrComment[];
  /** Post meta by key (the last value wins). */
  meta: Map<string, string>;
}

/** A read export. */
export interface WxrDocument {
  siteUrl: string;
  categories: Map<string, WxrCategory>;
  tags: WxrTag[];
  /** Display names of the channel's authors (`wp:author`) by login. */
  authors: Map<string, string>;
  /** User ids of the channel's authors (`wp:author_id`) by login. */
  authorIds: Map<string, string>;
  items: WxrItem[];
}

const ARRAYS = new Set([
  "item",
  "category",
  "wp:category",
  "wp:postmeta",
  "wp:tag",
  "wp:term",
  "wp:comment",
  "wp:commentmeta",
  "wp:author",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;

/** Text of a parsed element: its string, or `#text` of an element with attributes. */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value && typeof value === "object" && "#text" in value) return text((value as Node)["#text"]);
  return "";
}

function list(value: unknown): Node[] {
  return (Array.isArray(value) ? value : []).filter((v): v is Node => !!v && typeof v === "object");
}

function metaOf(entries: unknown): Map<string, string> {
  const meta = new Map<string, string>();
  for (const entry of list(entries)) meta.set(text(entry["wp:meta_key"]).trim(), text(entry["wp:meta_value"]));
  return meta;
}

function readComment(comment: Node): WxrComment {
  return {
    id: text(comment["wp:comment_id"]).trim(),
    author: cleanText(text(comment["wp:comment_author"])),
    approved: text(comment["wp:comment_approved"]).trim(),
    type: text(comment["wp:comment_type"]).trim(),
    email: text(comment["wp:comment_author_email"]).trim(),
    dateGmt: text(comment["wp:comment_date_gmt"]).trim(),
    content: text(comment["wp:comment_content"]),
    parent: text(comment["wp:comment_parent"]).trim() || "0",
    userId: text(comment["wp:comment_user_id"]).trim() || "0",
    meta: metaOf(comment["wp:commentmeta"]),
  };
}

function readItem(node: Node, index: number): WxrItem {
  const meta = metaOf(node["wp:postmeta"]);
  const rawTerms = Array.isArray(node.category) ? node.category : [];
  const terms = rawTerms.map((term: unknown) => {
    const attrs = term && typeof term === "object" ? term as Node : {};
    return { domain: text(attrs["@_domain"]), slug: text(attrs["@_nicename"]), name: text(term).trim() };
  });
  return {
    index,
    id: text(node["wp:post_id"]).trim(),
    title: text(node.title),
    link: text(node.link).trim(),
    content: text(node["content:encoded"]),
    excerpt: text(node["excerpt:encoded"]),
    postName: text(node["wp:post_name"]).trim(),
    status: text(node["wp:status"]).trim(),
    postType: text(node["wp:post_type"]).trim(),
    dateGmt: text(node["wp:post_date_gmt"]).trim(),
    date: text(node["wp:post_date"]).trim(),
    attachmentUrl: text(node["wp:attachment_url"]).trim(),
    creator: text(node["dc:creator"]).trim(),
    terms,
    comments: list(node["wp:comment"]).map(readComment),
    meta,
  };
}

/** True when `text` looks like a WordPress export (an RSS document with the WXR namespace). */
export function looksLikeWxr(text: string): boolean {
  const head = text.slice(0, 4000);
  return /<rss[\s>]/.test(head) && /xmlns:wp="http:\/\/wordpress\.org\/export\/1\.\d+\/?"/.test(head);
}

/** Reads a WXR file; throws an Error with a readable reason when it is not well-formed XML or not an export. */
export function parseWxr(xml: string): WxrDocument {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new Error(`Malformed XML at line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg}`);
  }
  const root = parser.parse(xml) as Node;
  const rss = root.rss as Node | undefined;
  const channel = rss && typeof rss === "object" ? rss.channel as Node | undefined : undefined;
  if (!channel || typeof channel !== "object" || !text(channel["wp:wxr_version"]).trim()) {
    throw new Error("Not a WordPress export: the file has no <wp:wxr_version> in an RSS channel");
  }
  const categories = new Map<string, WxrCategory>();
  for (const node of list(channel["wp:category"])) {
    const slug = text(node["wp:category_nicename"]).trim();
    if (!slug) continue;
    categories.set(slug, {
      slug,
      name: cleanText(text(node["wp:cat_name"])) || slug,
      parent: text(node["wp:category_parent"]).trim(),
      description: cleanText(text(node["wp:category_description"])),
    });
  }
  const tags = list(channel["wp:tag"]).map((node) => ({
    slug: text(node["wp:tag_slug"]).trim(),
    name: cleanText(text(node["wp:tag_name"])),
  })).filter((tag) => tag.slug && tag.name);
  const siteUrl = text(channel["wp:base_blog_url"]).trim() || text(channel.link).trim();
  const items = list(channel.item).map((node, i) => readItem(node, i + 1));
  const authors = new Map<string, string>();
  const authorIds = new Map<string, string>();
  for (const node of list(channel["wp:author"])) {
    const login = text(node["wp:author_login"]).trim();
    const name = cleanText(text(node["wp:author_display_name"])) || login;
    if (login) authors.set(login, name);
    const id = text(node["wp:author_id"]).trim();
    if (login && id) authorIds.set(login, id);
  }
  return { siteUrl, categories, tags, authors, authorIds, items };
}
