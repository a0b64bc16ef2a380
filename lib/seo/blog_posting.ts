/** schema.org BlogPosting for article posts. */
import { compact, type JsonLd } from "./json_ld.ts";
import { authorJsonLd, jsonLdImages, type PostJsonLdInput, videoJsonLd } from "./post_input.ts";

/** The BlogPosting node of an article. */
export function blogPostingJsonLd(input: PostJsonLdInput): JsonLd {
  const { post } = input;
  return compact({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: input.description,
    image: jsonLdImages(input),
    author: authorJsonLd(input),
    publisher: compact({
      "@type": "Organization",
      name: input.siteName,
      logo: input.logoUrl ? { "@type": "ImageObject", url: input.logoUrl } : undefined,
    }),
    datePublished: post.published_at ?? undefined,
    dateModified: post.updated_at,
    articleSection: input.categoryName,
    keywords: post.focus_keyword.trim() || undefined,
    inLanguage: "es-ES",
    video: videoJsonLd(input),
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
  });
}
