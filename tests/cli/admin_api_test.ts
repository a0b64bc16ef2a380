/** The API endpoints the command line relies on: who may use them and what they refuse. */
import assert from "node:assert/strict";
import { createUser } from "@/lib/db/users.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { gradientImage } from "../media/images.ts";

Deno.test("admin endpoints: visitors 401, editors 403 on settings, bad input 400, taken keys and paths 409", async () => {
  const site = await startSite();
  try {
    const call = (token: string | null, method: string, path: string, body?: unknown, type = "application/json") =>
      fetch(site.url + path, {
        method,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { "Content-Type": type } : {}) },
        body: body instanceof Uint8Array ? body as Uint8Array<ArrayBuffer> : body ? JSON.stringify(body) : undefined,
      });
    const status = async (response: Promise<Response>) => {
      const r = await response;
      await r.body?.cancel();
      return r.status;
    };
    for (const path of ["/api/admin/menu", "/api/admin/redirects", "/api/admin/settings"]) {
      assert.equal(await status(call(null, "GET", path)), 401, path);
    }
    assert.equal(await status(call(null, "POST", "/api/admin/categories", { name: "X" })), 401);

    await createUser(site.kv, {
      email: "editor@example.test",
      password: "editor password 123",
      name: "Ed",
      role: "editor",
    });
    const editor = await apiLogin(site, { email: "editor@example.test", password: "editor password 123" });
    assert.equal(await status(call(editor, "GET", "/api/admin/settings")), 403);
    assert.equal(await status(call(editor, "PUT", "/api/settings", { site_name: "X" })), 403);
    assert.equal(await status(call(editor, "GET", "/api/admin/menu")), 200);

    const admin = await apiLogin(site);
    assert.equal(await status(call(admin, "PUT", "/api/settings", { posts_per_page: 500 })), 400);
    assert.equal(await status(call(admin, "GET", "/api/admin/posts?category_id=" + "x".repeat(65))), 400);
    assert.equal(await status(call(admin, "POST", "/api/admin/redirects", { from_path: "/a", to_path: "/a" })), 400);
    assert.equal(await status(call(admin, "POST", "/api/admin/redirects", { from_path: "/a", to_path: "/b" })), 201);
    assert.equal(await status(call(admin, "POST", "/api/admin/redirects", { from_path: "/a", to_path: "/c" })), 409);
    assert.equal(await status(call(admin, "POST", "/api/admin/menu", { label: "Sin URL" })), 400);
    assert.equal(await status(call(admin, "POST", "/api/admin/categories", { name: "Postres", slug: "postres" })), 201);
    assert.equal(await status(call(admin, "POST", "/api/admin/categories", { name: "Otra", slug: "postres" })), 409);

    const png = await gradientImage(64, 64);
    const restore = (key: string, body: Uint8Array) =>
      status(call(admin, "PUT", `/api/admin/media/restore?key=${encodeURIComponent(key)}`, body, "image/png"));
    assert.equal(await restore("posts/plato.png", png), 201);
    assert.deepEqual(await site.media.read("posts/plato.png"), png, "kept byte for byte");
    assert.equal(await restore("posts/plato.png", png), 409);
    assert.equal(await restore("../fuera.png", png), 400);
    assert.equal(await restore("posts/pagina.png", new TextEncoder().encode("<html>no</html>")), 400);
    assert.equal(await restore("posts/cola.png", new Uint8Array([...png, ...new TextEncoder().encode("<html>")])), 400);
  } finally {
    await site.close();
  }
});
