/**
 * The search page's filters: a plain GET form (no script needed) keeping the query, with category, total time, type
 * and ingredients, each choice showing how many results it would leave. On phones the form folds into a closed
 * "Filtros" disclosure (`<details>`, with the number of filters in use) so the results start on the first screen;
 * wider screens show it open without the summary (`components.css`).
 */
import type { CategoryWithCount } from "@/lib/schemas/category.ts";
import type { SearchQuery } from "@/lib/schemas/search_query.ts";
import { type FilterCounts, TIME_LIMITS } from "@/lib/search/post_search.ts";

/** Props of {@link SearchFilters}. */
export interface SearchFiltersProps {
  query: SearchQuery;
  categories: CategoryWithCount[];
  counts: FilterCounts;
}

function label(text: string, count: number | undefined): string {
  return `${text} (${count ?? 0})`;
}

/** Renders the filter form. */
export function SearchFilters({ query, categories, counts }: SearchFiltersProps) {
  const active = [query.categoria, query.tiempo, query.tipo, query.q && query.con].filter(Boolean).length;
  return (
    <details class="search-filters-panel">
      <summary class="search-filters-panel__summary">Filtros{active ? ` (${active})` : ""}</summary>
      <FilterForm query={query} categories={categories} counts={counts} />
    </details>
  );
}

function FilterForm({ query, categories, counts }: SearchFiltersProps) {
  return (
    <form class="search-filters" action="/search" method="get" aria-label="Filtrar resultados">
      <input type="hidden" name="q" value={query.q} />
      <label class="search-filters__field">
        <span>Categoría</span>
        <select name="categoria">
          <option value="">Todas</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug} selected={category.slug === query.categoria}>
              {label(category.name, counts.categories.get(category.id))}
            </option>
          ))}
        </select>
      </label>
      <label class="search-filters__field">
        <span>Tiempo total</span>
        <select name="tiempo">
          <option value="">Cualquiera</option>
          {TIME_LIMITS.map((limit) => (
            <option key={limit} value={String(limit)} selected={query.tiempo === limit}>
              {label(`Hasta ${limit} min`, counts.times.get(limit))}
            </option>
          ))}
        </select>
      </label>
      <label class="search-filters__field">
        <span>Tipo</span>
        <select name="tipo">
          <option value="">Recetas y artículos</option>
          <option value="receta" selected={query.tipo === "receta"}>
            {label("Recetas", counts.types.get("recipe"))}
          </option>
          <option value="articulo" selected={query.tipo === "articulo"}>
            {label("Artículos", counts.types.get("article"))}
          </option>
        </select>
      </label>
      <label class="search-filters__field">
        <span>Con ingredientes</span>
        <input type="text" name="con" value={query.con} maxLength={200} placeholder="p. ej. comino ajo" />
      </label>
      <button class="button button--secondary" type="submit">Filtrar</button>
    </form>
  );
}
