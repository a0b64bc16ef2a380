/**
 * The menu API over real HTTP on a real KV file: validation messages, the
 * one-level rule, positions, reorder, delete, the bulk submenu update, the
 * public flat menu, category entries that follow their category, the cache
 * clear, and the content version bumped by every write.
 */
import assert from "node:assert/strict";
import { createCategory, updateCategory } from "@/lib/db/categories.ts";
import { readContentVersion } from "@/lib/db/content_version.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { createMenuItem } from "@/lib/db/menu.ts";
import { linkMenuEntriesToCategories } from "@/lib/menu/menu_service.ts";
import type { MenuItem } from "@/lib/schemas/menu.ts";
import { apiLogin, startSite } from "../support/site.ts";

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

Deno.test("menu API", async (t) => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
      const response = await fetch(site.url + path, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T } satisfies Answer<T>;
    };
    const adminMenu = async () => (await call<{ menu: MenuItem[]; items: MenuItem[] }>("GET", "/api/admin/menu")).body;
    const create = async (fields: Record<string, unknown>) => {
      const answer = await call<{ menuItem: MenuItem; item: MenuItem }>("POST", "/api/admin/menu", fields);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body.menuItem;
    };
    const sopas = (await createCategory(site.kv, { name: "Sopas", slug: "sopas" })).category;
    const postres = (await createCategory(site.kv, { name: "Postres", slug: "postres" })).category;
    const flanes = (await createCategory(site.kv, { name: "Flanes", slug: "flanes", parent_id: postres.id }))
      .category;

    let inicio: MenuItem, recetas: MenuItem;

    await t.step("validation: label and URL rules with the specification's messages", async () => {
      const noLabel = await call<{ fields: Record<string, string[]> }>("POST", "/api/admin/menu", { url: "/" });
      assert.equal(noLabel.status, 400);
      assert.deepEqual(noLabel.body.fields.label, ["Label is required"]);
      const noUrl = await call<{ fields: Record<string, string[]> }>("POST", "/api/admin/menu", { label: "X" });
      assert.equal(noUrl.status, 400);
      assert.deepEqual(noUrl.body.fields.url, ["URL is required for non-dropdown menu items"]);
      for (const url of ["javascript:alert(1)", "//evil.example/x", "/\\evil.example", "mailto:a@b.c", "data:,x"]) {
        const bad = await call<{ fields: Record<string, string[]> }>("POST", "/api/admin/menu", { label: "X", url });
        assert.equal(bad.status, 400, url);
        assert.ok(bad.body.fields.url, url);
      }
      assert.deepEqual(await adminMenu(), { menu: [], items: [] }, "nothing was stored");
    });

    await t.step("create: positions one past the count; dropdowns need no URL; http(s) links", async () => {
      inicio = await create({ label: "Inicio", url: "/" });
      recetas = await create({ label: "Recetas", has_dropdown: 1, dropdown_position: "center" });
      const blog = await create({ label: "Blog", url: "https://blog.example.com/", is_active: false });
      assert.deepEqual([inicio.position, recetas.position, blog.position], [1, 2, 3]);
      assert.equal(recetas.url, "");
      assert.equal(recetas.dropdown_position, "center");
      const { menu, items } = await adminMenu();
      assert.deepEqual(menu.map((item) => item.label), ["Inicio", "Recetas", "Blog"]);
      assert.deepEqual(items, menu);
    });

    await t.step("one level only: parents must be top-level, never the item itself", async () => {
      const child = await create({ label: "Sopas", url: "/categoria/sopas", parent_id: recetas.id, has_dropdown: 1 });
      assert.equal(child.parent_id, recetas.id);
      assert.equal(child.has_dropdown, 0, "a submenu item never has a dropdown");
      const grandchild = await call("POST", "/api/admin/menu", { label: "X", url: "/x", parent_id: child.id });
      assert.equal(grandchild.status, 400);
      const self = await call("PUT", `/api/admin/menu/${inicio.id}`, { parent_id: inicio.id });
      assert.equal(self.status, 400);
      const withChildren = await call("PUT", `/api/admin/menu/${recetas.id}`, { parent_id: inicio.id });
      assert.equal(withChildren.status, 400, "an item with submenu items cannot become a submenu item");
      const blank = await call<{ menuItem: MenuItem }>("PUT", `/api/admin/menu/${child.id}`, { parent_id: "" });
      assert.equal(blank.body.menuItem.parent_id, null, "a blank parent becomes top level");
      await call("PUT", `/api/admin/menu/${child.id}`, { parent_id: recetas.id });
    });

    await t.step("update: same fields; 404 for an unknown item; URL rule on the merged item", async () => {
      const saved = await call<{ menuItem: MenuItem }>("PUT", `/api/admin/menu/${inicio.id}`, {
        label: "Portada",
        url: "/",
        is_active: true,
        parent_id: null,
        has_dropdown: 0,
        dropdown_position: "left",
      });
      assert.equal(saved.status, 200);
      assert.equal(saved.body.menuItem.label, "Portada");
      assert.equal((await call("PUT", "/api/admin/menu/nope", { label: "X" })).status, 404);
      const noUrl = await call<{ fields: Record<string, string[]> }>("PUT", `/api/admin/menu/${inicio.id}`, {
        url: "",
      });
      assert.equal(noUrl.status, 400);
      assert.deepEqual(noUrl.body.fields.url, ["URL is required for non-dropdown menu items"]);
    });

    await t.step("reorder: every position set at once; an unknown id changes nothing", async () => {
      const before = (await adminMenu()).menu;
      const reversed = [...before].reverse().map((item, i) => ({ id: item.id, position: i + 1 }));
      const answer = await call("PUT", "/api/admin/menu/reorder", { items: reversed });
      assert.equal(answer.status, 200);
      const after = (await adminMenu()).menu;
      assert.deepEqual(after.map((item) => item.id), reversed.map((entry) => entry.id));
      const bad = await call("PUT", "/api/admin/menu/reorder", {
        items: [{ id: before[0].id, position: 50 }, { id: "missing", position: 1 }],
      });
      assert.equal(bad.status, 404);
      assert.deepEqual((await adminMenu()).menu, after, "nothing moved");
      const restore = before.map((item, i) => ({ id: item.id, position: i + 1 }));
      assert.equal((await call("PUT", "/api/admin/menu/reorder", { items: restore })).status, 200);
    });

    await t.step("bulk submenus: ticked categories added, unticked removed, matched by URL or reference", async () => {
      const path = `/api/admin/menu/${recetas.id}/submenus`;
      const first = await call("PUT", path, { category_ids: [sopas.id, postres.id, flanes.id] });
      assert.deepEqual(first.body, { added: 2, removed: 0 }, "Sopas already had an entry (matched by URL)");
      let children = (await adminMenu()).menu.filter((item) => item.parent_id === recetas.id);
      assert.deepEqual(children.map((item) => [item.label, item.url, item.is_active]), [
        ["Sopas", "/categoria/sopas", true],
        ["Postres", "/categoria/postres", true],
        ["Flanes", "/categoria/flanes", true],
      ]);
      assert.ok(children.every((item) => item.position > recetas.position), "positions follow the parent's");
      const second = await call("PUT", path, { category_ids: [postres.id] });
      assert.deepEqual(second.body, { added: 0, removed: 2 });
      children = (await adminMenu()).menu.filter((item) => item.parent_id === recetas.id);
      assert.deepEqual(children.map((item) => item.label), ["Postres"]);
      assert.deepEqual((await call("PUT", path, { category_ids: [postres.id] })).body, { added: 0, removed: 0 });
      const both = await call("PUT", path, { category_ids: [sopas.id] });
      assert.deepEqual(both.body, { added: 1, removed: 1 });
      assert.equal((await call("PUT", path, { category_ids: ["missing"] })).status, 400);
      const child = (await adminMenu()).menu.find((item) => item.parent_id === recetas.id)!;
      assert.equal((await call("PUT", `/api/admin/menu/${child.id}/submenus`, { category_ids: [] })).status, 400);
      assert.equal((await call("PUT", "/api/admin/menu/missing/submenus", { category_ids: [] })).status, 404);
    });

    await t.step("public GET /api/menu: flat, active only, parent_id and category post counts", async () => {
      const { menu } = await (await fetch(`${site.url}/api/menu`)).json();
      type Entry = { label: string; parent_id: string | null; post_count?: number; url: string };
      assert.deepEqual(menu.map((entry: Entry) => [entry.label, entry.parent_id, entry.post_count]), [
        ["Portada", null, undefined],
        ["Recetas", null, undefined],
        ["Sopas", recetas.id, 0],
      ]);
    });

    await t.step("category entries follow a slug change and a category-base change", async () => {
      await updateCategory(site.kv, sopas.id, { slug: "caldos" });
      const renamed = (await (await fetch(`${site.url}/api/menu`)).json()).menu.find((e: Entry) => e.label === "Sopas");
      assert.equal(renamed.url, "/categoria/caldos");
      await updateSettings(site.kv, { category_base: "recetas" });
      const moved = (await (await fetch(`${site.url}/api/menu`)).json()).menu.find((e: Entry) => e.label === "Sopas");
      assert.equal(moved.url, "/recetas/caldos");
      assert.ok((await adminMenu()).menu.some((item) => item.url === "/recetas/caldos"), "the admin list too");
      const home = await (await fetch(`${site.url}/`)).text();
      assert.match(home, /href="\/recetas\/caldos"/, "the public header links to the category's address");
      assert.doesNotMatch(home, /href="\/categoria\/sopas"/);
      const page = await fetch(`${site.url}/recetas/caldos`);
      assert.equal(page.status, 200);
      await page.body?.cancel();
      await updateSettings(site.kv, { category_base: "categoria" });
    });

    await t.step("delete: a top-level item takes its submenu items with it", async () => {
      const answer = await call<{ deleted: number }>("DELETE", `/api/admin/menu/${recetas.id}`);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.deleted, 2);
      assert.ok((await adminMenu()).menu.every((item) => item.parent_id !== recetas.id && item.id !== recetas.id));
      assert.equal((await call("DELETE", `/api/admin/menu/${recetas.id}`)).status, 404);
    });

    await t.step("entries saved without a reference are linked by URL, then follow a base change", async () => {
      const legacy = (await createMenuItem(site.kv, { label: "Dulces", url: "/categoria/postres" })).item;
      assert.equal(legacy.category_id, null);
      assert.equal(await linkMenuEntriesToCategories(site.kv), 1);
      assert.equal(await linkMenuEntriesToCategories(site.kv), 0, "already linked");
      await updateSettings(site.kv, { category_base: "platos" });
      const { menu } = await (await fetch(`${site.url}/api/menu`)).json();
      assert.equal(menu.find((entry: Entry) => entry.label === "Dulces").url, "/platos/postres");
      await updateSettings(site.kv, { category_base: "categoria" });
      await call("DELETE", `/api/admin/menu/${legacy.id}`);
    });

    await t.step("odd input is a 4xx, never a 500", async () => {
      const long = "x".repeat(3000);
      for (
        const [method, path, body] of [
          ["PUT", `/api/admin/menu/${long}`, { label: "X" }],
          ["DELETE", `/api/admin/menu/${long}`, undefined],
          ["PUT", `/api/admin/menu/${long}/submenus`, { category_ids: [] }],
          ["PUT", "/api/admin/menu/reorder", { items: [{ id: long, position: 1 }] }],
          ["PUT", "/api/admin/menu/reorder", { items: "all" }],
          ["POST", "/api/admin/menu", { label: "X".repeat(101), url: "/" }],
          ["POST", "/api/admin/menu", { label: "X", url: "/", parent_id: long }],
          ["POST", "/api/admin/menu", { label: "X", url: "/", dropdown_position: "top" }],
        ] as const
      ) {
        const answer = await call(method, path, body);
        assert.ok(answer.status >= 400 && answer.status < 500, `${method} ${path.slice(0, 40)} → ${answer.status}`);
      }
    });

    await t.step("every write bumps the content version; the cache clear does too", async () => {
      let version = await readContentVersion(site.kv);
      const bumped = async (what: string) => {
        const next = await readContentVersion(site.kv);
        assert.notEqual(next, version, what);
        version = next;
      };
      const item = await create({ label: "Contacto", url: "/contacto" });
      await bumped("create");
      await call("PUT", `/api/admin/menu/${item.id}`, { label: "Escríbenos" });
      await bumped("update");
      await call("PUT", "/api/admin/menu/reorder", { items: [{ id: item.id, position: 9 }] });
      await bumped("reorder");
      await call("DELETE", `/api/admin/menu/${item.id}`);
      await bumped("delete");
      const cleared = await call<{ message: string }>("POST", "/api/admin/cache/clear", { keys: ["menu"] });
      assert.equal(cleared.status, 200);
      assert.equal(typeof cleared.body.message, "string");
      await bumped("cache clear");
      assert.equal((await call("POST", "/api/admin/cache/clear", { keys: ["everything"] })).status, 400);
    });
  } finally {
    await site.close();
  }
});

type Entry = { label: string; url: string };
