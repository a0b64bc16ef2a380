/**
 * One redirect as a table row, shared by the redirects screen and the post
 * editor's redirects panel: From → To (with the notes below), Type, Hits, the
 * caller's own cells (Source and Status on the redirects screen), then
 * Actions: Edit when the caller edits, and Delete.
 */
import type { ComponentChildren } from "preact";
import type { Redirect } from "../../lib/schemas/redirect.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link RedirectRow}. */
export interface RedirectRowProps {
  redirect: Redirect;
  onDelete: () => void;
  /** Shows an Edit button when given. */
  onEdit?: () => void;
  /** Cells between Hits and Actions. */
  children?: ComponentChildren;
  class?: string;
}

/** See the module doc. */
export function RedirectRow({ redirect, onDelete, onEdit, children, class: className }: RedirectRowProps) {
  const from = redirect.from_path;
  return (
    <tr data-id={redirect.id} class={className}>
      <td class="paths">
        <code>{from}</code> → <code>{redirect.to_path}</code>
        {redirect.notes && <div class="hint">{redirect.notes}</div>}
      </td>
      <td>{redirect.redirect_type}</td>
      <td class="hits">{redirect.hit_count}</td>
      {children}
      <td class="actions">
        {onEdit && <Button aria-label={`Edit redirect from ${from}`} onClick={onEdit}>Edit</Button>}
        <Button variant="danger" aria-label={`Delete redirect from ${from}`} onClick={onDelete}>Delete</Button>
      </td>
    </tr>
  );
}
