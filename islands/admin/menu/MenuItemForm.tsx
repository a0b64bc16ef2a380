/**
 * The menu editor's add/edit form: label, URL, active, parent (top-level items
 * other than the one being edited; blank for top level), and for top-level
 * items a dropdown with its position (shown only when the dropdown is on).
 * Checks the label and URL rules before sending; shows the server's field errors.
 */
import { useState } from "react";
import { FormField } from "@/components/admin/FormField.tsx";
import BusyButton from "@/islands/admin/BusyButton.tsx";
import {
  createMenuItem,
  DROPDOWN_CHOICES,
  emptyMenuForm,
  MENU_TEXT,
  type MenuForm,
  menuFormErrors,
  menuFormOf,
  menuPayloadOf,
  parentChoices,
  updateMenuItem,
} from "@/lib/client/menu.ts";
import { showToast } from "@/lib/client/toasts.ts";
import { firstFieldOr, useFormSubmit } from "@/lib/client/use_form_submit.ts";
import { fieldBinder } from "@/lib/client/bind_field.ts";
import type { MenuItem } from "@/lib/schemas/menu.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link MenuItemForm}. */
export interface MenuItemFormProps {
  items: MenuItem[];
  /** The item being edited; null to add one. */
  editing: MenuItem | null;
  onSaved: (item: MenuItem) => void;
  onCancel: () => void;
}

/** See the module doc. */
export default function MenuItemForm({ items, editing, onSaved, onCancel }: MenuItemFormProps) {
  const [form, setForm] = useState<MenuForm>(editing ? menuFormOf(editing) : emptyMenuForm());
  const { busy: saving, errors, run } = useFormSubmit();
  const hasChildren = !!editing && items.some((item) => item.parent_id === editing.id);
  const choices = hasChildren ? [] : parentChoices(items, editing?.id ?? null);
  const topLevel = !form.parent_id;

  function set<K extends keyof MenuForm>(key: K, value: MenuForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  const bind = fieldBinder(form, set, errors);

  function submit(event: Event) {
    event.preventDefault();
    run(
      async () => {
        const payload = menuPayloadOf(form);
        const { menuItem } = editing ? await updateMenuItem(editing.id, payload) : await createMenuItem(payload);
        showToast(editing ? MENU_TEXT.updated : MENU_TEXT.created, "success");
        onSaved(menuItem);
      },
      firstFieldOr(MENU_TEXT.saveFailed),
      menuFormErrors(form),
    );
  }

  return (
    <form
      class="panel menu-form"
      onSubmit={submit}
      noValidate
      aria-label={editing ? "Edit Menu Item" : "Add Menu Item"}
    >
      <h2>{editing ? "Edit Menu Item" : "Add Menu Item"}</h2>
      <div class="menu-form-body">
        <FormField id="menu-label" label="Label" {...bind("label")} required />
        <FormField
          id="menu-url"
          label="URL"
          {...bind("url")}
          hint="A path on this site (/categoria/postres) or an http(s) address"
        />
        <FormField
          id="menu-parent"
          label="Parent"
          {...bind("parent_id")}
          options={[
            { value: "", label: "None (top level)" },
            ...choices.map(({ id, label }) => ({ value: id, label })),
          ]}
        />
        <label class="check">
          <input
            type="checkbox"
            checked={form.is_active}
            onChange={(event) => set("is_active", (event.target as HTMLInputElement).checked)}
          />{" "}
          Active
        </label>
        {topLevel && (
          <label class="check">
            <input
              type="checkbox"
              checked={form.has_dropdown}
              onChange={(event) => set("has_dropdown", (event.target as HTMLInputElement).checked)}
            />{" "}
            Has dropdown
          </label>
        )}
        {topLevel && form.has_dropdown && (
          <FormField
            id="menu-dropdown-position"
            label="Dropdown position"
            {...bind("dropdown_position")}
            options={DROPDOWN_CHOICES}
          />
        )}
      </div>
      <div class="form-actions">
        <BusyButton type="submit" busy={saving}>{editing ? "Update Menu Item" : "Add Menu Item"}</BusyButton>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
