/**
 * The approved reviews (recipes) or comments (articles) under a post: newest first, ten a page (`?resenas=N` links),
 * each with name, es-ES date, stars and text, and the site's reply under it when there is one; then the form.
 */
import ReviewForm from "@/islands/ReviewForm.tsx";
import { formatDateEs } from "@/lib/format/dates.ts";
import type { PostReviews } from "@/lib/site/post_reviews.ts";
import { REVIEW_PAGE_PARAM } from "@/lib/site/review_paths.ts";

function pageHref(path: string, page: number): string {
  return `${path}${page > 1 ? `?${REVIEW_PAGE_PARAM}=${page}` : ""}#opiniones`;
}

function Stars({ value }: { value: number }) {
  return (
    <span class="review__stars" role="img" aria-label={`${value} de 5 estrellas`}>
      {"★".repeat(value)}
      <span class="review__stars-off">{"★".repeat(5 - value)}</span>
    </span>
  );
}

/** Renders the reviews section of a post at `path`. */
export function ReviewList({ reviews, path, postId, isRecipe }: {
  reviews: PostReviews;
  path: string;
  postId: string;
  isRecipe: boolean;
}) {
  const { list } = reviews;
  return (
    <section id="opiniones" class="reviews" aria-labelledby="opiniones-titulo">
      <h2 id="opiniones-titulo" class="reviews__title">
        {isRecipe ? "Reseñas" : "Comentarios"} {list.total > 0 && <span class="reviews__count">({list.total})</span>}
      </h2>
      {list.total === 0 && (
        <p class="reviews__empty">{isRecipe ? "Aún no hay reseñas. ¡Sé el primero!" : "Aún no hay comentarios."}</p>
      )}
      <ol class="reviews__list">
        {list.reviews.map((review) => (
          <li key={review.id} class="review" id={`resena-${review.id}`}>
            <p class="review__meta">
              <strong class="review__name">{review.name}</strong>
              <time dateTime={review.created_at}>{formatDateEs(review.created_at)}</time>
              {review.stars && <Stars value={review.stars} />}
            </p>
            <p class="review__text">{review.text}</p>
            {review.reply && (
              <div class="review__reply">
                <p class="review__reply-title">Respuesta del sitio</p>
                <p class="review__text">{review.reply.text}</p>
              </div>
            )}
          </li>
        ))}
      </ol>
      {list.pages > 1 && (
        <nav class="pagination reviews__pages" aria-label={isRecipe ? "Páginas de reseñas" : "Páginas de comentarios"}>
          {list.page > 1 && (
            <a class="button button--secondary" rel="prev" href={pageHref(path, list.page - 1)}>Anteriores</a>
          )}
          <span class="reviews__page">Página {list.page} de {list.pages}</span>
          {list.page < list.pages && (
            <a class="button button--secondary" rel="next" href={pageHref(path, list.page + 1)}>Siguientes</a>
          )}
        </nav>
      )}
      <ReviewForm postId={postId} isRecipe={isRecipe} stamp={reviews.stamp} notice={reviews.notice} />
    </section>
  );
}
