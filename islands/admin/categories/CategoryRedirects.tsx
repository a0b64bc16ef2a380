/**
 * The collapsible list of the redirects left by the edited category's former
 * slugs (old slug → new slug), each with a Delete button (confirmed).
 */
import { useEffect } from "react";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import { type CategoryRedirects, categoryRedirectsPath, deleteCategoryRedirect } from "@/lib/client/categories.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { CATEGORY_MESSAGES } from "@/lib/shared/category_rules.ts";
import { attempt } from "@/lib/client/use_form_submit.ts";

/** Props of {@link CategoryRedirectList}. */
export interface CategoryRedirectsProps {
  categoryId: string;
  /** Changes after each save, so a new redirect shows at once. */
  version: number;
}

/** See the module doc. */
export default function CategoryRedirectList({ categoryId, version }: CategoryRedirectsProps) {
  const query = useApiQuery<CategoryRedirects>(categoryRedirectsPath(categoryId), {
    failureToast: CATEGORY_MESSAGES.redirects,
  });
  const { askDanger, dialog } = useConfirm();
  const redirects = query.data?.redirects ?? [];

  useEffect(() => {
    if (version) query.refetch();
  }, [version]);

  async function remove(id: string, oldSlug: string) {
    const message = `Delete the redirect from "${oldSlug}"? The old address will no longer lead to this category.`;
    if (!(await askDanger("Delete Redirect", message))) return;
    await attempt(async () => {
      await deleteCategoryRedirect(id);
      showToast("Redirect deleted", "success");
      await query.refetch();
    }, () => "Failed to delete redirect");
  }

  return (
    <details class="panel category-redirects">
      <summary>Redirects ({redirects.length})</summary>
      {redirects.length === 0
        ? <p class="muted">{query.loading ? "Loading..." : "No redirects for this category."}</p>
        : (
          <ul>
            {redirects.map((r) => (
              <li key={r.id} data-redirect={r.old_slug}>
                <code>{r.old_slug}</code> → <code>{r.new_slug}</code>
                <button type="button" class="btn btn-light btn-small" onClick={() => remove(r.id, r.old_slug)}>
                  Delete<span class="sr-only">redirect from {r.old_slug}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      {dialog}
    </details>
  );
}
