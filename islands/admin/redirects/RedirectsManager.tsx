/**
 * The redirects screen: a search box and a status filter (All, Active,
 * Inactive), both sent to the server; Add Redirect; the table From → To, Type,
 * Hits, Source (Auto or Manual), Status (a toggle sending the opposite flag)
 * and Actions (Edit, Delete with confirmation); the empty state with 'Create
 * Your First Redirect'. The list is read through `useApiQuery`.
 */
import { useState } from "react";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import DataTable from "@/islands/admin/DataTable.tsx";
import { RedirectRow } from "@/components/admin/RedirectRow.tsx";
import {
  deleteRedirect,
  REDIRECT_TEXT,
  redirectsListPath,
  redirectSource,
  type RedirectStatusFilter,
  setRedirectActive,
  STATUS_FILTERS,
} from "@/lib/client/redirects.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import { useDebounced } from "@/lib/client/use_debounced.ts";
import type { Redirect } from "@/lib/schemas/redirect.ts";
import RedirectModal from "./RedirectModal.tsx";
import { attempt } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";

const COLUMNS = ["From → To", "Type", "Hits", "Source", "Status", "Actions"];

/** Props of {@link RedirectsManager}. */
export interface RedirectsManagerProps {
  initialRedirects: Redirect[];
}

/** What the modal shows: closed, a new redirect, or one being edited. */
type ModalState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; redirect: Redirect };

/** See the module doc. */
export default function RedirectsManager({ initialRedirects }: RedirectsManagerProps) {
  const [searchText, setSearchText] = useState("");
  const search = useDebounced(searchText.trim());
  const [status, setStatus] = useState<RedirectStatusFilter>("all");
  const [modal, setModal] = useState<ModalState>({ mode: "closed" });
  const path = redirectsListPath(search, status);
  const query = useApiQuery<{ redirects: Redirect[] }>(path, {
    initialData: path === "/admin/redirects" ? { redirects: initialRedirects } : undefined,
    failureToast: REDIRECT_TEXT.loadFailed,
  });
  const redirects = query.data?.redirects ?? [];
  const confirm = useConfirm();

  async function toggle(redirect: Redirect) {
    const active = redirect.is_active !== 1;
    const done = active ? REDIRECT_TEXT.enabled : REDIRECT_TEXT.disabled;
    await attempt(() => setRedirectActive(redirect.id, active), () => REDIRECT_TEXT.toggleFailed, done);
    await query.refetch();
  }

  async function remove(redirect: Redirect) {
    if (!(await confirm.askDanger("Delete Redirect", REDIRECT_TEXT.deleteConfirm))) return;
    await attempt(() => deleteRedirect(redirect.id), () => REDIRECT_TEXT.deleteFailed, REDIRECT_TEXT.deleted);
    await query.refetch();
  }

  const filtered = search !== "" || status !== "all";
  return (
    <div class="redirects-manager">
      <div class="toolbar redirects-toolbar">
        <div class="search">
          <input
            type="search"
            aria-label="Search redirects"
            placeholder="Search redirects..."
            value={searchText}
            onInput={(event) => setSearchText((event.target as HTMLInputElement).value)}
          />
        </div>
        <label class="inline-field">
          <span>Status</span>
          <select
            value={status}
            onChange={(event) => setStatus((event.target as HTMLSelectElement).value as RedirectStatusFilter)}
          >
            {STATUS_FILTERS.map((filter) => <option key={filter.value} value={filter.value}>{filter.label}</option>)}
          </select>
        </label>
        <Button variant="primary" onClick={() => setModal({ mode: "add" })}>Add Redirect</Button>
      </div>
      {redirects.length === 0 && !query.loading
        ? (
          <div class="panel empty redirects-empty">
            <p>{REDIRECT_TEXT.empty}</p>
            {!filtered && (
              <Button variant="primary" onClick={() => setModal({ mode: "add" })}>{REDIRECT_TEXT.createFirst}</Button>
            )}
          </div>
        )
        : (
          <DataTable
            label="Redirects"
            class="redirects-table"
            columns={COLUMNS}
            rows={redirects}
            empty={REDIRECT_TEXT.empty}
            loading={query.loading}
            renderRow={(redirect) => (
              <RedirectRow
                key={redirect.id}
                redirect={redirect}
                onEdit={() => setModal({ mode: "edit", redirect })}
                onDelete={() => remove(redirect)}
              >
                <td>{redirectSource(redirect)}</td>
                <td>
                  <button
                    type="button"
                    class={`badge status-toggle ${redirect.is_active ? "is-on" : "is-off"}`}
                    title={redirect.is_active ? "Click to disable" : "Click to enable"}
                    onClick={() => toggle(redirect)}
                  >
                    <span class="sr-only">Redirect from {redirect.from_path}:</span>
                    {redirect.is_active ? "Active" : "Inactive"}
                  </button>
                </td>
              </RedirectRow>
            )}
          />
        )}
      {modal.mode !== "closed" && (
        <RedirectModal
          editing={modal.mode === "edit" ? modal.redirect : null}
          onClose={() => setModal({ mode: "closed" })}
          onSaved={() => {
            setModal({ mode: "closed" });
            query.refetch();
          }}
        />
      )}
      {confirm.dialog}
    </div>
  );
}
