/**
 * Links in the visual editor: what the Insert Link dialog starts from (the
 * link or text under the selection) and how its answer is applied (set,
 * insert with its text, or remove when the URL is cleared on an existing link).
 */
import { type Editor, getMarkRange } from "@tiptap/core";
// The link commands (setLink, unsetLink) are typed by the kit's link extension.
import type {} from "@tiptap/starter-kit";

/** The Insert Link dialog's fields. */
export interface LinkDraft {
  href: string;
  text: string;
  newTab: boolean;
  nofollow: boolean;
}

/** The `rel` of a link: `noopener noreferrer` for a new tab, `nofollow` when asked, or null for neither. */
export function linkRel(newTab: boolean, nofollow: boolean): string | null {
  const tokens = [...(newTab ? ["noopener", "noreferrer"] : []), ...(nofollow ? ["nofollow"] : [])];
  return tokens.length ? tokens.join(" ") : null;
}

/** The dialog's starting values (the whole link's text when the selection is in one) and whether it is in a link. */
export function readLinkDraft(editor: Editor): { draft: LinkDraft; existing: boolean } {
  const existing = editor.isActive("link");
  const { $from } = editor.state.selection;
  const range = existing ? getMarkRange($from, editor.schema.marks.link) : undefined;
  const { from, to } = range ?? editor.state.selection;
  const attrs = editor.getAttributes("link");
  const rel = String(attrs.rel ?? "").split(/\s+/);
  return {
    existing,
    draft: {
      href: existing ? String(attrs.href ?? "") : "",
      text: editor.state.doc.textBetween(from, to, " "),
      newTab: attrs.target === "_blank",
      nofollow: rel.includes("nofollow"),
    },
  };
}

/**
 * Applies the dialog's answer to the selection: an empty URL removes the link; a link text different from the
 * selected text (or an empty selection) replaces the selection with that text, linked; otherwise the selection
 * becomes the link.
 */
export function applyLinkDraft(editor: Editor, draft: LinkDraft): void {
  const href = draft.href.trim();
  if (href === "") {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    return;
  }
  const attrs = { href, target: draft.newTab ? "_blank" : null, rel: linkRel(draft.newTab, draft.nofollow) };
  // Editing an existing link (the caret in it, as after Edit Link) changes the whole link, not a new one at the caret.
  if (editor.isActive("link")) editor.commands.extendMarkRange("link");
  const { from, to, empty } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to, " ");
  const text = draft.text.trim() || (empty ? href : selected);
  if (empty || text !== selected) {
    editor.chain().focus().insertContent({ type: "text", text, marks: [{ type: "link", attrs }] }).run();
  } else {
    editor.chain().focus().extendMarkRange("link").setLink(attrs).run();
  }
}
