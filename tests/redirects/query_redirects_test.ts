/**
 * Redirects whose source has a query string (`/?p=12`, `/?page_id=7`, an old blog's links) answer 301 over raw HTTP,
 * also when the page their path names (the home page) is in the page cache; other queries are left alone.
 */
import assert from "node:assert/strict";
import { rawGet } from "../support/raw_http.ts";
import { apiLogin, startSite } from "../support/site.ts";

Deno.test("query-string redirects fire before the route and the page cache", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const host = new URL(site.url).host;
    const get = (path: string) => rawGet(site.url, path, { Host: host });
    const add = async (from_path: string, to_path: string) => {
      const response = await fetch(`${site.url}/api/admin/redirects`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from_path, to_path }),
      });
      const text = await response.text();
      assert.equal(response.status, 201, text);
      return JSON.parse(text).redirect;
    };
    // The home page is rendered once, so the cache holds "/" before the redirects exist.
    assert.equal((await get("/")).status, 200);
    assert.equal((await get("/?p=101")).status, 200, "no redirect yet: the home page");

    const post = await add("/?p=101", "/yuca-con-mojo");
    await add("/?page_id=7", "/contacto");
    await add("/viejo/?cat=3", "/categorias");
    assert.equal(post.from_path, "/?p=101");

    const byId = await get("/?p=101");
    assert.equal(byId.status, 301);
    assert.equal(byId.headers.get("location"), "/yuca-con-mojo");
    assert.equal(byId.headers.get("cache-control"), "no-store");
    assert.equal((await get("/?page_id=7")).headers.get("location"), "/contacto");
    const nested = await get("/viejo?cat=3");
    assert.deepEqual([nested.status, nested.headers.get("location")], [301, "/categorias"], "trailing slash optional");

    assert.equal((await get("/?p=102")).status, 200, "another id is the home page");
    assert.equal((await get("/?utm_source=x")).status, 200);
    assert.equal((await get("/api/posts?p=101")).status !== 301, true, "the API is never redirected");

    const listed = await fetch(`${site.url}/api/admin/redirects`, { headers: { Authorization: `Bearer ${token}` } });
    const hits = (await listed.json()).redirects.find((r: { from_path: string }) => r.from_path === "/?p=101");
    assert.equal(hits.hit_count, 1, "the visit is counted");
  } finally {
    await site.close();
  }
});

Deno.test("a query string too long to be a redirect's source leaves the page as it is", async () => {
  const site = await startSite();
  try {
    const long = "a".repeat(3000);
    const home = await fetch(`${site.url}/?q=${long}`);
    assert.equal(home.status, 200);
    await home.body?.cancel();
    const search = await fetch(`${site.url}/search?q=${long}`);
    assert.ok(search.status < 500, String(search.status));
    await search.body?.cancel();
    const missing = await fetch(`${site.url}/no-existe-${long}`);
    assert.equal(missing.status, 404);
    await missing.body?.cancel();
  } finally {
    await site.close();
  }
});
