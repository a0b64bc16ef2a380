/**
 * `/search?q=`: published posts matching the query in title, ingredients, tags, categories, excerpt or text (accents,
 * case, plurals and one typo ignored), ranked by relevance, newest first on ties, with a highlighted snippet and GET
 * filters (category, total time, type, ingredients); never indexed. A `page` past the last is a 404, answered from the
 * count of matches before any result is ranked or read.
 */
import { PostCard } from "@/components/site/PostCard.tsx";
import { SeoHead } from "@/components/site/SeoHead.tsx";
import SearchBox from "@/islands/SearchBox.tsx";
import { SearchFilters } from "@/components/site/SearchFilters.tsx";
import { SEARCH_TYPES, type SearchQuery, SearchQuerySchema } from "@/lib/schemas/search_query.ts";
import { type FilterCounts, searchPosts } from "@/lib/search/post_search.ts";
import { snippetOf, type SnippetPart } from "@/lib/search/snippet.ts";
import { pageTitle } from "@/lib/seo/meta.ts";
import { postCards } from "@/lib/site/cards.ts";
import { withCardPhotos } from "@/lib/site/card_photos.ts";
import { siteContextFrom } from "@/lib/site/context.ts";
import { searchCountText } from "@/lib/site/texts.ts";
import { STOP_WORDS } from "@/lib/search/spanish_terms.ts";
import { define, page } from "@/lib/define.ts";
import { NotFoundError } from "@/lib/errors.ts";

export const handler = define.handlers({
  async GET(c) {
    const site = siteContextFrom(c.var.state);
    const query = SearchQuerySchema.parse({
      q: c.req.query("q"),
      page: c.req.query("page"),
      categoria: c.req.query("categoria"),
      tiempo: c.req.query("tiempo"),
      tipo: c.req.query("tipo"),
      con: c.req.query("con"),
    });
    const limit = Math.min(100, site.settings.posts_per_page);
    const category = site.categories.find((each) => each.slug === query.categoria);
    // Without words to search, the ingredients alone are the search ("más recetas con comino").
    const words = query.q || query.con;
    const found = words
      ? searchPosts(await c.var.content.search.get(), words, {
        statuses: ["published"],
        categoryId: category?.id,
        maxMinutes: query.tiempo,
        type: query.tipo ? SEARCH_TYPES[query.tipo] : undefined,
        ingredients: query.con,
      })
      : null;
    const total = found?.total ?? 0;
    const counts: FilterCounts = found?.counts ?? { categories: new Map(), times: new Map(), types: new Map() };
    const filtered = !!(query.categoria || query.tiempo || query.tipo || (query.q && query.con));
    const pages = Math.max(1, Math.ceil(total / limit));
    if (query.page > pages) throw new NotFoundError();
    // Only the page shown is ranked, given snippets and read for cards (its documents hold the fallback excerpts).
    const pageHits = found ? found.page((query.page - 1) * limit, limit) : [];
    const cards = await withCardPhotos(c, postCards(pageHits.map((hit) => hit.doc.summary), site));
    const data = {
      query,
      results: cards.map((card, i) => ({ ...card, snippet: snippetOf(pageHits[i].doc, pageHits[i].terms) })),
      total,
      page: query.page,
      pages,
      counts,
      // How many results are recipes: the count says "recetas", "artículos" or "resultados".
      recipes: query.tipo ? (query.tipo === "receta" ? total : 0) : counts.types.get("recipe") ?? 0,
      // The nearest title or ingredient, when the words alone found nothing.
      nearest: found && !total && !filtered ? found.nearest() : null,
    };
    return page(data, { headers: { "X-Robots-Tag": "noindex" } });
  },
});

function pageHref(query: SearchQuery, page: number): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.categoria) params.set("categoria", query.categoria);
  if (query.tiempo) params.set("tiempo", String(query.tiempo));
  if (query.tipo) params.set("tipo", query.tipo);
  if (query.con) params.set("con", query.con);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

/** The ingredient words of `con` as said: "comino ajo" → "comino y ajo" (stop words dropped). */
function ingredientList(con: string): string {
  const words = con.split(/[\s,]+/).filter((word) => word && !STOP_WORDS.has(word.toLowerCase()));
  return new Intl.ListFormat("es", { type: "conjunction" }).format(words);
}

function Snippet({ parts }: { parts: SnippetPart[] }) {
  return <>{parts.map((part, i) => part.mark ? <mark key={i}>{part.text}</mark> : part.text)}</>;
}

export default define.page<typeof handler>(function SearchPage({ data, url, state }) {
  const { settings, categories } = siteContextFrom(state);
  const { query: search, results, total, page, pages, counts, recipes, nearest } = data;
  const byIngredients = !search.q && search.con;
  const query = search.q || (byIngredients ? ingredientList(search.con) : "");
  const heading = search.q ? `Resultados para ${query}` : byIngredients ? `Recetas con ${query}` : "Buscar recetas";
  return (
    <>
      <SeoHead
        title={pageTitle(query ? heading : "Buscar", settings.site_description)}
        description="Busca recetas cubanas por su título o sus ingredientes."
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
                  {byIngredients ? "Recetas con" : "Resultados para"} <span class="search-query">{query}</span>
                </>
              )
              : heading}
          </h1>
          <SearchBox variant="page" initial={search.q} />
          {query && total > 0 && <p class="page-hero__count" role="status">{searchCountText(total, recipes)}</p>}
          {query && <SearchFilters query={search} categories={categories} counts={counts} />}
        </div>
      </header>
      <section class="container section" aria-label="Resultados de la búsqueda">
        {!query && (
          <div class="empty-state empty-state--boxed">
            <p class="empty-state__title">Comienza tu búsqueda</p>
            <p>Escribe una receta o un ingrediente, por ejemplo «ropa vieja» o «comino», y pulsa Buscar.</p>
          </div>
        )}
        {query && total === 0 && (
          <div class="empty-state empty-state--boxed">
            <p class="empty-state__title">No se encontraron resultados</p>
            {nearest && (
              <p class="search-nearest">
                ¿Quisiste decir <a href={`/search?${new URLSearchParams({ q: nearest })}`}>{nearest}</a>?
              </p>
            )}
            <p>No hay recetas que coincidan con «{query}». Prueba con otra palabra o quita algún filtro.</p>
            <p>
              <a class="button" href="/">Volver al inicio</a>
            </p>
          </div>
        )}
        {results.length > 0 && (
          <div class="card-grid">
            {results.map(({ post, href, categoryName, photo, snippet }) => (
              <PostCard
                key={post.id}
                post={post}
                href={href}
                categoryName={categoryName}
                photo={photo}
                headingLevel={2}
                snippet={snippet.length ? <Snippet parts={snippet} /> : undefined}
              />
            ))}
          </div>
        )}
        {query && pages > 1 && (
          <nav class="pagination" aria-label="Páginas de resultados">
            {page > 1 && <a class="button button--secondary" href={pageHref(search, page - 1)} rel="prev">Anterior</a>}
            <span class="pagination__label">Página {page} de {pages}</span>
            {page < pages && (
              <a class="button button--secondary" href={pageHref(search, page + 1)} rel="next">Siguiente</a>
            )}
          </nav>
        )}
      </section>
    </>
  );
});
