/** A post teaser card: image, category, title, excerpt and total time, linking to the post. */
import type { ComponentChildren } from "preact";
import type { PostSummary } from "@/lib/schemas/post.ts";
import { formatIsoDuration } from "@/lib/recipe/duration.ts";
import { postExcerpt } from "@/lib/content/excerpt.ts";
import type { PhotoSet } from "@/lib/site/photo_set.ts";
import { imageLoading } from "./image_loading.ts";

/** Props of {@link PostCard}. */
export interface PostCardProps {
  post: PostSummary;
  href: string;
  categoryName?: string;
  /** Level of the title heading (3 by default). */
  headingLevel?: 2 | 3;
  /** Load the image eagerly (cards visible on arrival). */
  eager?: boolean;
  /** The page's largest image on arrival: loaded eagerly and first. */
  priority?: boolean;
  /** Shown instead of the excerpt (a search result's highlighted snippet). */
  snippet?: ComponentChildren;
  /** The photo with its source set (`card_photos.ts`); the post's square alone when absent. */
  photo?: PhotoSet;
}

/** Renders one post card. */
export function PostCard(
  { post, href, categoryName, headingLevel = 3, eager = false, priority = false, snippet, photo }: PostCardProps,
) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  const time = formatIsoDuration(post.total_time);
  const excerpt = postExcerpt(post);
  return (
    <article class="card post-card">
      <a class="card__link" href={href}>
        <div class="card__media">
          {post.featured_image
            ? (
              <img
                src={photo?.src ?? post.featured_image}
                srcset={photo?.srcset || undefined}
                sizes={photo?.sizes || undefined}
                alt=""
                width="450"
                height="300"
                {...imageLoading({ eager, priority })}
              />
            )
            : <span class="card__placeholder" aria-hidden="true">🍽️</span>}
          {categoryName && <span class="card__badge">{categoryName}</span>}
        </div>
        <div class="card__body">
          <Title class="card__title">{post.title}</Title>
          {snippet ? <p class="card__text">{snippet}</p> : excerpt && <p class="card__text">{excerpt}</p>}
          {time && (
            <p class="card__meta">
              <span aria-hidden="true">⏱</span> <span class="visually-hidden">Tiempo total:</span> {time}
            </p>
          )}
        </div>
      </a>
    </article>
  );
}
