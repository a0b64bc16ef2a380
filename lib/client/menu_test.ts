import assert from "node:assert/strict";
import {
  canMoveMenuItem,
  emptyMenuForm,
  menuDisplayOrder,
  menuFormErrors,
  menuPayloadOf,
  moveMenuItem,
  parentChoices,
  submenuCategoryIds,
  submenuResultMessage,
} from "./menu.ts";
import type { MenuItem } from "../schemas/menu.ts";
import { type Category, CATEGORY_DEFAULTS } from "../schemas/category.ts";

function item(id: string, position: number, fields: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    label: id,
    url: `/${id}`,
    position,
    is_active: true,
    parent_id: null,
    has_dropdown: 0,
    dropdown_position: "left",
    created_at: "2025-01-01T00:00:00.000Z",
    updated_at: "2025-01-01T00:00:00.000Z",
    ...fields,
  };
}

const items = [
  item("inicio", 1),
  item("recetas", 2, { has_dropdown: 1, url: "" }),
  item("sopas", 3, { parent_id: "recetas", url: "/categoria/sopas" }),
  item("postres", 4, { parent_id: "recetas", url: "/categoria/postres", category_id: "c-postres" }),
  item("contacto", 3),
];

Deno.test("menuDisplayOrder puts submenu items after their parent", () => {
  assert.deepEqual(menuDisplayOrder(items).map((i) => i.id), ["inicio", "recetas", "sopas", "postres", "contacto"]);
});

Deno.test("moveMenuItem swaps with the neighbour of the same level and renumbers from 1", () => {
  const shown = menuDisplayOrder(items);
  assert.equal(moveMenuItem(shown, 0, -1), null, "the first cannot go up");
  assert.equal(moveMenuItem(shown, 4, 1), null, "the last cannot go down");
  assert.equal(canMoveMenuItem(shown, 2, -1), false, "first submenu item of its parent");
  assert.deepEqual(moveMenuItem(shown, 4, -1), [
    { id: "inicio", position: 1 },
    { id: "contacto", position: 2 },
    { id: "recetas", position: 3 },
    { id: "sopas", position: 4 },
    { id: "postres", position: 5 },
  ]);
  assert.deepEqual(moveMenuItem(shown, 3, -1)?.map((e) => e.id), ["inicio", "recetas", "postres", "sopas", "contacto"]);
});

Deno.test("form rules, payload and parent choices", () => {
  assert.deepEqual(menuFormErrors(emptyMenuForm()), {
    label: "Label is required",
    url: "URL is required for non-dropdown menu items",
  });
  assert.deepEqual(menuFormErrors({ ...emptyMenuForm(), label: "R", has_dropdown: true }), {});
  const payload = menuPayloadOf({
    ...emptyMenuForm(),
    label: " S ",
    url: "/s",
    parent_id: "recetas",
    has_dropdown: true,
  });
  assert.deepEqual([payload.label, payload.parent_id, payload.has_dropdown], ["S", "recetas", 0]);
  assert.equal(menuPayloadOf(emptyMenuForm()).parent_id, null);
  assert.deepEqual(parentChoices(items, "recetas").map((i) => i.id), ["inicio", "contacto"]);
});

Deno.test("submenu categories are preselected by reference or URL; result messages", () => {
  const category = (id: string, slug: string): Category => ({
    ...CATEGORY_DEFAULTS,
    id,
    name: slug,
    slug,
    position: 0,
    created_at: "",
    updated_at: "",
  });
  const categories = [category("c-sopas", "sopas"), category("c-postres", "dulces"), category("c-otros", "otros")];
  assert.deepEqual(submenuCategoryIds(items[1], items, categories, "categoria"), ["c-sopas", "c-postres"]);
  assert.equal(submenuResultMessage(2, 1, "Recetas"), 'Added 2 categories and removed 1 category from "Recetas"!');
  assert.equal(submenuResultMessage(2, 3, "Recetas"), 'Added 2 and removed 3 categories from "Recetas"!');
  assert.equal(submenuResultMessage(1, 1, "Recetas"), 'Added 1 and removed 1 category from "Recetas"!');
  assert.equal(submenuResultMessage(1, 0, "Recetas"), 'Added 1 category to "Recetas"!');
  assert.equal(submenuResultMessage(0, 1, "Recetas"), 'Removed 1 category from "Recetas"!');
  assert.equal(submenuResultMessage(2, 0, "Recetas"), 'Added 2 categories to "Recetas"!');
  assert.equal(submenuResultMessage(0, 3, "Recetas"), 'Removed 3 categories from "Recetas"!');
  assert.equal(submenuResultMessage(0, 0, "Recetas"), "No changes made");
});
