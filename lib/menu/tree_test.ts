import assert from "node:assert/strict";
import { buildMenuTree, menuUrlPath } from "@/lib/menu/tree.ts";
import { categoryPath } from "@/lib/shared/paths.ts";
import type { MenuItem } from "@/lib/schemas/menu.ts";
import { CATEGORY_DEFAULTS, type CategoryWithCount } from "@/lib/schemas/category.ts";

let serial = 0;

function item(fields: Partial<MenuItem> & Pick<MenuItem, "id" | "label">): MenuItem {
  serial++;
  return {
    url: "",
    position: serial,
    is_active: true,
    parent_id: null,
    has_dropdown: 0,
    dropdown_position: "left",
    created_at: `2024-01-01T00:00:${String(serial).padStart(2, "0")}.000Z`,
    updated_at: "2024-01-01T00:00:00.000Z",
    ...fields,
  };
}

function category(slug: string, postCount?: number): CategoryWithCount {
  return {
    ...CATEGORY_DEFAULTS,
    id: `cat-${slug}`,
    name: slug,
    slug,
    position: 0,
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
    ...(postCount === undefined ? {} : { post_count: postCount }),
  };
}

Deno.test("buildMenuTree nests active children under top-level items sorted by position", () => {
  const items = [
    item({ id: "c2", label: "Postres", url: "/categoria/postres", parent_id: "recetas", position: 5 }),
    item({ id: "contacto", label: "Contacto", url: "/contacto", position: 9 }),
    item({ id: "recetas", label: "Recetas", has_dropdown: 1, dropdown_position: "center", position: 2 }),
    item({ id: "c1", label: "Sopas", url: "/categoria/sopas", parent_id: "recetas", position: 3 }),
    item({ id: "inicio", label: "Inicio", url: "/", position: 1 }),
    item({ id: "hidden", label: "Oculto", url: "/oculto", position: 0, is_active: false }),
    item({ id: "c3", label: "Inactivo", url: "/categoria/x", parent_id: "recetas", position: 4, is_active: false }),
  ];
  const tree = buildMenuTree(items, [category("sopas", 4), category("postres", 0)], "categoria");
  assert.deepEqual(tree.map((node) => node.id), ["inicio", "recetas", "contacto"]);
  const recetas = tree[1];
  assert.equal(recetas.has_dropdown, true);
  assert.equal(recetas.dropdown_position, "center");
  assert.equal(recetas.post_count, undefined);
  assert.deepEqual(recetas.children.map((node) => [node.id, node.post_count]), [["c1", 4], ["c2", 0]]);
  assert.equal(tree[0].has_dropdown, false);
  assert.deepEqual(tree[0].children, []);
});

Deno.test("buildMenuTree drops children of inactive or missing parents", () => {
  const items = [
    item({ id: "off", label: "Off", url: "/off", is_active: false }),
    item({ id: "child", label: "Hijo", url: "/categoria/sopas", parent_id: "off" }),
    item({ id: "orphan", label: "Huérfano", url: "/categoria/sopas", parent_id: "nope" }),
    item({ id: "on", label: "On", url: "/on" }),
  ];
  const tree = buildMenuTree(items, [category("sopas", 3)], "categoria");
  assert.deepEqual(tree.map((node) => node.id), ["on"]);
  assert.deepEqual(tree[0].children, []);
});

Deno.test("buildMenuTree matches category URLs against the configured base", () => {
  const items = [
    item({ id: "top", label: "Recetas", has_dropdown: 1 }),
    item({ id: "a", label: "A", url: "/sopas", parent_id: "top" }),
    item({ id: "b", label: "B", url: "/categoria/sopas/?ref=menu#x", parent_id: "top" }),
    item({ id: "c", label: "C", url: "https://example.com/categoria/sopas", parent_id: "top" }),
  ];
  const cats = [category("sopas", 7)];
  const withBase = buildMenuTree(items, cats, "categoria")[0].children;
  assert.deepEqual(withBase.map((node) => node.post_count), [undefined, 7, undefined]);
  const noBase = buildMenuTree(items, cats, "")[0].children;
  assert.deepEqual(noBase.map((node) => node.post_count), [7, undefined, undefined]);
  const otherBase = buildMenuTree(items, cats, "/platos/")[0].children;
  assert.deepEqual(otherBase.map((node) => node.post_count), [undefined, undefined, undefined]);
  assert.equal(buildMenuTree(items, [category("sopas")], "")[0].children[0].post_count, 0);
});

Deno.test("menuUrlPath and categoryPath normalise paths", () => {
  assert.equal(menuUrlPath("/categoria/caf%C3%A9/"), "/categoria/café");
  assert.equal(menuUrlPath("/"), "/");
  assert.equal(menuUrlPath("//evil.example/x"), null);
  assert.equal(menuUrlPath("mailto:a@b.c"), null);
  assert.equal(categoryPath("sopas", ""), "/sopas");
  assert.equal(categoryPath("sopas", "/categoria/"), "/categoria/sopas");
});
