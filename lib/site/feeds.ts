/**
 * The data behind sitemap.xml and rss.xml: public pages, active categories and published posts, from a content
 * snapshot.
 */
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import type { RssChannel, RssItem } from "../seo/rss.ts";
import type { SitemapEntry } from "../seo/sitemap.ts";
import { getMediaByUrl } from "../db/media.ts";
import { withCardExcerpts } from "./card_excerpts.ts";
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
  const categories = snapshot.categories.filter((c) => (c.post_count ?? 0) > 0).length;
  return STATIC_SITEMAP_PATHS.length + categories + snapshot.published.length;
}

/** Sitemap entries: the fixed pages, active categories with posts and published posts (with their last update). */
export function sitemapEntries(snapshot: ContentSnapshot, origin: string): SitemapEntry[] {
  const { settings, categories } = snapshot;
  const posts = [...snapshot.published].reverse();
  const newest = posts.map((p) => p.updated_at).sort().at(-1) ?? null;
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ loc: absoluteUrl(origin, path), lastmod: path === "/" ? newest : null })),
    ...categories.filter((c) => (c.post_count ?? 0) > 0).map((c) => ({
      loc: absoluteUrl(origin, categoryPath(c.slug, settings.category_base)),
      lastmod: c.updated_at,
    })),
    ...posts.map((p) => ({ loc: absoluteUrl(origin, postPath(p.slug, settings.post_base)), lastmod: p.updated_at })),
  ];
}

/**
 * The RSS channel and the latest published posts as items: a blank excerpt falls back to the start of the text, and
 * an image's enclosure length is its media item's recorded size (the stored file is never read).
 */
export async function rssFeed(
  kv: Deno.Kv,
  snapshot: ContentSnapshot,
  origin: string,
): Promise<{ channel: RssChannel; items: RssItem[] }> {
  const { settings, categories, published } = snapshot;
  const posts = await withCardExcerpts(kv, snapshot, published.slice(-RSS_ITEMS).reverse());
  const sizes = await Promise.all(
    posts.map(async (post) => post.featured_image ? (await getMediaByUrl(kv, post.featured_image))?.size : undefined),
  );
  const names = new Map(categories.map((c) => [c.id, c.name]));
  return {
    channel: {
      title: settings.site_name,
      link: absoluteUrl(origin, "/"),
      feedUrl: absoluteUrl(origin, "/rss.xml"),
      description: settings.site_description,
      language: "es-ES",
    },
    items: posts.map((post, index) => ({
      title: post.title,
      link: absoluteUrl(origin, postPath(post.slug, settings.post_base)),
      description: post.excerpt,
      pubDate: post.published_at ?? post.created_at,
      categories: post.category_ids.map((id) => names.get(id)).filter((name): name is string => !!name),
      image: post.featured_image ? absoluteUrl(origin, post.featured_image) : undefined,
      imageLength: sizes[index],
    })),
  };
}
