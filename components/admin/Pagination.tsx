/** Numbered pagination: Previous, at most five page buttons around the current page, Next, and 'Page X of Y'. */
import { pageWindow } from "@/lib/admin/pagination.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  pages: number;
  disabled?: boolean;
  onPage: (page: number) => void;
}

/** Page navigation for a list; renders nothing when there is a single page. */
export function Pagination({ page, pages, disabled, onPage }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav class="pagination" aria-label="Pagination">
      <Button disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
      {pageWindow(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          class={n === page ? "btn btn-primary page-number" : "btn btn-light page-number"}
          aria-current={n === page ? "page" : undefined}
          disabled={disabled}
          onClick={() => n !== page && onPage(n)}
        >
          {n}
        </button>
      ))}
      <Button disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>Next</Button>
      <span class="page-label">Page {page} of {pages}</span>
    </nav>
  );
}
