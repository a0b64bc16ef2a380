/**
 * The post page: header with dates (and rating for recipes), recipe panels, table of contents, body, video, tags, recipe
 * card with a mini-bar to it on small screens (up to the card's end), readers' reviews or comments with their form, and related recipes.
 */
import RatingStars from "@/islands/RatingStars.tsx";
import type { ListedPost } from "@/lib/site/listing_view.ts";
import type { PostReviews } from "@/lib/site/post_reviews.ts";
import type { PostView } from "@/lib/site/post_view.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { PostTags } from "./PostTags.tsx";
import { PostVideo } from "./PostVideo.tsx";
import { RecipeCard } from "./RecipeCard.tsx";
import { RecipeFacts } from "./RecipeFacts.tsx";
import { ShareLinks } from "./ShareLinks.tsx";
import { RelatedRecipes } from "./RelatedRecipes.tsx";
import { ReviewList } from "./ReviewList.tsx";
import { TableOfContents } from "./TableOfContents.tsx";

/** Renders the article for `view`, with its readers' reviews (recipes) or comments (articles) when given. */
export function PostArticle({ view, related = [], linked = [], reviews }: {
  view: PostView;
  related?: ListedPost[];
  /** Main ingredients linked to more recipes. */
  linked?: string[];
  reviews?: PostReviews;
}) {
  const { post } = view;
  const hasCard = view.isRecipe && (post.ingredients.length > 0 || post.instructions.length > 0);
  return (
    <article class={`post post--${post.content_type}`}>
      <div class="container container--narrow">
        <Breadcrumbs items={view.crumbs} />
        {/* The mini-bar sticks to the bottom of the screen only while this part is on it, never over the reviews. */}
        <div class="post__main">
          <header class="post__header">
            {view.category && <a class="post__category" href={view.category.href}>{view.category.name}</a>}
            <h1 class="post__title">{post.title}</h1>
            {view.excerpt && <p class="post__excerpt">{view.excerpt}</p>}
            <p class="post__meta">
              {view.published && (
                <span class="post__date">
                  Publicado el <time dateTime={view.published.iso}>{view.published.text}</time>
                </span>
              )}
              {view.updated && (
                <span class="post__updated">
                  Actualizado: <time dateTime={view.updated.iso}>{view.updated.text}</time>
                </span>
              )}
              {post.author_name && <span class="post__author">Por {post.author_name}</span>}
            </p>
            {view.isRecipe && (
              <div class="post__rating">
                <RatingStars postId={post.id} initial={view.rating} />
              </div>
            )}
            {hasCard && <a class="button button--secondary post__jump" href="#receta">Ir a la receta</a>}
          </header>
          {view.photo && (
            <figure class="post__image">
              <img
                src={view.photo.src}
                srcset={view.photo.srcset || undefined}
                sizes={view.photo.sizes || undefined}
                alt={post.title}
                width={view.photo.width}
                height={view.photo.height}
                fetchpriority="high"
              />
            </figure>
          )}
          {view.isRecipe && <RecipeFacts post={post} />}
          <TableOfContents headings={post.headings} />
          <div class="post__content prose" dangerouslySetInnerHTML={{ __html: post.content }} />
          {view.video && (
            <PostVideo
              video={view.video}
              title={post.title}
              recipe={view.isRecipe}
              poster={post.featured_image || undefined}
            />
          )}
          <PostTags tags={view.tags} />
          {view.isRecipe
            ? <RecipeCard post={post} url={view.canonical} path={view.path} linked={linked} pinImage={view.pinImage} />
            : <ShareLinks title={post.title} url={view.canonical} image={view.pinImage ?? undefined} />}
          {hasCard && (
            <nav class="recipe-minibar" aria-label="Atajos de la receta">
              <a href="#receta-ingredientes">Ingredientes</a>
              <a href="#receta-instrucciones">Pasos</a>
            </nav>
          )}
        </div>
        {reviews && <ReviewList reviews={reviews} path={view.path} postId={post.id} isRecipe={view.isRecipe} />}
      </div>
      <RelatedRecipes posts={related} isRecipe={view.isRecipe} />
    </article>
  );
}
