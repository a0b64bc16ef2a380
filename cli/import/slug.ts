/** Slugs as the site makes them, so an item is matched by the slug the server will give it. */
export { slugify } from "../../lib/text/slug.ts";
