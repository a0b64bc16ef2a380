/**
 * The redirects API over real HTTP on a real KV file: leading slash, default
 * type, source, 409 naming the field, self-redirects and loops refused, chains
 * collapsed, search and filters, the toggle, delete, hits on every visit
 * (also for a path whose page was cached), and the content version.
 */
import assert from "node:assert/strict";
import { readContentVersion } from "@/lib/db/content_version.ts";
import { createPost } from "@/lib/db/posts.ts";
import { updatePostFromInput } from "@/lib/services/posts.ts";
import type { Redirect } from "@/lib/schemas/redirect.ts";
import { apiLogin, startSite } from "../support/site.ts";

type Fields = { error: string; field?: string; fields?: Record<string, string[]> };

Deno.test("redirects API", async (t) => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const call = async <T = Fields>(method: string, path: string, body?: unknown) => {
      const response = await fetch(site.url + path, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    };
    const create = async (fields: Record<string, unknown>) => {
      const answer = await call<{ redirect: Redirect }>("POST", "/api/admin/redirects", fields);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body.redirect;
    };
    const list = async (query = "") =>
      (await call<{ redirects: Redirect[] }>("GET", `/api/admin/redirects${query}`)).body.redirects;
    const visit = async (path: string) => {
      const response = await fetch(site.url + path, { redirect: "manual" });
      await response.body?.cancel();
      return { status: response.status, location: response.headers.get("location") };
    };

    await t.step("create: leading slash added, 301 by default, manual source, notes optional", async () => {
      const made = await create({ from_path: "receta-vieja", to_path: "ropa-vieja" });
      assert.equal(made.from_path, "/receta-vieja");
      assert.equal(made.to_path, "/ropa-vieja");
      assert.equal(made.redirect_type, 301);
      assert.equal(made.notes, null);
      assert.equal(made.is_active, 1);
      assert.notEqual(made.created_by, "auto");
      const temporary = await create({ from_path: "/oferta", to_path: "https://example.com/x", redirect_type: 302 });
      assert.equal(temporary.redirect_type, 302);
    });

    await t.step(
      "refused: missing paths, other schemes, a taken from path (409 naming it), self and loops",
      async () => {
        const missing = await call("POST", "/api/admin/redirects", { from_path: "", to_path: "" });
        assert.equal(missing.status, 400);
        assert.ok(missing.body.fields?.from_path && missing.body.fields?.to_path);
        const scheme = await call("POST", "/api/admin/redirects", { from_path: "/a", to_path: "javascript:alert(1)" });
        assert.equal(scheme.status, 400);
        assert.ok(scheme.body.fields?.to_path);
        const offsite = await call("POST", "/api/admin/redirects", { from_path: "/a", to_path: "//evil.example" });
        assert.equal(offsite.status, 400);
        const taken = await call("POST", "/api/admin/redirects", { from_path: "/receta-vieja/", to_path: "/x" });
        assert.equal(taken.status, 409);
        assert.equal(taken.body.field, "from_path");
        assert.equal(taken.body.error, "A redirect from this path already exists");
        const self = await call("POST", "/api/admin/redirects", { from_path: "/misma", to_path: "misma" });
        assert.equal(self.status, 400);
        const loop = await call("POST", "/api/admin/redirects", { from_path: "/ropa-vieja", to_path: "/receta-vieja" });
        assert.equal(loop.status, 400, "ropa-vieja → receta-vieja → ropa-vieja");
        assert.ok(loop.body.fields?.to_path);
        assert.equal(await visit("/ropa-vieja").then((r) => r.status), 404, "nothing was stored");
      },
    );

    await t.step("chains collapse: a target that is redirected, and redirects ending at a new source", async () => {
      await create({ from_path: "/b", to_path: "/c" });
      const a = await create({ from_path: "/a", to_path: "/b" });
      assert.equal(a.to_path, "/c", "a → b → c is stored as a → c");
      const c = await create({ from_path: "/c", to_path: "/d" });
      assert.equal(c.to_path, "/d");
      const byFrom = new Map((await list()).map((r) => [r.from_path, r.to_path]));
      assert.equal(byFrom.get("/a"), "/d", "a re-pointed straight to d");
      assert.equal(byFrom.get("/b"), "/d", "b re-pointed straight to d");
      assert.deepEqual(await visit("/a"), { status: 301, location: "/d" });
      const loop = await call("POST", "/api/admin/redirects", { from_path: "/d", to_path: "/a" });
      assert.equal(loop.status, 400, "d → a → d would loop");
    });

    await t.step("list: search and the active filter are applied by the server; post_id too", async () => {
      const post = await createPost(site.kv, { title: "Yuca con mojo", slug: "yuca", status: "published" }, {
        id: "author",
        name: "Autor",
      });
      await updatePostFromInput(site.kv, post.post.id, { slug: "yuca-con-mojo" });
      const off = await create({ from_path: "/apagada", to_path: "/yuca-con-mojo", notes: "Campaña de mojo" });
      await call("PUT", `/api/admin/redirects/${off.id}`, { is_active: 0 });
      assert.deepEqual((await list("?search=MOJO")).map((r) => r.from_path).sort(), ["/apagada", "/yuca"]);
      assert.deepEqual((await list("?active=false")).map((r) => r.from_path), ["/apagada"]);
      assert.ok((await list("?active=true")).every((r) => r.is_active === 1));
      assert.deepEqual((await list("?search=mojo&active=true")).map((r) => r.from_path), ["/yuca"]);
      const auto = await list(`?post_id=${post.post.id}`);
      assert.deepEqual(auto.map((r) => [r.from_path, r.created_by]), [["/yuca", "auto"]]);
      assert.equal((await call("GET", "/api/admin/redirects?active=maybe")).status, 400);
    });

    await t.step("update: the toggle sends only is_active; a taken from path is a 409; 404 when gone", async () => {
      const [target] = await list("?search=receta-vieja");
      const off = await call<{ redirect: Redirect }>("PUT", `/api/admin/redirects/${target.id}`, { is_active: 0 });
      assert.equal(off.body.redirect.is_active, 0);
      assert.equal(off.body.redirect.to_path, "/ropa-vieja", "other fields kept");
      assert.equal((await visit("/receta-vieja")).status, 404, "an inactive redirect is not followed");
      await call("PUT", `/api/admin/redirects/${target.id}`, { is_active: 1 });
      assert.equal((await visit("/receta-vieja")).status, 301);
      const edited = await call<{ redirect: Redirect }>("PUT", `/api/admin/redirects/${target.id}`, {
        from_path: "receta-antigua",
        to_path: "/ropa-vieja",
        redirect_type: 302,
        notes: "Movida",
      });
      assert.equal(edited.status, 200);
      assert.equal(edited.body.redirect.from_path, "/receta-antigua");
      assert.deepEqual(await visit("/receta-antigua"), { status: 302, location: "/ropa-vieja" });
      assert.equal((await visit("/receta-vieja")).status, 404, "the old source is free again");
      const taken = await call("PUT", `/api/admin/redirects/${target.id}`, { from_path: "/oferta" });
      assert.equal(taken.status, 409);
      assert.equal(taken.body.field, "from_path");
      assert.equal((await call("PUT", "/api/admin/redirects/nope", { is_active: 1 })).status, 404);
    });

    await t.step("hits: every visit counts, also for a path whose page was cached", async () => {
      await createPost(site.kv, { title: "Tostones", slug: "tostones", status: "published" }, {
        id: "author",
        name: "Autor",
      });
      assert.equal((await visit("/tostones")).status, 200);
      assert.equal((await visit("/tostones")).status, 200, "the page is now cached");
      const moved = await create({ from_path: "/tostones", to_path: "/ropa-vieja" });
      for (let i = 0; i < 3; i++) assert.deepEqual(await visit("/tostones"), { status: 301, location: "/ropa-vieja" });
      const [counted] = await list("?search=tostones");
      assert.equal(counted.id, moved.id);
      assert.equal(counted.hit_count, 3);
      const one = await call<{ redirect: Redirect }>("GET", `/api/admin/redirects/${moved.id}`);
      assert.equal(one.body.redirect.hit_count, 3);
    });

    await t.step("odd input is a 4xx, never a 500", async () => {
      const long = "x".repeat(3000);
      for (
        const [method, path, body] of [
          ["PUT", `/api/admin/redirects/${long}`, { is_active: 1 }],
          ["DELETE", `/api/admin/redirects/${long}`, undefined],
          ["GET", `/api/admin/redirects/${long}`, undefined],
          ["POST", "/api/admin/redirects", { from_path: `/${long}`, to_path: "/" }],
          ["POST", "/api/admin/redirects", { from_path: "/z", to_path: "/", redirect_type: 307 }],
          ["PUT", `/api/admin/redirects/x`, { is_active: "yes" }],
          ["GET", `/api/admin/redirects?search=${"s".repeat(300)}`, undefined],
        ] as const
      ) {
        const answer = await call(method, path, body);
        assert.ok(answer.status >= 400 && answer.status < 500, `${method} ${path.slice(0, 40)} → ${answer.status}`);
      }
    });

    await t.step("delete: 200, then 404; every write bumped the content version", async () => {
      let version = await readContentVersion(site.kv);
      const made = await create({ from_path: "/temporal", to_path: "/" });
      assert.notEqual(await readContentVersion(site.kv), version, "create");
      version = await readContentVersion(site.kv);
      await call("PUT", `/api/admin/redirects/${made.id}`, { is_active: 0 });
      assert.notEqual(await readContentVersion(site.kv), version, "toggle");
      version = await readContentVersion(site.kv);
      assert.deepEqual(await call("DELETE", `/api/admin/redirects/${made.id}`), { status: 200, body: { ok: true } });
      assert.notEqual(await readContentVersion(site.kv), version, "delete");
      assert.equal((await call("DELETE", `/api/admin/redirects/${made.id}`)).status, 404);
      assert.equal((await call("GET", `/api/admin/redirects/${made.id}`)).status, 404);
    });
  } finally {
    await site.close();
  }
});
