/**
 * The categories table (right of the screen): 15 parent categories a page,
 * each followed by its sub-categories; per row move up and down, edit,
 * delete, a visit link and the published and draft post counts.
 */
import DataTable from "@/islands/admin/DataTable.tsx";
import type { AdminCategory } from "@/lib/client/categories.ts";
import { siblingPlaces, treePages, treeRows } from "@/lib/client/category_tree.ts";
import { useMemo } from "react";
import { categoryPath } from "@/lib/shared/paths.ts";
import { pluralize } from "../../../lib/text/plural.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link CategoryTable}. */
export interface CategoryTableProps {
  categories: AdminCategory[];
  page: number;
  onPage: (page: number) => void;
  categoryBase: string;
  editingId: string | null;
  loading: boolean;
  onMove: (category: AdminCategory, step: -1 | 1) => void;
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

const COLUMNS = ["Order", "Name", "Slug", "Posts", "Status", { label: "Actions", hidden: true }];

/** See the module doc. */
export default function CategoryTable(props: CategoryTableProps) {
  const { categories, page, categoryBase, editingId } = props;
  const pages = useMemo(() => treePages(categories), [categories]);
  const rows = useMemo(() => treeRows(categories, Math.min(page, pages)), [categories, page, pages]);
  const places = useMemo(() => siblingPlaces(categories), [categories]);
  return (
    <DataTable
      label="Categories"
      class="categories-table"
      columns={COLUMNS}
      rows={rows}
      empty="No categories yet. Add your first one!"
      page={Math.min(page, pages)}
      pages={pages}
      onPage={props.onPage}
      loading={props.loading}
      renderRow={({ category, depth }) => {
        const { index, count } = places.get(category.id) ?? { index: 0, count: 1 };
        const href = categoryPath(category.slug, categoryBase);
        return (
          <tr
            key={category.id}
            data-id={category.id}
            class={[depth ? "subcategory" : "", editingId === category.id ? "editing" : ""].join(" ").trim()}
          >
            <td class="order">
              <button
                type="button"
                class="btn btn-light btn-icon"
                aria-label={`Move ${category.name} up`}
                disabled={props.loading || index <= 0}
                onClick={() => props.onMove(category, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                class="btn btn-light btn-icon"
                aria-label={`Move ${category.name} down`}
                disabled={props.loading || index >= count - 1}
                onClick={() => props.onMove(category, 1)}
              >
                ↓
              </button>
            </td>
            <td class="name">
              {depth ? <span class="sub-mark" aria-hidden="true">↳</span> : null}
              {category.emoji && <span aria-hidden="true">{category.emoji}</span>} {category.name}
              {depth ? <span class="sr-only">(sub-category)</span> : null}
            </td>
            <td class="slug">{category.slug}</td>
            <td class="count" title={pluralize(category.draft_count, "draft")}>
              {category.post_count}
              {category.draft_count ? <span class="muted">+{pluralize(category.draft_count, "draft")}</span> : null}
            </td>
            <td>
              <span class={category.is_active ? "badge badge-published" : "badge badge-draft"}>
                {category.is_active ? "Active" : "Inactive"}
              </span>
            </td>
            <td class="actions">
              <Button onClick={() => props.onEdit(category)}>
                Edit<span class="sr-only">{category.name}</span>
              </Button>
              <Button variant="danger" onClick={() => props.onDelete(category)}>
                Delete<span class="sr-only">{category.name}</span>
              </Button>
              <a class="btn btn-light" href={href} target="_blank" rel="noopener">
                Visit<span class="sr-only">{category.name}</span>
              </a>
            </td>
          </tr>
        );
      }}
    />
  );
}
