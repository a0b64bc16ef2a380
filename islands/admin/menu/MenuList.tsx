/**
 * The menu editor's list: items in menu order, submenu items indented and
 * marked Submenu, dropdowns marked Dropdown, hidden items Inactive; up and
 * down arrows (the first of its level cannot go up, the last cannot go down),
 * Edit and Delete. The empty list invites adding the first item.
 */
import { canMoveMenuItem, MENU_TEXT } from "@/lib/client/menu.ts";
import type { MenuItem } from "@/lib/schemas/menu.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link MenuList}. */
export interface MenuListProps {
  /** Items in the order shown. */
  shown: MenuItem[];
  busy: boolean;
  onMove: (index: number, direction: -1 | 1) => void;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

/** See the module doc. */
export default function MenuList({ shown, busy, onMove, onEdit, onDelete }: MenuListProps) {
  if (shown.length === 0) return <p class="panel empty menu-empty">{MENU_TEXT.empty}</p>;
  return (
    <ul class="panel menu-list" aria-label="Menu items" aria-busy={busy ? "true" : "false"}>
      {shown.map((item, index) => (
        <li key={item.id} class={item.parent_id ? "menu-row is-submenu" : "menu-row"} data-id={item.id}>
          <div class="menu-arrows">
            <Button
              aria-label={`Move ${item.label} up`}
              disabled={busy || !canMoveMenuItem(shown, index, -1)}
              onClick={() =>
                onMove(index, -1)}
            >
              ↑
            </Button>
            <Button
              aria-label={`Move ${item.label} down`}
              disabled={busy || !canMoveMenuItem(shown, index, 1)}
              onClick={() =>
                onMove(index, 1)}
            >
              ↓
            </Button>
          </div>
          <div class="menu-info">
            <span class="menu-label">{item.label}</span>
            <span class="menu-url">{item.url || "(no link)"}</span>
            <span class="menu-marks">
              {item.parent_id && <span class="badge badge-submenu">Submenu</span>}
              {item.has_dropdown === 1 && <span class="badge badge-dropdown">Dropdown</span>}
              {!item.is_active && <span class="badge badge-inactive">Inactive</span>}
            </span>
          </div>
          <div class="menu-actions">
            <Button
              aria-label={`Edit ${item.label}`}
              onClick={() =>
                onEdit(item)}
            >
              Edit
            </Button>
            <Button variant="danger" aria-label={`Delete ${item.label}`} onClick={() => onDelete(item)}>Delete</Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
