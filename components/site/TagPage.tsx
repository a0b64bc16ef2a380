/** The tag page: the tag as heading, how many posts carry it, and their cards in the category pages' grid. */
import type { TagView } from "@/lib/site/tag_view.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { CategoryPagination } from "./CategoryPagination.tsx";
import { PostCard } from "./PostCard.tsx";

/** Renders the tag page for `view`. */
export function TagPage({ view }: { view: TagView }) {
  return (
    <>
      <header class="page-hero">
        <div class="container">
          <Breadcrumbs items={view.crumbs} light />
          <h1 class="page-hero__title">Etiqueta: {view.tag}</h1>
          <p class="page-hero__count">{view.countText}</p>
        </div>
      </header>
      <section class="container section" aria-labelledby="tag-posts-title">
        <h2 id="tag-posts-title" class="visually-hidden">Recetas con la etiqueta {view.tag}</h2>
        <div class="card-grid">
          {view.posts.map(({ post, href, photo }, i) => (
            <PostCard key={post.id} post={post} href={href} photo={photo} eager={i < 3} priority={i === 0} />
          ))}
        </div>
        <CategoryPagination path={view.path} page={view.page} pages={view.pages} label="Páginas de la etiqueta" />
      </section>
    </>
  );
}
