/** A slug changed through the API keeps the old address working: a 301 to the new one, over real HTTP. */
import assert from "node:assert/strict";
import { apiLogin, startSite } from "../support/site.ts";

Deno.test("changing a published post's slug through the API makes the old URL a 301 to the new one", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const send = (method: string, path: string, body: unknown) =>
      fetch(`${site.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const created = await send("POST", "/api/posts", { title: "Ajiaco", slug: "ajiaco-viejo", status: "published" });
    assert.equal(created.status, 201);
    const { post, versionstamp } = await created.json();
    const before = await fetch(`${site.url}/ajiaco-viejo`);
    await before.body?.cancel();
    assert.equal(before.status, 200);

    const renamed = await send("PUT", `/api/posts/${post.id}`, { slug: "ajiaco-criollo", versionstamp });
    assert.equal(renamed.status, 200);
    await renamed.body?.cancel();

    const old = await fetch(`${site.url}/ajiaco-viejo`, { redirect: "manual" });
    await old.body?.cancel();
    assert.equal(old.status, 301);
    assert.equal(new URL(old.headers.get("location")!, site.url).pathname, "/ajiaco-criollo");
    const fresh = await fetch(`${site.url}/ajiaco-criollo`);
    assert.equal(fresh.status, 200);
    assert.match(await fresh.text(), /Ajiaco/);
  } finally {
    await site.close();
  }
});
