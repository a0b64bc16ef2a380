/**
 * The URL redirects of an existing post, below the editor: the redirects tied
 * to the post (from, to, type, hits), a form to add one (from any path to the
 * post's address by default) and a Delete button that asks first.
 */
import { useState } from "react";
import { addPostRedirect, deleteRedirect, postRedirectsPath, REDIRECT_TEXT } from "../../../lib/client/redirects.ts";
import { showToast } from "../../../lib/client/toasts.ts";
import { useApiQuery } from "../../../lib/client/use_api_query.ts";
import type { Redirect } from "../../../lib/schemas/redirect.ts";
import { useConfirm } from "../../../islands/admin/ConfirmDialog.tsx";
import { RedirectRow } from "../RedirectRow.tsx";
import { attempt, useFormSubmit } from "../../../lib/client/use_form_submit.ts";
import { TableHead } from "../TableHead.tsx";
import { FormField } from "../FormField.tsx";

/** Props of {@link PostRedirectsPanel}. */
export interface PostRedirectsPanelProps {
  postId: string;
  /** The post's public path, the default target of a new redirect. */
  postPath: string;
  /** Changes after each save, so redirects created by a slug change show up. */
  refreshKey: string;
}

/** See the module doc. */
export function PostRedirectsPanel({ postId, postPath, refreshKey }: PostRedirectsPanelProps) {
  const query = useApiQuery<{ redirects: Redirect[] }>(
    `${postRedirectsPath(postId)}&v=${encodeURIComponent(refreshKey)}`,
  );
  const redirects = query.data?.redirects ?? [];
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const adding = useFormSubmit();
  const { askDanger, dialog } = useConfirm();

  function add() {
    adding.run(async () => {
      const redirect = await addPostRedirect(postId, from, to.trim() || postPath);
      query.setData({ redirects: [redirect, ...redirects] });
      setFrom("");
      setTo("");
      showToast(REDIRECT_TEXT.created, "success");
    }, REDIRECT_TEXT.createFailed);
  }

  async function remove(redirect: Redirect) {
    if (!(await askDanger("Delete redirect", `Delete the redirect from ${redirect.from_path}?`))) return;
    await attempt(
      async () => {
        await deleteRedirect(redirect.id);
        query.setData({ redirects: redirects.filter((r) => r.id !== redirect.id) });
      },
      () => REDIRECT_TEXT.deleteFailed,
      REDIRECT_TEXT.deleted,
    );
  }

  return (
    <section class="panel post-redirects" aria-labelledby="post-redirects-title">
      <h2 id="post-redirects-title">URL redirects</h2>
      {redirects.length === 0
        ? <p class="hint">{query.loading ? "Loading redirects…" : "No redirects point to this post."}</p>
        : (
          <table class="data-table">
            <TableHead columns={["From → To", "Type", "Hits", "Actions"]} />
            <tbody>
              {redirects.map((redirect) => (
                <RedirectRow
                  key={redirect.id}
                  class="post-redirect-row"
                  redirect={redirect}
                  onDelete={() => remove(redirect)}
                />
              ))}
            </tbody>
          </table>
        )}
      <form
        class="post-redirect-form"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <FormField
          id="redirect-from"
          label="From path"
          value={from}
          placeholder="/old-address"
          required
          onValue={setFrom}
        />
        <FormField id="redirect-to" label="To" value={to} placeholder={postPath} onValue={setTo} />
        <button type="submit" class="btn btn-small" disabled={adding.busy || !from.trim()}>Add redirect</button>
      </form>
      {dialog}
    </section>
  );
}
