/** schema.org WebSite of the home page, with the title search as its SearchAction. */
import type { JsonLd } from "./json_ld.ts";

/** The WebSite node for `origin`. */
export function websiteJsonLd(origin: string, name: string, description: string): JsonLd {
  const home = new URL("/", origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    description,
    url: home,
    inLanguage: "es-ES",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${new URL("/search", origin).href}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
