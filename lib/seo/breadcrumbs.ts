/** schema.org BreadcrumbList for the breadcrumbs shown on a page. */
import type { JsonLd } from "./json_ld.ts";

/** One breadcrumb: a name and an absolute URL (the last one may omit it). */
export interface Crumb {
  name: string;
  url?: string;
}

/** A BreadcrumbList with one ListItem per crumb, positions from 1. */
export function breadcrumbListJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}
