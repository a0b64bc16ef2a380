/**
 * Internal links follow the permalink settings at render time: a link to a
 * category or post written under a former base (or a former category slug)
 * is rendered with the current address, so readers never go through a 301.
 * Stored content is left as written; the 301s in `resolve.ts` still answer
 * old addresses from elsewhere.
 */
import type { PostSummary } from "../schemas/post.ts";
import { type ContentLookup, resolveContent } from "./resolve.ts";
import { categoryPath, postPath } from "../shared/paths.ts";

/** Most links of one document looked up (a link that names neither a post nor a category costs a KV read). */
const MAX_LINKS_FOLLOWED = 200;

function segmentsOf(path: string): string[] | null {
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  const parts = path.split("/").slice(1);
  if (parts.at(-1) === "") parts.pop();
  return parts.length === 1 || parts.length === 2 ? parts : null;
}

function splitSuffix(href: string): { path: string; suffix: string } {
  const at = href.search(/[?#]/);
  return at < 0 ? { path: href, suffix: "" } : { path: href.slice(0, at), suffix: href.slice(at) };
}

/**
 * The current address of a site path that names a category or post under a
 * former base, or the path unchanged. Synchronous: posts are recognised by
 * the former post base only (a former empty post base needs a store read and
 * is left to the 301).
 */
export function followPathSync(href: string, lookup: ContentLookup): string {
  const { path, suffix } = splitSuffix(href);
  const parts = segmentsOf(path);
  const former = lookup.formerBases;
  if (!parts || !former) return href;
  const { category_base: categoryBase, post_base: postBase } = lookup.settings;
  const [base, slug] = parts.length === 2 ? parts : ["", parts[0]];
  if (base === categoryBase || (base === postBase && base !== "")) return href;
  const isCategory = lookup.categories.some((c) => c.slug === slug);
  if (isCategory && former.category.includes(base)) return categoryPath(slug, categoryBase) + suffix;
  if (base !== "" && former.post.includes(base)) return postPath(slug, postBase) + suffix;
  return href;
}

/**
 * The current address of a site path (a 301 target when the store says so), or the path unchanged; posts are found
 * among `published` (a content snapshot's published posts by slug), without reading them.
 */
export async function followPath(
  kv: Deno.Kv,
  href: string,
  lookup: ContentLookup,
  published: ReadonlyMap<string, PostSummary>,
): Promise<string> {
  const { path, suffix } = splitSuffix(href);
  const parts = segmentsOf(path);
  if (!parts) return href;
  let slug: string;
  let base: string | null;
  try {
    slug = decodeURIComponent(parts.at(-1)!);
    base = parts.length === 2 ? decodeURIComponent(parts[0]) : null;
  } catch {
    return href;
  }
  const match = await resolveContent(kv, base, slug, lookup, (slug) => published.get(slug) ?? null);
  return match.kind === "redirect" ? match.location + suffix : href;
}

const HREF = /(<a\b[^>]*?\shref=")([^"]*)(")/gi;

/** `html` with each internal link (`href="/…"` or on `origin`) pointing at its current address (see {@link followPath}). */
export async function followContentLinks(
  kv: Deno.Kv,
  html: string,
  lookup: ContentLookup,
  published: ReadonlyMap<string, PostSummary>,
  origin: string,
): Promise<string> {
  const hrefs = new Set<string>();
  for (const match of html.matchAll(HREF)) {
    if (hrefs.size >= MAX_LINKS_FOLLOWED) break;
    hrefs.add(match[2]);
  }
  const replaced = new Map<string, string>();
  for (const href of hrefs) {
    const raw = href.replaceAll("&amp;", "&");
    const local = raw.startsWith(origin + "/") ? raw.slice(origin.length) : raw;
    if (!local.startsWith("/")) continue;
    const next = await followPath(kv, local, lookup, published);
    if (next !== local) replaced.set(href, (local === raw ? next : origin + next).replaceAll("&", "&amp;"));
  }
  if (replaced.size === 0) return html;
  return html.replace(HREF, (all, start, href, end) => replaced.has(href) ? start + replaced.get(href) + end : all);
}
