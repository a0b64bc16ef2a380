/**
 * Slugs a post or category may not take because the first path segment
 * already belongs to the site: route folders and files under `routes/`, the
 * built assets (`/_build`), the `static/` folder's top-level entries, and the
 * legal pages. A post at `/admin` or `/search` could never be reached. The
 * list is checked against the route table and `static/` by
 * `reserved_slugs_test.ts`, so a new top-level route that is missing here
 * fails the tests. The configured category and post bases come from the
 * settings and are checked where posts are saved (`lib/db/posts.ts`).
 */
import { z } from "zod";
import { ValidationError } from "../errors.ts";
import { slugify } from "../text/slug.ts";

/** First path segments that belong to the site itself. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // routes/
  "admin",
  "api",
  "fonts",
  "healthz",
  "media",
  "metrics",
  "readyz",
  "robots.txt",
  "rss.xml",
  "sitemap.xml",
  // routes/(public)/
  "categorias",
  "contact",
  "contacto",
  "guardadas",
  "search",
  "tag",
  "politicas-de-privacidad",
  "terminos-y-condiciones",
  // built client code and static/
  "_build",
  "static",
  "video",
  "admin.css",
  "admin-media.css",
  "admin-ai-settings.css",
  "admin-ai.css",
  "admin-menu.css",
  "admin-messages.css",
  "admin-reviews.css",
  "components.css",
  "recipe.css",
  "styles.css",
  "tokens.css",
  "favicon.svg",
  "favicon.ico",
  "logo.svg",
]);

/** Message of the slug field when the slug is reserved. */
export function reservedSlugMessage(slug: string): string {
  return `The address /${slug} is used by the site itself; choose another slug`;
}

/** True when `slug` is a reserved first path segment. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug.toLowerCase());
}

/**
 * Throws a 400 on the `slug` field when `slug` is reserved or equals one of
 * `bases` (the configured category and post bases, when the caller knows them).
 */
export function assertSlugNotReserved(slug: string, bases: readonly string[] = []): void {
  if (isReservedSlug(slug) || bases.includes(slug)) {
    const message = reservedSlugMessage(slug);
    throw new ValidationError(message, { slug: [message] });
  }
}

/** A slug payload field: normalised; empty after normalising (`required` says so), too long, or reserved is refused. */
export function slugField(required: string) {
  return z.string().transform(slugify).pipe(
    z.string().min(1, required).max(200, "Slug must be at most 200 characters")
      .refine((slug) => !isReservedSlug(slug), { error: (issue) => reservedSlugMessage(String(issue.input)) }),
  );
}
