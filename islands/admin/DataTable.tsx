/**
 * The admin's paged data table: labelled table with column headers, rows drawn
 * by the screen, an empty-state row, a loading state (`aria-busy`, dimmed rows)
 * and the numbered pagination below. On a phone the rows stack, each cell
 * headed by its column's name (`data-label`, set after each render).
 */
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { Pagination } from "@/components/admin/Pagination.tsx";
import { type TableColumn, TableHead } from "@/components/admin/TableHead.tsx";

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly TableColumn[];
  rows: T[];
  /** Draws one row (`<tr>`), with its `key`. */
  renderRow: (row: T) => ReactNode;
  /** Text of the row shown when there are no rows. */
  empty: string;
  /** The current page, the number of pages and the page change; without them the table is not paged. */
  page?: number;
  pages?: number;
  onPage?: (page: number) => void;
  loading?: boolean;
  class?: string;
}

/** See the module doc. */
export default function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, renderRow, empty, page, pages, onPage, loading = false } = props;
  const classes = ["data-table", props.class, loading ? "loading" : ""].filter(Boolean).join(" ");
  const table = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const labels = columns.map((c) => typeof c === "string" ? c : c.hidden ? "" : c.label);
    for (const row of table.current?.tBodies[0]?.rows ?? []) {
      [...row.cells].forEach((cell, i) => cell.dataset.label = cell.colSpan > 1 ? "" : labels[i] ?? "");
    }
  });
  return (
    <>
      <div class="panel">
        <table ref={table} class={classes} aria-label={label} aria-busy={loading ? "true" : "false"}>
          <TableHead columns={columns} />
          <tbody>
            {rows.length === 0
              ? (
                <tr>
                  <td colSpan={columns.length} class="empty">{empty}</td>
                </tr>
              )
              : rows.map(renderRow)}
          </tbody>
        </table>
      </div>
      {onPage && <Pagination page={page ?? 1} pages={pages ?? 1} disabled={loading} onPage={onPage} />}
    </>
  );
}
