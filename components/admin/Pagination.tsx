/** Numbered pagination: Previous, at most five page buttons around the current page, Next, and 'Page X of Y'. */
import { useEffect, useRef } from "react";
import { pageWindow } from "@/lib/admin/pagination.ts";
import { Button } from "@/components/admin/Button.tsx";
import { revealSoon } from "@/lib/client/reveal.ts";

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  pages: number;
  disabled?: boolean;
  onPage: (page: number) => void;
}

/** Page navigation for a list; renders nothing when there is a single page. */
export function Pagination({ page, pages, disabled, onPage }: PaginationProps) {
  /** Set by a click: once the new page is shown and the buttons enabled again, focus goes back to the pager. */
  const turned = useRef(false);
  useEffect(() => {
    if (disabled || !turned.current) return;
    turned.current = false;
    revealSoon(".pagination [aria-current=page]", false);
  }, [disabled, page]);
  if (pages <= 1) return null;
  const turn = (n: number) => {
    turned.current = true;
    onPage(n);
  };
  return (
    <nav class="pagination" aria-label="Pagination">
      <Button disabled={disabled || page <= 1} onClick={() => turn(page - 1)}>Previous</Button>
      {pageWindow(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          class={n === page ? "btn btn-primary page-number" : "btn btn-light page-number"}
          aria-current={n === page ? "page" : undefined}
          disabled={disabled}
          onClick={() => n !== page && turn(n)}
        >
          {n}
        </button>
      ))}
      <Button disabled={disabled || page >= pages} onClick={() => turn(page + 1)}>Next</Button>
      <span class="page-label">Page {page} of {pages}</span>
    </nav>
  );
}
