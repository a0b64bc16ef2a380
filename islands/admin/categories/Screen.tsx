/**
 * The categories screen: the add/edit form on the left, the paged table on
 * the right, and the edited category's redirects. Every change reloads the
 * list from the server; failures show the spec's messages.
 */
import { useEffect, useState } from "react";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import CategoryForm from "./CategoryForm.tsx";
import CategoryTable from "./CategoryTable.tsx";
import CategoryRedirectList from "./CategoryRedirects.tsx";
import {
  ADMIN_CATEGORIES_PATH,
  type AdminCategory,
  deleteCategory,
  reorderCategories,
} from "@/lib/client/categories.ts";
import { deleteCategoryMessage } from "@/lib/client/category_delete.ts";
import { moveInTree, pageOf } from "@/lib/client/category_tree.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { CATEGORY_MESSAGES } from "@/lib/shared/category_rules.ts";
import { attempt } from "@/lib/client/use_form_submit.ts";
import { revealSoon } from "@/lib/client/reveal.ts";

/** Props of {@link CategoriesScreen}. */
export interface CategoriesScreenProps {
  initial: AdminCategory[];
  categoryBase: string;
}

/** See the module doc. */
export default function CategoriesScreen({ initial, categoryBase }: CategoriesScreenProps) {
  const query = useApiQuery<{ categories: AdminCategory[] }>(ADMIN_CATEGORIES_PATH, {
    initialData: { categories: initial },
    failureToast: CATEGORY_MESSAGES.load,
  });
  const categories = query.data?.categories ?? [];
  const [editingId, setEditingId] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [saves, setSaves] = useState(0);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const { askDanger, dialog } = useConfirm();
  const editing = categories.find((c) => c.id === editingId) ?? null;

  function startEdit(category: AdminCategory | null) {
    setEditingId(category?.id ?? null);
    setFormKey((k) => k + 1);
  }

  /** Opens the form for `category`, scrolled into view with focus on its first field. */
  function edit(category: AdminCategory) {
    startEdit(category);
    revealSoon(".category-form");
  }

  /** Closes the edit form, focus back on the row's Edit button. */
  function cancel() {
    const row = `.categories-table tr[data-id="${editingId}"]`;
    startEdit(null);
    revealSoon(`${row} .actions button`, false);
  }

  async function move(category: AdminCategory, step: -1 | 1) {
    const items = moveInTree(categories, category.id, step);
    if (!items.length) return;
    setBusy(true);
    await attempt(
      () => reorderCategories(items),
      () => CATEGORY_MESSAGES.reorder,
      "Categories reordered successfully!",
    );
    await query.refetch();
    setBusy(false);
    const row = `.categories-table tr[data-id="${category.id}"]`;
    revealSoon([`${row} .order button:nth-child(${step < 0 ? 1 : 2})`, `${row} .order`], false);
  }

  async function remove(category: AdminCategory) {
    const subcategories = categories.filter((c) => c.parent_id === category.id).length;
    const posts = category.post_count + category.draft_count;
    const message = deleteCategoryMessage({ name: category.name, subcategories, posts });
    if (!(await askDanger("Delete Category", message))) return;
    setBusy(true);
    await attempt(async () => {
      await deleteCategory(category.id);
      showToast("Category deleted successfully!", "success");
      if (editingId === category.id) startEdit(null);
    }, () => CATEGORY_MESSAGES.delete);
    await query.refetch();
    setBusy(false);
  }

  const [reveal, setReveal] = useState<string | null>(null);
  useEffect(() => {
    if (!reveal || !categories.some((c) => c.id === reveal)) return;
    setPage(pageOf(categories, reveal));
    setReveal(null);
  }, [reveal, categories]);

  async function saved(category: { id: string }, created: boolean) {
    setReveal(category.id);
    await query.refetch();
    setSaves((n) => n + 1);
    if (created) startEdit(null);
    else setFormKey((k) => k + 1);
  }

  return (
    <div class="categories-screen">
      <div class="categories-side">
        <CategoryForm
          key={`${editingId ?? "new"}-${formKey}`}
          editing={editing}
          categories={categories}
          onSaved={saved}
          onCancel={cancel}
        />
        {editing && <CategoryRedirectList categoryId={editing.id} version={saves} />}
      </div>
      <div class="categories-main">
        <CategoryTable
          categories={categories}
          page={page}
          onPage={setPage}
          categoryBase={categoryBase}
          editingId={editingId}
          loading={busy || query.loading}
          onMove={move}
          onEdit={edit}
          onDelete={remove}
        />
      </div>
      {dialog}
    </div>
  );
}
