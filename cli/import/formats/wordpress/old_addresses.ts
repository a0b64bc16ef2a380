/**
 * The old addresses of a WordPress site that are not a post's: category archives (`/category/recetas/postres/`,
 * the full chain of parents as WordPress writes it), tag archives (`/tag/yuca/`, which lead to the tag's page
 * `/tag/yuca`, or to a search for a tag without a letter or digit from a to z, which has no page) and the feed
 * (`/feed/` → `/rss.xml`).
 */
import { tagSlug } from "../../../../lib/shared/tags.ts";
import { tagPath } from "../../../../lib/shared/paths.ts";
import type { ImportSiteRedirect } from "../../types.ts";
import type { WxrDocument } from "./wxr.ts";

/** Path of the site's RSS feed. */
export const FEED_PATH = "/rss.xml";

/** The slugs from the top-level ancestor down to `slug` (a loop in the parents stops the chain). */
function chainOf(slug: string, document: WxrDocument): string[] {
  const chain: string[] = [];
  for (let at: string | undefined = slug; at && !chain.includes(at); at = document.categories.get(at)?.parent) {
    chain.unshift(at);
  }
  return chain;
}

/** The redirects of the export's categories, tags and feed. */
export function oldAddresses(document: WxrDocument, label: string): ImportSiteRedirect[] {
  const out: ImportSiteRedirect[] = [];
  for (const category of document.categories.values()) {
    const from = `/category/${chainOf(category.slug, document).map(encodeURIComponent).join("/")}/`;
    out.push({ kind: "redirect", label: `${label}#category-${category.slug}`, from, to: { category: category.slug } });
  }
  for (const tag of document.tags) {
    const from = `/tag/${encodeURIComponent(tag.slug)}/`;
    const slug = tagSlug(tag.name);
    const to = slug ? { path: tagPath(slug) } : { search: tag.name };
    out.push({ kind: "redirect", label: `${label}#tag-${tag.slug}`, from, to });
  }
  out.push({ kind: "redirect", label: `${label}#feed`, from: "/feed/", to: { path: FEED_PATH } });
  return out;
}
