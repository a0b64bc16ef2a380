/** Unknown admin paths, a section's unknown sub-paths included, show the English admin 404 inside the shell. */
import assert from "node:assert/strict";
import { apiLogin, startSite } from "../support/site.ts";

Deno.test("admin 404: unknown admin paths render inside the admin shell, in English", async () => {
  const site = await startSite();
  try {
    const headers = { Authorization: `Bearer ${await apiLogin(site)}` };
    for (const path of ["/admin/no-such-screen", "/admin/unknown/deep/path", "/admin/media/nothing", "/admin/menu/x"]) {
      const response = await fetch(`${site.url}${path}`, { headers });
      assert.equal(response.status, 404, path);
      const html = await response.text();
      assert.match(html, /<title>Page not found \| Recetas Cubanas Admin<\/title>/, path);
      assert.match(html, /<h1>Page not found<\/h1>/, path);
      assert.match(html, /data-island="AdminShell"/, `${path} is inside the admin shell`);
      assert.ok(!html.includes("Página No Encontrada"), `${path} is not the public Spanish 404`);
      assert.equal(response.headers.get("cache-control"), "no-store");
    }
    const known = await fetch(`${site.url}/admin/media`, { headers });
    assert.equal(known.status, 200);
    assert.match(await known.text(), /<h1>Media Library<\/h1>/);
    const visitor = await fetch(`${site.url}/admin/no-such-screen`, { redirect: "manual" });
    assert.equal(visitor.status, 302, "visitors are sent to sign in before any admin page, 404 included");
    assert.equal(visitor.headers.get("location"), "/admin/login?next=%2Fadmin%2Fno-such-screen");
  } finally {
    await site.close();
  }
});

Deno.test("API 404: unknown /api paths answer JSON for every method", async () => {
  const site = await startSite();
  try {
    for (const [method, path] of [["GET", "/api/nothing"], ["POST", "/api/no/such/thing"], ["DELETE", "/api/x"]]) {
      const response = await fetch(`${site.url}${path}`, { method });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.match(response.headers.get("content-type") ?? "", /application\/json/);
      assert.deepEqual(await response.json(), { error: "Not found" });
    }
  } finally {
    await site.close();
  }
});
