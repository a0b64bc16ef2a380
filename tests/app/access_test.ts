import assert from "node:assert/strict";
import { MAX_JSON_BODY } from "@/lib/app.ts";
import { countPosts } from "@/lib/db/posts.ts";
import { createUser } from "@/lib/db/users.ts";
import { NO_PERMISSION } from "@/lib/admin/nav.ts";
import { apiLogin, startSite, TEST_ADMIN } from "../support/site.ts";

Deno.test("access: visitors are sent to sign in; API writes need credentials", async () => {
  const site = await startSite();
  try {
    const page = await fetch(`${site.url}/admin/dashboard`, { redirect: "manual" });
    assert.equal(page.status, 302);
    assert.equal(page.headers.get("location"), "/admin/login?next=%2Fadmin%2Fdashboard");
    await page.body?.cancel();

    const write = await fetch(`${site.url}/api/posts`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Sin permiso" }),
    });
    assert.equal(write.status, 401);
    assert.match(write.headers.get("content-type")!, /application\/json/);
    assert.deepEqual(await write.json(), { error: "Authentication required" });

    const login = await fetch(`${site.url}/admin/login`);
    assert.equal(login.status, 200);
    assert.match(await login.text(), /<meta name="robots" content="noindex, nofollow">/);
  } finally {
    await site.close();
  }
});

Deno.test("access: a bearer token from /api/auth/login works on every API call", async () => {
  const site = await startSite();
  try {
    const login = await fetch(`${site.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const body = await login.json();
    assert.equal(typeof body.token, "string");
    assert.deepEqual(Object.keys(body.user).sort(), ["email", "id", "name", "role"]);
    const token = await apiLogin(site);
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };

    const created = await fetch(`${site.url}/api/posts`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        title: "Café cubano",
        status: "draft",
        content: `<h2>Preparación</h2><p onclick="x()">Colar</p><script>alert(1)</script>`,
      }),
    });
    assert.equal(created.status, 201);
    const { post, versionstamp } = await created.json();
    assert.equal(post.slug, "cafe-cubano");
    assert.ok(!post.content.includes("<script") && !post.content.includes("onclick"), post.content);
    assert.deepEqual(post.headings, [{ level: 2, text: "Preparación", slug: "preparacion" }]);

    // Drafts never leak to visitors.
    assert.equal((await fetch(`${site.url}/api/posts/${post.id}`)).status, 404);
    const visitorList = await (await fetch(`${site.url}/api/posts?status=published`)).json();
    assert.equal(visitorList.total, 0);
    assert.equal((await fetch(`${site.url}/api/posts?status=draft`)).status, 401);

    // Updates carry the versionstamp they read; a stale one is a conflict.
    const update = (stamp: string, title: string) =>
      fetch(`${site.url}/api/posts/${post.id}`, {
        method: "PUT",
        headers: auth,
        body: JSON.stringify({ title, versionstamp: stamp, status: "published" }),
      });
    const first = await update(versionstamp, "Café cubano fuerte");
    assert.equal(first.status, 200);
    await first.body?.cancel();
    const stale = await update(versionstamp, "Café perdido");
    assert.equal(stale.status, 409);
    await stale.body?.cancel();
    const visible = await (await fetch(`${site.url}/api/posts/slug/cafe-cubano`)).json();
    assert.equal(visible.post.title, "Café cubano fuerte");

    // Field errors are 400 with the field named.
    const bad = await fetch(`${site.url}/api/posts`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ title: "" }),
    });
    assert.equal(bad.status, 400);
    assert.ok((await bad.json()).fields.title);

    const logout = await fetch(`${site.url}/api/auth/logout`, { method: "POST", headers: auth });
    assert.equal(logout.status, 200);
    await logout.body?.cancel();
    const after = await fetch(`${site.url}/api/posts/${post.id}`, { method: "DELETE", headers: auth });
    assert.equal(after.status, 401, "a revoked token no longer works");
    await after.body?.cancel();
  } finally {
    await site.close();
  }
});

Deno.test("access: editors do not see or open the site-management screens", async () => {
  const site = await startSite();
  try {
    const editor = { email: "editora@example.test", password: "una clave bastante larga" };
    await createUser(site.kv, { name: "Editora", role: "editor", ...editor });
    const asEditor = { Authorization: `Bearer ${await apiLogin(site, editor)}` };
    const asAdmin = { Authorization: `Bearer ${await apiLogin(site)}` };

    const dashboard = await (await fetch(`${site.url}/admin/dashboard`, { headers: asEditor })).text();
    assert.ok(dashboard.includes('href="/admin/posts"'));
    for (const path of ["/admin/themes", "/admin/ai", "/admin/settings", "/admin/users"]) {
      assert.ok(!dashboard.includes(`href="${path}"`), `editor nav hides ${path}`);
      const denied = await fetch(`${site.url}${path}`, { headers: asEditor });
      assert.equal(denied.status, 403, path);
      assert.ok((await denied.text()).includes(NO_PERMISSION));
      const allowed = await fetch(`${site.url}${path}`, { headers: asAdmin });
      assert.equal(allowed.status, 200, path);
      assert.ok(!(await allowed.text()).includes(NO_PERMISSION), path);
    }
    const adminDashboard = await (await fetch(`${site.url}/admin/dashboard`, { headers: asAdmin })).text();
    assert.ok(adminDashboard.includes('href="/admin/settings"'));
  } finally {
    await site.close();
  }
});

Deno.test("http: oversized bodies are 413 JSON; pages carry security headers", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const huge = JSON.stringify({ title: "Grande", content: "x".repeat(MAX_JSON_BODY + 1) });
    const tooLarge = await fetch(`${site.url}/api/posts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: huge,
    });
    assert.equal(tooLarge.status, 413);
    assert.deepEqual(await tooLarge.json(), { error: "Request body is too large" });
    assert.equal((await countPosts(site.kv)).total, 0, "nothing was stored");

    const page = await fetch(`${site.url}/admin/login`);
    assert.equal(page.headers.get("x-content-type-options"), "nosniff");
    assert.match(page.headers.get("content-security-policy") ?? "", /frame-ancestors 'self'/);
    assert.match(await page.text(), /<meta name="referrer" content="strict-origin-when-cross-origin"/);
    assert.equal(page.headers.get("cache-control"), "no-store");
  } finally {
    await site.close();
  }
});
