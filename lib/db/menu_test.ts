import assert from "node:assert/strict";
import { ZodError } from "zod";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors.ts";
import { readContentVersion } from "@/lib/db/content_version.ts";
import {
  createMenuItem,
  deleteMenuItem,
  getMenuItem,
  listMenuItems,
  reorderMenu,
  replaceSubmenus,
  updateMenuItem,
  updateSubmenus,
} from "@/lib/db/menu.ts";
import { withKv } from "@/tests/support/kv.ts";

Deno.test("createMenuItem applies defaults and appends after the current count", () =>
  withKv(async (kv) => {
    const first = await createMenuItem(kv, { label: " Inicio ", url: "/" });
    assert.equal(first.item.label, "Inicio");
    assert.equal(first.item.position, 1);
    assert.equal(first.item.is_active, true);
    assert.equal(first.item.parent_id, null);
    assert.equal(first.item.has_dropdown, 0);
    assert.equal(first.item.dropdown_position, "left");
    const second = await createMenuItem(kv, { label: "Recetas", url: "/categorias" });
    assert.equal(second.item.position, 2);
    const explicit = await createMenuItem(kv, { label: "Primero", url: "/x", position: 0 });
    assert.deepEqual((await listMenuItems(kv)).map((item) => item.id), [
      explicit.item.id,
      first.item.id,
      second.item.id,
    ]);
  }));

Deno.test("createMenuItem bumps the content version", () =>
  withKv(async (kv) => {
    const before = await readContentVersion(kv);
    await createMenuItem(kv, { label: "Inicio", url: "/" });
    assert.notEqual(await readContentVersion(kv), before);
  }));

Deno.test("label and URL rules use the spec messages", () =>
  withKv(async (kv) => {
    await assert.rejects(
      () => createMenuItem(kv, { label: "  ", url: "/" }),
      (error: unknown) => error instanceof ZodError && error.issues[0].message === "Label is required",
    );
    await assert.rejects(
      () => createMenuItem(kv, { url: "/" } as never),
      (error: unknown) => error instanceof ZodError && error.issues[0].message === "Label is required",
    );
    await assert.rejects(
      () => createMenuItem(kv, { label: "Sin enlace" }),
      (error: unknown) =>
        error instanceof ZodError &&
        error.issues[0].message === "URL is required for non-dropdown menu items" &&
        error.issues[0].path[0] === "url",
    );
    const dropdown = await createMenuItem(kv, {
      label: "Categorías",
      has_dropdown: 1,
      dropdown_position: "center",
    });
    assert.equal(dropdown.item.url, "");
    assert.equal(dropdown.item.has_dropdown, 1);
    assert.equal(dropdown.item.dropdown_position, "center");
  }));

Deno.test("accepts 0/1 for is_active and booleans for has_dropdown", () =>
  withKv(async (kv) => {
    const { item } = await createMenuItem(kv, {
      label: "Oculto",
      url: "/o",
      is_active: 0,
      has_dropdown: true,
    });
    assert.equal(item.is_active, false);
    assert.equal(item.has_dropdown, 1);
  }));

Deno.test("submenus: one level only, no dropdown, URL required", () =>
  withKv(async (kv) => {
    const top = await createMenuItem(kv, { label: "Categorías", has_dropdown: 1 });
    const child = await createMenuItem(kv, {
      label: "Postres",
      url: "/categoria/postres",
      parent_id: top.item.id,
    });
    assert.equal(child.item.parent_id, top.item.id);
    await assert.rejects(
      () => createMenuItem(kv, { label: "Nieto", url: "/n", parent_id: child.item.id }),
      (error: unknown) => error instanceof ValidationError && "parent_id" in error.fields,
    );
    await assert.rejects(
      () => createMenuItem(kv, { label: "Huérfano", url: "/h", parent_id: "missing" }),
      (error: unknown) => error instanceof ValidationError && error.message === "Parent menu item not found",
    );
    const forced = await createMenuItem(kv, {
      label: "Sub",
      url: "/s",
      parent_id: top.item.id,
      has_dropdown: 1,
    });
    assert.equal(forced.item.has_dropdown, 0);
    await assert.rejects(
      () => createMenuItem(kv, { label: "Sub sin URL", parent_id: top.item.id, has_dropdown: 1 }),
      (error: unknown) => error instanceof ZodError && error.issues[0].path[0] === "url",
    );
    const blank = await createMenuItem(kv, { label: "Top", url: "/t", parent_id: "" });
    assert.equal(blank.item.parent_id, null);
  }));

Deno.test("updateMenuItem changes fields and enforces parent rules", () =>
  withKv(async (kv) => {
    const a = await createMenuItem(kv, { label: "A", url: "/a" });
    const b = await createMenuItem(kv, { label: "B", url: "/b" });
    const c = await createMenuItem(kv, { label: "C", url: "/c", parent_id: a.item.id });
    const renamed = await updateMenuItem(kv, b.item.id, { label: "B2", is_active: false });
    assert.equal(renamed.item.label, "B2");
    assert.equal(renamed.item.url, "/b");
    assert.equal(renamed.item.is_active, false);
    await assert.rejects(
      () => updateMenuItem(kv, a.item.id, { parent_id: a.item.id }),
      (error: unknown) => error instanceof ValidationError && error.message === "A menu item cannot be its own parent",
    );
    await assert.rejects(
      () => updateMenuItem(kv, a.item.id, { parent_id: b.item.id }),
      (error: unknown) => error instanceof ValidationError && "parent_id" in error.fields,
    );
    await assert.rejects(
      () => updateMenuItem(kv, b.item.id, { parent_id: c.item.id }),
      (error: unknown) => error instanceof ValidationError && "parent_id" in error.fields,
    );
    await assert.rejects(
      () => updateMenuItem(kv, b.item.id, { url: "" }),
      (error: unknown) =>
        error instanceof ValidationError &&
        error.fields.url?.[0] === "URL is required for non-dropdown menu items",
    );
    const moved = await updateMenuItem(kv, b.item.id, { parent_id: a.item.id });
    assert.equal(moved.item.parent_id, a.item.id);
    const back = await updateMenuItem(kv, b.item.id, { parent_id: null });
    assert.equal(back.item.parent_id, null);
    await assert.rejects(() => updateMenuItem(kv, "nope", { label: "x" }), NotFoundError);
  }));

Deno.test("updateMenuItem with a stale versionstamp is a conflict", () =>
  withKv(async (kv) => {
    const a = await createMenuItem(kv, { label: "A", url: "/a" });
    const fresh = await updateMenuItem(kv, a.item.id, { label: "A1" }, a.versionstamp);
    await assert.rejects(() => updateMenuItem(kv, a.item.id, { label: "A2" }, a.versionstamp), ConflictError);
    const again = await updateMenuItem(kv, a.item.id, { label: "A3" }, fresh.versionstamp);
    assert.equal((await getMenuItem(kv, a.item.id))?.item.label, "A3");
    assert.equal((await getMenuItem(kv, a.item.id))?.versionstamp, again.versionstamp);
  }));

Deno.test("deleteMenuItem deletes submenu items with their parent", () =>
  withKv(async (kv) => {
    const a = await createMenuItem(kv, { label: "A", url: "/a" });
    const b = await createMenuItem(kv, { label: "B", url: "/b" });
    await createMenuItem(kv, { label: "A1", url: "/a1", parent_id: a.item.id });
    await createMenuItem(kv, { label: "A2", url: "/a2", parent_id: a.item.id });
    assert.equal(await deleteMenuItem(kv, a.item.id), 3);
    assert.deepEqual((await listMenuItems(kv)).map((item) => item.id), [b.item.id]);
    await assert.rejects(() => deleteMenuItem(kv, a.item.id), NotFoundError);
  }));

Deno.test("reorderMenu rewrites positions atomically and rejects unknown ids", () =>
  withKv(async (kv) => {
    const a = await createMenuItem(kv, { label: "A", url: "/a" });
    const b = await createMenuItem(kv, { label: "B", url: "/b" });
    const c = await createMenuItem(kv, { label: "C", url: "/c" });
    await reorderMenu(kv, [{ id: c.item.id, position: 1 }, { id: a.item.id, position: 2 }, {
      id: b.item.id,
      position: 3,
    }]);
    assert.deepEqual((await listMenuItems(kv)).map((item) => item.label), ["C", "A", "B"]);
    await assert.rejects(
      () => reorderMenu(kv, [{ id: a.item.id, position: 9 }, { id: "missing", position: 1 }]),
      NotFoundError,
    );
    assert.equal((await getMenuItem(kv, a.item.id))?.item.position, 2);
  }));

Deno.test("replaceSubmenus adds and removes in one write and reports counts", () =>
  withKv(async (kv) => {
    const top = await createMenuItem(kv, { label: "Categorías", has_dropdown: 1, position: 5 });
    const other = await createMenuItem(kv, { label: "Otro", url: "/o" });
    const old = await createMenuItem(kv, { label: "Viejo", url: "/categoria/viejo", parent_id: top.item.id });
    const result = await replaceSubmenus(kv, top.item.id, [
      { label: "Postres", url: "/categoria/postres" },
      { label: "Sopas", url: "/categoria/sopas" },
    ], [old.item.id]);
    assert.deepEqual(result, { added: 2, removed: 1 });
    const children = (await listMenuItems(kv)).filter((item) => item.parent_id === top.item.id);
    assert.deepEqual(children.map((item) => item.label), ["Postres", "Sopas"]);
    assert.deepEqual(children.map((item) => item.position), [6, 7]);
    assert.ok(children.every((item) => item.is_active && item.has_dropdown === 0));
    await assert.rejects(() => replaceSubmenus(kv, top.item.id, [], [other.item.id]), NotFoundError);
    assert.equal((await listMenuItems(kv)).length, 4);
    await assert.rejects(
      () => replaceSubmenus(kv, top.item.id, [{ label: "Sin URL", url: "" }], []),
      (error: unknown) => error instanceof ZodError && error.issues[0].path[0] === "url",
    );
    assert.deepEqual(await replaceSubmenus(kv, top.item.id, [], []), { added: 0, removed: 0 });
  }));

Deno.test("updateSubmenus plans again after a concurrent submenu change, so nothing is added twice", () =>
  withKv(async (kv) => {
    const top = await createMenuItem(kv, { label: "Categorías", has_dropdown: 1 });
    let plans = 0;
    const addOnce = () =>
      updateSubmenus(kv, top.item.id, (_parent, children) => {
        plans++;
        const present = children.some((child) => child.url === "/categoria/sopas");
        return { toAdd: present ? [] : [{ label: "Sopas", url: "/categoria/sopas" }], toRemoveIds: [] };
      });
    const results = await Promise.all(Array.from({ length: 8 }, addOnce));
    assert.equal(results.reduce((sum, result) => sum + result.added, 0), 1);
    assert.ok(plans > 8, "the losers read the submenu again");
    const children = (await listMenuItems(kv)).filter((item) => item.parent_id === top.item.id);
    assert.deepEqual(children.map((item) => item.url), ["/categoria/sopas"]);
  }));
