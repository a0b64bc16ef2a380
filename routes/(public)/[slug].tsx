/** `/{slug}`: a post, a category (when the category base is empty) or the 404 page, after the redirect check. */
import { contentRouteHandler } from "@/lib/site/content_route.ts";

export { default } from "@/components/site/ContentPage.tsx";

export const handler = contentRouteHandler(false);
