/** `/{base}/{slug}`: a category under the category base, a post under the post base, or a 404, after the redirect check. */
import { contentRouteHandler } from "@/lib/site/content_route.ts";

export { default } from "@/components/site/ContentPage.tsx";

export const handler = contentRouteHandler(true);
