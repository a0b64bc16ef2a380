/** `/search?q=`: published posts whose title matches, ignoring case and accents; never indexed. */
import { PostCard } from "@/components/site/PostCard.tsx";
import { SeoHead } from "@/components/site/SeoHead.tsx";
import SearchBox from "@/islands/SearchBox.tsx";
import { listPosts } from "@/lib/db/posts.ts";
import { SearchQuerySchema } from "@/lib/schemas/search_query.ts";
import { pageTitle } from "@/lib/seo/meta.ts";
import { withCardExcerpts } from "@/lib/site/card_excerpts.ts";
import { type PostCardData, postCards } from "@/lib/site/cards.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { searchCountText } from "@/lib/site/texts.ts";
import { define, page } from "@/lib/define.ts";

interface SearchData {
  query: string;
  results: PostCardData[];
  total: number;
  page: number;
  pages: number;
}

export const handler = define.handlers({
  async GET(c) {
    const site = siteContextFrom(c.var.state);
    const { q: query, page: pageNo } = SearchQuerySchema.parse({ q: c.req.query("q"), page: c.req.query("page") });
    const limit = Math.min(100, site.settings.posts_per_page);
    const found = query
      ? await listPosts(c.var.kv, { status: "published", sortBy: "published", title: query, limit, page: pageNo })
      : { posts: [], total: 0 };
    const data: SearchData = {
      query,
      results: postCards(await withCardExcerpts(c.var.kv, found.posts), site),
      total: found.total,
      page: pageNo,
      pages: Math.max(1, Math.ceil(found.total / limit)),
    };
    return page(data, { headers: { "X-Robots-Tag": "noindex" } });
  },
});

function pageHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

export default define.page<typeof handler>(function SearchPage({ data, url, state }) {
  const { settings } = siteContextFrom(state);
  const { query, results, total, page, pages } = data;
  const heading = query ? `Resultados para ${query}` : "Buscar recetas";
  return (
    <>
      <SeoHead
        title={pageTitle(query ? `Resultados para ${query}` : "Buscar", settings.site_description)}
        description="Busca recetas cubanas por su título."
        canonical={new URL("/search", url.origin).href}
        siteName={settings.site_name}
        noindex
      />
      <header class="page-hero page-hero--compact">
        <div class="container">
          <h1 class="page-hero__title">
            {query
              ? (
                <>
                  Resultados para <span class="search-query">{query}</span>
                </>
              )
              : heading}
          </h1>
          <SearchBox variant="page" initial={query} />
          {query && total > 0 && <p class="page-hero__count" role="status">{searchCountText(total)}</p>}
        </div>
      </header>
      <section class="container section" aria-label="Resultados de la búsqueda">
        {!query && (
          <div class="empty-state empty-state--boxed">
            <p class="empty-state__title">Comienza tu búsqueda</p>
            <p>Escribe el nombre de una receta, por ejemplo «ropa vieja» o «flan», y pulsa Buscar.</p>
          </div>
        )}
        {query && total === 0 && (
          <div class="empty-state empty-state--boxed">
            <p class="empty-state__title">No se encontraron resultados</p>
            <p>No hay recetas cuyo título coincida con «{query}». Prueba con otra palabra.</p>
            <p>
              <a class="button" href="/">Volver al inicio</a>
            </p>
          </div>
        )}
        {results.length > 0 && (
          <div class="card-grid">
            {results.map(({ post, href, categoryName }) => (
              <PostCard key={post.id} post={post} href={href} categoryName={categoryName} headingLevel={2} />
            ))}
          </div>
        )}
        {query && pages > 1 && (
          <nav class="pagination" aria-label="Páginas de resultados">
            {page > 1 && <a class="button button--secondary" href={pageHref(query, page - 1)} rel="prev">Anterior</a>}
            <span class="pagination__label">Página {page} de {pages}</span>
            {page < pages && (
              <a class="button button--secondary" href={pageHref(query, page + 1)} rel="next">Siguiente</a>
            )}
          </nav>
        )}
      </section>
    </>
  );
});
