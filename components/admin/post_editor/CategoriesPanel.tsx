/**
 * The editor's categories panel: a checkbox per category (sub-categories
 * indented under their parent) and the inline "Add new category" form. A new
 * category is created at once and ticked for the post; the ticked ids are
 * saved with the post.
 */
import { useState } from "react";
import { failureMessage, isUnauthorized } from "../../../lib/client/api.ts";
import {
  CATEGORIES_PATH,
  CATEGORY_CREATE_FAILED,
  CATEGORY_NAME_REQUIRED,
  categoryRows,
  createInlineCategory,
} from "../../../lib/client/post_categories.ts";
import { showToast } from "../../../lib/client/toasts.ts";
import { useApiQuery } from "../../../lib/client/use_api_query.ts";
import type { Category } from "../../../lib/schemas/category.ts";

/** Props of {@link CategoriesPanel}. */
export interface CategoriesPanelProps {
  selected: string[];
  onSelected: (ids: string[]) => void;
}

/** See the module doc. */
export function CategoriesPanel({ selected, onSelected }: CategoriesPanelProps) {
  const query = useApiQuery<{ categories: Category[] }>(CATEGORIES_PATH);
  const categories = query.data?.categories ?? [];
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [parent, setParent] = useState("");
  const [error, setError] = useState("");
  const [creating, setCreating] = useState(false);

  const toggle = (id: string, on: boolean) =>
    onSelected(on ? [...selected.filter((x) => x !== id), id] : selected.filter((x) => x !== id));

  async function create() {
    if (!name.trim()) return setError(CATEGORY_NAME_REQUIRED);
    setCreating(true);
    try {
      const category = await createInlineCategory(name, parent || null, categories.length);
      query.setData({ categories: [...categories, category] });
      onSelected([...selected, category.id]);
      showToast(`Category "${category.name}" created`, "success");
      setName("");
      setParent("");
      setError("");
      setAdding(false);
    } catch (caught) {
      if (isUnauthorized(caught)) return;
      setError(failureMessage(caught, CATEGORY_CREATE_FAILED));
    } finally {
      setCreating(false);
    }
  }

  const rows = categoryRows(categories);
  return (
    <section class="panel categories-panel" aria-labelledby="post-categories-title">
      <h2 id="post-categories-title">Categories</h2>
      {query.loading && categories.length === 0 && <p class="hint">Loading categories…</p>}
      {!query.loading && rows.length === 0 && <p class="hint">No categories yet.</p>}
      {rows.length > 0 && (
        <ul class="category-checks">
          {rows.map(({ category, depth }) => (
            <li key={category.id} class={depth ? "category-check sub" : "category-check"}>
              <label>
                <input
                  type="checkbox"
                  value={category.id}
                  checked={selected.includes(category.id)}
                  onChange={(e) =>
                    toggle(category.id, (e.target as HTMLInputElement).checked)}
                />
                {category.emoji && <span aria-hidden="true">{category.emoji}</span>}
                {category.name}
                {category.is_active ? null : <span class="muted">(hidden)</span>}
              </label>
            </li>
          ))}
        </ul>
      )}
      {!adding && (
        <button type="button" class="btn btn-light btn-small" onClick={() => setAdding(true)}>
          + Add new category
        </button>
      )}
      {adding && (
        <div class="inline-category-form" role="group" aria-label="New category">
          <label for="new-category-name">New category name</label>
          <input
            id="new-category-name"
            value={name}
            aria-invalid={error ? "true" : undefined}
            aria-describedby={error ? "new-category-error" : undefined}
            onInput={(e) => {
              setName((e.target as HTMLInputElement).value);
              setError("");
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                create();
              }
            }}
          />
          <label for="new-category-parent">Parent category</label>
          <select
            id="new-category-parent"
            value={parent}
            onChange={(e) => setParent((e.target as HTMLSelectElement).value)}
          >
            <option value="">None (top level)</option>
            {rows.filter((row) => row.depth === 0).map(({ category }) => (
              <option key={category.id} value={category.id}>{category.name}</option>
            ))}
          </select>
          {error && <p id="new-category-error" class="field-error" role="alert">{error}</p>}
          <div class="inline-actions">
            <button type="button" class="btn btn-small" disabled={creating} onClick={create}>
              {creating ? "Adding…" : "Add category"}
            </button>
            <button
              type="button"
              class="btn btn-light btn-small"
              onClick={() => {
                setAdding(false);
                setError("");
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
