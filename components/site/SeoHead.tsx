/** The head tags of a public page: title, description, canonical link, OpenGraph, Twitter card, robots and JSON-LD. */
import { Head } from "@/lib/fresh/head.ts";
import { type JsonLd, serializeJsonLd } from "@/lib/seo/json_ld.ts";
import { metaDescription } from "@/lib/seo/meta.ts";

/** Props of {@link SeoHead}. */
export interface SeoHeadProps {
  /** Full document title. */
  title: string;
  description: string;
  /** Absolute canonical URL; none for a page that has no address of its own (the 404 page). */
  canonical?: string;
  siteName: string;
  /** Absolute image URL for link previews. */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article";
  /** Article dates (ISO) for `article:*` tags. */
  publishedTime?: string | null;
  modifiedTime?: string | null;
  /** Adds `noindex` (search results, not-found pages). */
  noindex?: boolean;
  jsonLd?: JsonLd[];
}

/** Adds the page's SEO tags to the document head. */
export function SeoHead(props: SeoHeadProps) {
  const description = metaDescription(props.description);
  const image = props.image || null;
  return (
    <Head>
      <title>{props.title}</title>
      <meta name="description" content={description} />
      {props.canonical && <link rel="canonical" href={props.canonical} />}
      <meta name="robots" content={props.noindex ? "noindex, follow" : "index, follow, max-image-preview:large"} />
      <meta property="og:type" content={props.type ?? "website"} />
      <meta property="og:site_name" content={props.siteName} />
      <meta property="og:locale" content="es_ES" />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={description} />
      {props.canonical && <meta property="og:url" content={props.canonical} />}
      {image && <meta property="og:image" content={image} />}
      {image && props.imageAlt && <meta property="og:image:alt" content={props.imageAlt} />}
      {props.publishedTime && <meta property="article:published_time" content={props.publishedTime} />}
      {props.modifiedTime && <meta property="article:modified_time" content={props.modifiedTime} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={props.title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
      {(props.jsonLd ?? []).map((node) => (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }} />
      ))}
    </Head>
  );
}
