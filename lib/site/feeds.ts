/**
 * The data behind sitemap.xml and rss.xml: public pages, active categories and published posts, from a content
 * snapshot.
 */
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import type { RssChannel, RssItem } from "../seo/rss.ts";
import type { SitemapEntry } from "../seo/sitemap.ts";
import { postExcerpt } from "../content/excerpt.ts";
import { absoluteUrl, categoryPath, postPath } from "./paths.ts";

/** Fixed public pages listed in the sitemap. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/categorias",
  "/contacto",
  "/politicas-de-privacidad",
  "/terminos-y-condiciones",
];
/** Posts in the RSS feed. */
export const RSS_ITEMS = 20;

/** How many {@link sitemapEntries} there are, counted without building them. */
export function sitemapEntryCount(snapshot: ContentSnapshot): number {
  return STATIC_SITEMAP_PATHS.length + snapshot.categories.length + snapshot.published.length;
}

/** Sitemap entries: the fixed pages, active categories and published posts (with their last update). */
export function sitemapEntries(snapshot: ContentSnapshot, origin: string): SitemapEntry[] {
  const { settings, categories } = snapshot;
  const posts = [...snapshot.published].reverse();
  const newest = posts.map((p) => p.updated_at).sort().at(-1) ?? null;
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ loc: absoluteUrl(origin, path), lastmod: path === "/" ? newest : null })),
    ...categories.map((c) => ({
      loc: absoluteUrl(origin, categoryPath(c.slug, settings.category_base)),
      lastmod: c.updated_at,
    })),
    ...posts.map((p) => ({ loc: absoluteUrl(origin, postPath(p.slug, settings.post_base)), lastmod: p.updated_at })),
  ];
}

/** The RSS channel and the latest published posts as items. */
export function rssFeed(snapshot: ContentSnapshot, origin: string): { channel: RssChannel; items: RssItem[] } {
  const { settings, categories, published } = snapshot;
  const posts = published.slice(-RSS_ITEMS).reverse();
  const names = new Map(categories.map((c) => [c.id, c.name]));
  return {
    channel: {
      title: settings.site_name,
      link: absoluteUrl(origin, "/"),
      feedUrl: absoluteUrl(origin, "/rss.xml"),
      description: settings.site_description,
      language: "es-ES",
    },
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(origin, postPath(post.slug, settings.post_base)),
      description: postExcerpt(post),
      pubDate: post.published_at ?? post.created_at,
      categories: post.category_ids.map((id) => names.get(id)).filter((name): name is string => !!name),
      image: post.featured_image ? absoluteUrl(origin, post.featured_image) : undefined,
    })),
  };
}
