/** Breadcrumb trails of public pages and their BreadcrumbList structured data. */
import { breadcrumbListJsonLd } from "../seo/breadcrumbs.ts";
import type { JsonLd } from "../seo/json_ld.ts";
import { absoluteUrl } from "./paths.ts";

/** A breadcrumb: label and site path (none for the current page). */
export interface Crumb {
  label: string;
  href?: string;
}

/** The BreadcrumbList of `crumbs`; the current page (no href) gets `currentPath`. */
export function crumbsJsonLd(origin: string, crumbs: Crumb[], currentPath: string): JsonLd {
  return breadcrumbListJsonLd(crumbs.map((c) => ({ name: c.label, url: absoluteUrl(origin, c.href ?? currentPath) })));
}
