/** The categories API over real HTTP on a real KV file: every endpoint, its rules and its error texts. */
import assert from "node:assert/strict";
import { createMenuItem, listMenuItems } from "@/lib/db/menu.ts";
import { getPost } from "@/lib/db/posts.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";

/** JSON client of the test site: with a token unless `visitor`. */
function client(site: TestSite, token: string | null) {
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${site.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    const text = await response.text();
    // deno-lint-ignore no-explicit-any -- JSON answers of many shapes, checked field by field below
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch { /* pages */ }
    return { status: response.status, json, text, location: response.headers.get("location") };
  };
}

Deno.test("categories API", async (t) => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const call = client(site, token);
    const visitor = client(site, null);

    let parentId = "";
    let childId = "";
    await t.step("create: name required, slug from the name, zod field errors, duplicate slug 409", async () => {
      const missing = await call("POST", "/api/admin/categories", { name: "  " });
      assert.equal(missing.status, 400);
      assert.deepEqual(missing.json.fields.name, ["Name and slug are required"]);

      const created = await call("POST", "/api/admin/categories", {
        name: "Platos Fuertes",
        emoji: "🍲",
        gradient: "purple-pink",
        position: 0,
        is_active: 1,
      });
      assert.equal(created.status, 201);
      assert.equal(created.json.category.slug, "platos-fuertes");
      assert.deepEqual(created.json.category.gradient, { type: "preset", preset: "purple-pink" });
      parentId = created.json.category.id;

      const duplicate = await call("POST", "/api/admin/categories", { name: "Otra", slug: "platos-fuertes" });
      assert.equal(duplicate.status, 409);
      assert.equal(duplicate.json.field, "slug");

      const child = await call("POST", "/api/admin/categories", { name: "Cerdo", parent_id: parentId });
      assert.equal(child.status, 201);
      childId = child.json.category.id;
    });

    await t.step("emoji counts graphemes: a flag or a family is one, three are refused", async () => {
      const flag = await call("POST", "/api/admin/categories", { name: "Bandera", emoji: "🇨🇺👨‍👩‍👧‍👦" });
      assert.equal(flag.status, 201, flag.text);
      const three = await call("POST", "/api/admin/categories", { name: "Tres", emoji: "🍲🍰🥥" });
      assert.equal(three.status, 400);
      assert.deepEqual(three.json.fields.emoji, ["Emoji must be at most 2 characters"]);
    });

    await t.step("limits: meta title 60, meta description 160, custom gradient needs hex colours", async () => {
      const long = await call("POST", "/api/admin/categories", {
        name: "Largo",
        meta_title: "x".repeat(61),
        meta_description: "y".repeat(161),
      });
      assert.equal(long.status, 400);
      assert.ok(long.json.fields.meta_title && long.json.fields.meta_description);
      const ok = await call("POST", "/api/admin/categories", {
        name: "Justo",
        meta_title: "x".repeat(60),
        meta_description: "y".repeat(160),
        gradient: { type: "custom", from: "#FF0000", to: "#00ff00" },
      });
      assert.equal(ok.status, 201);
      assert.deepEqual(ok.json.category.gradient, { type: "custom", from: "#ff0000", to: "#00ff00" });
      const badHex = await call("PUT", `/api/admin/categories/${ok.json.category.id}`, {
        gradient: { type: "custom", from: "red", to: "#00ff00" },
      });
      assert.equal(badHex.status, 400);
    });

    await t.step("parent: top level only, not itself, one level", async () => {
      const self = await call("PUT", `/api/admin/categories/${parentId}`, { parent_id: parentId });
      assert.equal(self.status, 400);
      assert.ok(self.json.fields.parent_id);
      const underChild = await call("POST", "/api/admin/categories", { name: "Nieto", parent_id: childId });
      assert.equal(underChild.status, 400);
      assert.deepEqual(underChild.json.fields.parent_id, ["The parent must be a top-level category"]);
    });

    await t.step("lists: admin list has hidden ones and counts; public list hides them", async () => {
      const hidden = await call("POST", "/api/admin/categories", { name: "Oculta", is_active: 0 });
      assert.equal(hidden.status, 201);
      const admin = await call("GET", "/api/admin/categories");
      assert.equal(admin.status, 200);
      const names = admin.json.categories.map((c: { name: string }) => c.name);
      assert.ok(names.includes("Oculta"));
      assert.equal(typeof admin.json.categories[0].post_count, "number");
      assert.equal(typeof admin.json.categories[0].draft_count, "number");

      const pub = await visitor("GET", "/api/categories?with_post_count=true");
      assert.equal(pub.status, 200);
      assert.ok(!pub.json.categories.some((c: { name: string }) => c.name === "Oculta"));
      assert.equal(typeof pub.json.categories[0].post_count, "number");
      assert.equal((await visitor("GET", "/api/categories?include_inactive=true")).status, 401);
      const all = await call("GET", "/api/categories?include_inactive=true");
      assert.ok(all.json.categories.some((c: { name: string }) => c.name === "Oculta"));
      assert.equal((await visitor("GET", "/api/admin/categories")).status, 401);
    });

    await t.step("reorder sets positions in one write; unknown ids 404, bad payload 400", async () => {
      const before = (await call("GET", "/api/admin/categories")).json.categories as { id: string }[];
      const reversed = [...before].reverse().map((c, i) => ({ id: c.id, position: i + 1 }));
      const done = await call("POST", "/api/admin/categories/reorder", { categories: reversed });
      assert.equal(done.status, 200);
      assert.deepEqual(done.json.categories.map((c: { id: string }) => c.id), reversed.map((c) => c.id));
      assert.equal(
        (await call("POST", "/api/admin/categories/reorder", { categories: [{ id: "nope", position: 1 }] })).status,
        404,
      );
      assert.equal(
        (await call("POST", "/api/admin/categories/reorder", { categories: [{ id: parentId, position: -1 }] }))
          .status,
        400,
      );
    });

    await t.step("slug change: redirect recorded, old URL 301 without chains, menu link follows", async () => {
      await createMenuItem(site.kv, { label: "Platos", url: "/categoria/platos-fuertes", is_active: true });
      const first = await call("PUT", `/api/admin/categories/${parentId}`, { slug: "platos-principales" });
      assert.equal(first.status, 200);
      const second = await call("PUT", `/api/admin/categories/${parentId}`, { slug: "segundos" });
      assert.equal(second.status, 200);
      const redirects = await call("GET", `/api/admin/categories/${parentId}/redirects`);
      assert.equal(redirects.status, 200);
      assert.deepEqual(
        redirects.json.redirects.map((r: { old_slug: string; new_slug: string }) => `${r.old_slug}>${r.new_slug}`)
          .sort(),
        ["platos-fuertes>segundos", "platos-principales>segundos"],
      );
      for (const old of ["platos-fuertes", "platos-principales"]) {
        const page = await visitor("GET", `/categoria/${old}`);
        assert.equal(page.status, 301);
        assert.equal(new URL(page.location!, site.url).pathname, "/categoria/segundos");
      }
      assert.equal((await visitor("GET", "/categoria/segundos")).status, 200);
      const menu = await listMenuItems(site.kv);
      assert.equal(menu.find((m) => m.label === "Platos")?.url, "/categoria/segundos");

      const gone = redirects.json.redirects.find((r: { old_slug: string }) => r.old_slug === "platos-principales");
      assert.equal((await call("DELETE", `/api/admin/category-redirects/${gone.id}`)).status, 200);
      assert.equal((await call("DELETE", `/api/admin/category-redirects/${gone.id}`)).status, 404);
      assert.equal((await visitor("GET", "/categoria/platos-principales")).status, 404);
      assert.equal((await call("GET", "/api/admin/categories/nope/redirects")).status, 404);
    });

    await t.step("the visit link follows an empty category base", async () => {
      await updateSettings(site.kv, { category_base: "" });
      assert.equal((await visitor("GET", "/segundos")).status, 200);
      const old = await visitor("GET", "/platos-fuertes");
      assert.equal(old.status, 301);
      assert.equal(new URL(old.location!, site.url).pathname, "/segundos");
      await updateSettings(site.kv, { category_base: "categoria" });
    });

    let postId = "";
    await t.step("post categories: set, read, unknown post 404, drafts hidden from visitors", async () => {
      const post = await call("POST", "/api/posts", { title: "Lechón asado", slug: "lechon", status: "published" });
      assert.equal(post.status, 201);
      postId = post.json.post.id;
      const set = await call("PUT", `/api/admin/posts/${postId}/categories`, { category_ids: [childId, parentId] });
      assert.equal(set.status, 200, set.text);
      assert.deepEqual(set.json.categories.map((c: { id: string }) => c.id), [childId, parentId]);
      const read = await visitor("GET", `/api/posts/${postId}/categories`);
      assert.equal(read.status, 200);
      assert.deepEqual(read.json.categories.map((c: { id: string }) => c.id), [childId, parentId]);
      assert.equal((await call("PUT", "/api/admin/posts/nope/categories", { category_ids: [] })).status, 404);
      assert.equal((await call("PUT", `/api/admin/posts/${postId}/categories`, { category_ids: "x" })).status, 400);
      assert.equal((await visitor("PUT", `/api/admin/posts/${postId}/categories`, { category_ids: [] })).status, 401);
      assert.equal((await visitor("GET", "/api/posts/nope/categories")).status, 404);
      const draft = await call("POST", "/api/posts", {
        title: "Borrador",
        slug: "borrador",
        status: "draft",
        category_ids: [parentId],
      });
      assert.equal(draft.status, 201);
      const counts = (await call("GET", "/api/admin/categories")).json.categories;
      const parent = counts.find((c: { id: string }) => c.id === parentId);
      assert.deepEqual([parent.post_count, parent.draft_count], [1, 1]);
      assert.deepEqual([counts.find((c: { id: string }) => c.id === childId).post_count], [1]);
    });

    await t.step("delete: subcategories become top level, posts and menu lose the link, 404 after", async () => {
      const top = await createMenuItem(site.kv, { label: "Segundos", url: "/categoria/segundos", is_active: true });
      await createMenuItem(site.kv, {
        label: "Cerdo",
        url: "/categoria/cerdo",
        is_active: true,
        parent_id: top.item.id,
      });
      const removed = await call("DELETE", `/api/admin/categories/${parentId}`);
      assert.equal(removed.status, 200);
      assert.deepEqual(removed.json, { ok: true, subcategories: 1, posts: 2 });
      const list = (await call("GET", "/api/admin/categories")).json.categories as { id: string; parent_id: null }[];
      assert.ok(!list.some((c) => c.id === parentId));
      assert.equal(list.find((c) => c.id === childId)?.parent_id, null);
      assert.deepEqual((await getPost(site.kv, postId))!.post.category_ids, [childId]);
      const menu = await listMenuItems(site.kv);
      assert.ok(!menu.some((m) => m.url.includes("segundos")), JSON.stringify(menu));
      assert.ok(!menu.some((m) => m.label === "Platos"), "a plain link to the category is deleted");
      const kept = menu.find((m) => m.id === top.item.id);
      assert.equal(kept?.has_dropdown, 1, "an entry with submenu items becomes a dropdown without a link");
      assert.equal(kept?.url, "");
      assert.ok(menu.some((m) => m.parent_id === top.item.id && m.url === "/categoria/cerdo"));
      assert.equal((await visitor("GET", "/categoria/segundos")).status, 404);
      assert.equal((await visitor("GET", "/categoria/platos-fuertes")).status, 404);
      assert.equal((await call("DELETE", `/api/admin/categories/${parentId}`)).status, 404);
      assert.equal((await call("PUT", `/api/admin/categories/${parentId}`, { name: "X" })).status, 404);
      assert.equal((await visitor("DELETE", `/api/admin/categories/${childId}`)).status, 401);
    });

    await t.step("a stale versionstamp is a 409; a write changes the public page at once", async () => {
      const got = await call("GET", `/api/admin/categories/${childId}`);
      assert.equal(got.status, 200);
      const page1 = await visitor("GET", "/categoria/cerdo");
      assert.equal(page1.status, 200);
      const renamed = await call("PUT", `/api/admin/categories/${childId}`, {
        name: "Cerdo Asado",
        versionstamp: got.json.versionstamp,
      });
      assert.equal(renamed.status, 200);
      const stale = await call("PUT", `/api/admin/categories/${childId}`, {
        name: "Otro",
        versionstamp: got.json.versionstamp,
      });
      assert.equal(stale.status, 409);
      assert.match((await visitor("GET", "/categoria/cerdo")).text, /Cerdo Asado/);
    });
  } finally {
    await site.close();
  }
});
