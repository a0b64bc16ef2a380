/**
 * "Recetas relacionadas" ("Artículos relacionados" under an article) at the end of a post: a grid of post cards, or
 * nothing without related posts.
 */
import type { ListedPost } from "@/lib/site/listing_view.ts";
import { PostCard } from "./PostCard.tsx";

/** Renders the related posts; the grid has as many columns on wide screens as cards (2 or 4), so rows are full. */
export function RelatedRecipes({ posts, isRecipe }: { posts: ListedPost[]; isRecipe: boolean }) {
  if (posts.length === 0) return null;
  return (
    <section class="related-recipes container" aria-labelledby="related-title">
      <h2 id="related-title">{isRecipe ? "Recetas relacionadas" : "Artículos relacionados"}</h2>
      <div class={`card-grid related-recipes__grid related-recipes__grid--${posts.length}`}>
        {posts.map(({ post, href, photo }) => <PostCard key={post.id} post={post} href={href} photo={photo} />)}
      </div>
    </section>
  );
}
