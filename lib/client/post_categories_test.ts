import assert from "node:assert/strict";
import type { Category } from "../schemas/category.ts";
import { categoryRows, newCategoryPayload } from "./post_categories.ts";

function category(id: string, name: string, position: number, parent_id: string | null = null): Category {
  return { id, name, position, parent_id } as Category;
}

Deno.test("categories are listed parents first, each followed by its sub-categories", () => {
  const rows = categoryRows([
    category("c", "Arroces", 0, "b"),
    category("a", "Postres", 1),
    category("b", "Platos", 0),
    category("d", "Huérfana", 5, "gone"),
    category("e", "Flanes", 0, "a"),
  ]);
  assert.deepEqual(rows.map((r) => `${r.depth}:${r.category.name}`), [
    "0:Platos",
    "1:Arroces",
    "0:Postres",
    "1:Flanes",
    "0:Huérfana",
  ]);
});

Deno.test("an inline new category gets the specification's defaults", () => {
  assert.deepEqual(newCategoryPayload("  Cocina Criolla ", null, 7), {
    name: "Cocina Criolla",
    slug: "cocina-criolla",
    parent_id: null,
    emoji: "📁",
    gradient: "purple-pink",
    is_active: 1,
    position: 7,
  });
});
