/**
 * The bulk submenu panel of a top-level item being edited: a checkbox per
 * category (sub-categories indented), Select All, Deselect All, the count of
 * ticked categories and Update Submenus, which adds the newly ticked ones as
 * submenu items and removes the unticked ones, then reports what changed.
 */
import { useState } from "react";
import BusyButton from "@/islands/admin/BusyButton.tsx";
import { MENU_TEXT, submenuCategoryIds, submenuResultMessage, updateSubmenus } from "@/lib/client/menu.ts";
import { showToast } from "@/lib/client/toasts.ts";
import type { Category } from "@/lib/schemas/category.ts";
import type { MenuItem } from "@/lib/schemas/menu.ts";
import { attempt } from "@/lib/client/use_form_submit.ts";
import { Button } from "@/components/admin/Button.tsx";

/** Props of {@link SubmenuPanel}. */
export interface SubmenuPanelProps {
  /** The top-level item being edited. */
  parent: MenuItem | null;
  items: MenuItem[];
  /** Categories in list order, sub-categories after their parent. */
  categories: Category[];
  categoryBase: string;
  /** Called after a successful update (the list is read again). */
  onUpdated: () => void;
}

/** See the module doc. */
export default function SubmenuPanel({ parent, items, categories, categoryBase, onUpdated }: SubmenuPanelProps) {
  const [selected, setSelected] = useState<string[]>(() =>
    parent ? submenuCategoryIds(parent, items, categories, categoryBase) : []
  );
  const [busy, setBusy] = useState(false);

  function toggle(id: string, on: boolean) {
    setSelected((current) => on ? [...current, id] : current.filter((other) => other !== id));
  }

  async function update() {
    if (!parent) {
      showToast(MENU_TEXT.noSelection, "error");
      return;
    }
    setBusy(true);
    await attempt(async () => {
      const { added, removed } = await updateSubmenus(parent.id, selected);
      showToast(submenuResultMessage(added, removed, parent.label), added || removed ? "success" : "info");
      onUpdated();
    }, () => MENU_TEXT.categoriesFailed);
    setBusy(false);
  }

  return (
    <section class="panel submenu-panel" aria-labelledby="submenu-panel-title">
      <h2 id="submenu-panel-title">Categories as submenus{parent ? ` of "${parent.label}"` : ""}</h2>
      <div class="submenu-tools">
        <Button onClick={() => setSelected(categories.map((c) => c.id))}>Select All</Button>
        <Button onClick={() => setSelected([])}>Deselect All</Button>
        <span class="submenu-count" aria-live="polite">{selected.length} selected</span>
      </div>
      <ul class="category-checks">
        {categories.map((category) => (
          <li key={category.id} class={category.parent_id ? "sub" : undefined}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(category.id)}
                onChange={(event) => toggle(category.id, (event.target as HTMLInputElement).checked)}
              />{" "}
              {category.name}
            </label>
          </li>
        ))}
      </ul>
      <div class="form-actions">
        <BusyButton busy={busy} busyText="Processing..." onClick={update}>Update Submenus</BusyButton>
      </div>
    </section>
  );
}
