/** schema.org ItemList of the posts listed on a category page. */
import type { JsonLd } from "./json_ld.ts";

/** Where a page of a longer list starts, and how long the whole list is. */
export interface ListSlice {
  /** Items listed on earlier pages (the first item here has position `offset + 1`). */
  offset: number;
  /** Items in the whole list. */
  total: number;
}

/**
 * An ItemList whose ListItems point at the absolute URLs given, in order. On page N of a paged list the positions
 * go on from the earlier pages and `numberOfItems` counts the whole list.
 */
export function itemListJsonLd(
  name: string,
  items: { name: string; url: string }[],
  slice: ListSlice = { offset: 0, total: items.length },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: slice.total,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: slice.offset + i + 1,
      url: item.url,
      name: item.name,
    })),
  };
}
