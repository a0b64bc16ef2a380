/**
 * The link context menu, opened by clicking a link in the visual editor (or
 * Alt+Enter with the caret in one): Open Link, Edit Link, Remove Link. It is
 * a WAI-ARIA menu: arrow keys, Home and End move between items, Escape
 * (wherever the focus is) or a click elsewhere closes it, and Tab out of it
 * dismisses it, the focus going on.
 */
import { useRef } from "react";
import { usePopoverOpen } from "@/lib/client/use_popover_open.ts";

/** Props of {@link LinkMenu}. */
export interface LinkMenuProps {
  href: string;
  /** Where the menu sits, in pixels from the editor's top left corner. */
  top: number;
  left: number;
  /** Moves the focus to the first item when it opens (keyboard opening). */
  focus: boolean;
  onEdit: () => void;
  onRemove: () => void;
  /** Closes the menu and puts the caret back in the editor. */
  onClose: () => void;
  /** Closes the menu, the focus having moved out of it. */
  onDismiss: () => void;
}

/** See the module doc. */
export function LinkMenu({ href, top, left, focus, onEdit, onRemove, onClose, onDismiss }: LinkMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const close = usePopoverOpen(root, { focus, focusSelector: '[role="menuitem"]', onClose, onDismiss });
  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key in moves) {
      event.preventDefault();
      list[(moves[event.key] + list.length) % list.length]?.focus();
    }
  };
  const open = () => {
    globalThis.open(href, "_blank", "noopener,noreferrer");
    close();
  };
  return (
    <div
      ref={root}
      class="editor-popover link-menu"
      role="menu"
      aria-label="Link options"
      style={{ top: `${top}px`, left: `${left}px` }}
      onKeyDown={(event) => onKeyDown(event as unknown as KeyboardEvent)}
    >
      <button type="button" role="menuitem" tabIndex={-1} onClick={open}>Open Link</button>
      <button type="button" role="menuitem" tabIndex={-1} onClick={onEdit}>Edit Link</button>
      <button type="button" role="menuitem" tabIndex={-1} onClick={onRemove}>Remove Link</button>
    </div>
  );
}
