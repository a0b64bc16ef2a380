/**
 * The menu editor screen: Clear Cache, the Add Menu Item toggle (Cancel while
 * the form is open), the add/edit form, the bulk submenu panel for a top-level
 * item being edited, and the list with reorder, edit and delete. The list is
 * read through `useApiQuery` (again on focus and reconnect) and re-read after
 * every change; a failed reorder reloads it from the server.
 */
import { useEffect, useState } from "react";
import { useConfirm } from "@/islands/admin/ConfirmDialog.tsx";
import {
  ADMIN_MENU_PATH,
  type AdminMenuAnswer,
  CACHE_MESSAGE_MS,
  clearMenuCache,
  deleteMenuItem,
  MENU_TEXT,
  menuDisplayOrder,
  moveMenuItem,
  reorderMenu,
} from "@/lib/client/menu.ts";
import { useApiQuery } from "@/lib/client/use_api_query.ts";
import type { Category } from "@/lib/schemas/category.ts";
import type { MenuItem } from "@/lib/schemas/menu.ts";
import MenuItemForm from "./MenuItemForm.tsx";
import MenuList from "./MenuList.tsx";
import SubmenuPanel from "./SubmenuPanel.tsx";
import { attempt, useFormSubmit } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";
import { revealSoon } from "@/lib/client/reveal.ts";

/** Props of {@link MenuEditor}. */
export interface MenuEditorProps {
  initialMenu: MenuItem[];
  /** Categories in list order, sub-categories after their parent. */
  categories: Category[];
  categoryBase: string;
}

/** What the form shows: closed, adding, or editing an item. */
type FormState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; item: MenuItem };

/** See the module doc. */
export default function MenuEditor({ initialMenu, categories, categoryBase }: MenuEditorProps) {
  const query = useApiQuery<AdminMenuAnswer>(ADMIN_MENU_PATH, {
    initialData: { menu: initialMenu },
    failureToast: MENU_TEXT.loadFailed,
  });
  const items = query.data?.menu ?? initialMenu;
  const shown = menuDisplayOrder(items);
  const [form, setForm] = useState<FormState>({ mode: "closed" });
  const [formKey, setFormKey] = useState(0);
  const [moving, setMoving] = useState(false);
  const cache = useFormSubmit();
  const [cacheMessage, setCacheMessage] = useState("");
  const confirm = useConfirm();

  useEffect(() => {
    if (!cacheMessage) return;
    const timer = setTimeout(() => setCacheMessage(""), CACHE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [cacheMessage]);

  function open(next: FormState) {
    setForm(next);
    setFormKey((key) => key + 1);
    if (next.mode !== "closed") revealSoon(".menu-form");
  }

  function clearCache() {
    cache.run(async () => {
      await clearMenuCache();
      setCacheMessage(MENU_TEXT.cacheCleared);
      await query.refetch();
    }, MENU_TEXT.cacheFailed);
  }

  async function move(index: number, direction: -1 | 1) {
    const positions = moveMenuItem(shown, index, direction);
    if (!positions) return;
    const byId = new Map(positions.map((entry) => [entry.id, entry.position]));
    query.setData({ menu: items.map((item) => ({ ...item, position: byId.get(item.id) ?? item.position })) });
    setMoving(true);
    await attempt(() => reorderMenu(positions), () => MENU_TEXT.reorderFailed, MENU_TEXT.reordered);
    setMoving(false);
    await query.refetch();
    const row = `.menu-list li[data-id="${shown[index].id}"]`;
    revealSoon([`${row} .menu-arrows button:nth-child(${direction < 0 ? 1 : 2})`, `${row} .menu-arrows`], false);
  }

  async function remove(item: MenuItem) {
    if (!(await confirm.askDanger("Delete Menu Item", MENU_TEXT.deleteConfirm))) return;
    await attempt(
      async () => {
        await deleteMenuItem(item.id);
        if (form.mode === "edit" && form.item.id === item.id) setForm({ mode: "closed" });
      },
      MENU_TEXT.deleteFailed,
      MENU_TEXT.deleted,
    );
    await query.refetch();
  }

  const editing = form.mode === "edit" ? form.item : null;
  return (
    <div class="menu-editor">
      <div class="toolbar menu-toolbar">
        <Button onClick={clearCache} disabled={cache.busy}>{cache.busy ? "Clearing..." : "Clear Cache"}</Button>
        <Button
          variant="primary"
          aria-expanded={form.mode === "closed" ? "false" : "true"}
          onClick={() => open(form.mode === "closed" ? { mode: "add" } : { mode: "closed" })}
        >
          {form.mode === "closed" ? "Add Menu Item" : "Cancel"}
        </Button>
        <p class="cache-message" role="status">{cacheMessage}</p>
      </div>
      {form.mode !== "closed" && (
        <MenuItemForm
          key={formKey}
          items={items}
          editing={editing}
          onSaved={async (saved) => {
            setForm({ mode: "closed" });
            await query.refetch();
            revealSoon(`.menu-list li[data-id="${saved.id}"] .menu-actions`, false);
          }}
          onCancel={() => setForm({ mode: "closed" })}
        />
      )}
      {editing && editing.parent_id === null && (
        <SubmenuPanel
          key={`submenus-${formKey}`}
          parent={editing}
          items={items}
          categories={categories}
          categoryBase={categoryBase}
          onUpdated={() => query.refetch()}
        />
      )}
      <MenuList
        shown={shown}
        busy={moving}
        onMove={move}
        onEdit={(item) => open({ mode: "edit", item })}
        onDelete={remove}
      />
      {confirm.dialog}
    </div>
  );
}
