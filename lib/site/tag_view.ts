/** Everything the tag page shows and declares, worked out from a tag, one page of its posts and the request. */
import type { PostSummary } from "../schemas/post.ts";
import type { SiteContext } from "./context.ts";
import type { Crumb } from "./crumbs.ts";
import { buildListingView, type ListingView, type Paging } from "./listing_view.ts";
import { tagPath } from "./paths.ts";
import { recipeCountText } from "./texts.ts";

/** The tag page's content and head values. */
export interface TagView extends ListingView {
  /** The tag as its newest post writes it ("Plátano maduro"). */
  tag: string;
  description: string;
}

/** Builds the view of page `paging.page` of the tag `tag` (address form `slug`) listing `posts` of `count`. */
export function buildTagView(
  tag: { name: string; slug: string },
  posts: PostSummary[],
  count: number,
  options: { origin: string; site: SiteContext; paging: Paging },
): TagView {
  const title = `Etiqueta: ${tag.name}`;
  const crumbs: Crumb[] = [{ label: "Inicio", href: "/" }, { label: title }];
  return {
    ...buildListingView(posts, count, { ...options, path: tagPath(tag.slug), title, crumbs, listName: title }),
    tag: tag.name,
    description: `Recetas y artículos con la etiqueta ${tag.name}: ${recipeCountText(count).toLowerCase()} de ` +
      "cocina cubana.",
  };
}
