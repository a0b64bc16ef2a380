/** Page links under a category's grid ("Anterior", page numbers, "Siguiente") when it has more than one page. */
import { categoryPageHref } from "@/lib/site/category_paging.ts";

/**
 * Renders the links for page `page` of `pages` of the listing at `path` (a category's, or a tag's with its own
 * `label`), or nothing for a single page.
 */
export function CategoryPagination(
  { path, page, pages, label = "Páginas de la categoría" }: {
    path: string;
    page: number;
    pages: number;
    label?: string;
  },
) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav class="pagination category-pagination" aria-label={label}>
      {page > 1 && <a class="button button--secondary" rel="prev" href={categoryPageHref(path, page - 1)}>Anterior</a>}
      <ol class="category-pagination__pages">
        {numbers.map((n) => (
          <li key={n}>
            {n === page
              ? <span class="category-pagination__current" aria-current="page">{n}</span>
              : <a href={categoryPageHref(path, n)} aria-label={`Página ${n}`}>{n}</a>}
          </li>
        ))}
      </ol>
      {page < pages && (
        <a class="button button--secondary" rel="next" href={categoryPageHref(path, page + 1)}>Siguiente</a>
      )}
    </nav>
  );
}
