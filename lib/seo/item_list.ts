/** schema.org ItemList of the posts listed on a category page. */
import type { JsonLd } from "./json_ld.ts";

/** An ItemList whose ListItems point at the absolute URLs given, in order. */
export function itemListJsonLd(name: string, items: { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: item.url,
      name: item.name,
    })),
  };
}
