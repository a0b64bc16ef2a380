/** The category page: header (image or emoji over the gradient), description, count and the grid of its posts. */
import type { CategoryView } from "@/lib/site/category_view.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { CategoryPagination } from "./CategoryPagination.tsx";
import { PostCard } from "./PostCard.tsx";

/** Text shown when a category has no published posts. */
export const EMPTY_CATEGORY_TEXT = "No hay recetas en esta categoría todavía.";

/** Renders the category page for `view`. */
export function CategoryPage({ view }: { view: CategoryView }) {
  const { category } = view;
  return (
    <>
      <header class="category-hero" style={`background:${view.background}`}>
        {view.headerImage
          ? (
            <img
              class="category-hero__image"
              src={view.headerImage}
              alt=""
              width="1280"
              height="480"
              fetchpriority="high"
            />
          )
          : (
            <span class="category-hero__emoji" aria-hidden="true">
              {category.emoji || "🍽️"}
            </span>
          )}
        <div class="category-hero__shade" />
        <div class="container category-hero__body">
          <Breadcrumbs items={view.crumbs} light />
          <h1 class="category-hero__title">
            {category.emoji && view.headerImage && (
              <span class="category-hero__title-emoji" aria-hidden="true">{category.emoji}</span>
            )}
            {category.name}
          </h1>
          {category.description && <p class="category-hero__description">{category.description}</p>}
          <p class="category-hero__count">{view.countText}</p>
        </div>
      </header>
      <section class="container section" aria-labelledby="category-posts-title">
        <h2 id="category-posts-title" class="visually-hidden">Recetas de {category.name}</h2>
        {view.posts.length === 0 ? <p class="empty-state">{EMPTY_CATEGORY_TEXT}</p> : (
          <div class="card-grid">
            {view.posts.map(({ post, href, photo }, i) => (
              <PostCard
                key={post.id}
                post={post}
                href={href}
                photo={photo}
                eager={i < 1}
                priority={i === 0 && !view.headerImage}
              />
            ))}
          </div>
        )}
        <CategoryPagination path={view.path} page={view.page} pages={view.pages} />
      </section>
    </>
  );
}
