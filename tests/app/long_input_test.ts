/**
 * Input the store or the file system cannot hold (ids, slugs and paths over
 * Deno KV's 2 KB key limit, media names over the file-name limit) and
 * malformed bodies get clear 4xx answers, with nothing logged as a server
 * error.
 */
import assert from "node:assert/strict";
import { apiLogin, startSite } from "../support/site.ts";

const LONG = "a".repeat(3000);

Deno.test("overlong ids, slugs and paths are 404s and malformed bodies 400s, never 500s", async () => {
  const site = await startSite();
  const logged: unknown[][] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    const token = await apiLogin(site);
    const auth = { Authorization: `Bearer ${token}` };
    const json = { "Content-Type": "application/json", Origin: site.url };
    const cases: { method?: string; path: string; headers?: Record<string, string>; body?: string; status: number }[] =
      [
        { path: `/api/posts/${LONG}`, status: 404 },
        { path: `/api/posts/${LONG}`, headers: auth, status: 404 },
        { path: `/api/posts/slug/${LONG}`, status: 404 },
        { path: `/api/posts/${LONG}/rating`, status: 404 },
        { path: `/api/posts?category_id=${LONG}`, status: 404 },
        { path: `/${LONG}`, status: 404 },
        // Like any unknown path, a trailing slash is dropped first (redirect sources are known without a store read).
        { path: `/${LONG}/`, status: 301 },
        { path: `/categoria/${LONG}`, status: 404 },
        { path: `/receta/${LONG}`, status: 404 },
        { path: `/media/${"a".repeat(290)}.webp`, status: 404 },
        { path: "/%00/", status: 404 },
        { method: "POST", path: `/api/posts/${LONG}/rating`, headers: json, body: '{"value":3}', status: 404 },
        {
          method: "PUT",
          path: `/api/posts/${LONG}`,
          headers: { ...json, ...auth },
          body: '{"title":"x"}',
          status: 404,
        },
        { method: "DELETE", path: `/api/posts/${LONG}`, headers: auth, status: 404 },
        { method: "DELETE", path: `/api/auth/tokens/${LONG}`, headers: auth, status: 404 },
        {
          method: "POST",
          path: "/api/contact",
          headers: { "Content-Type": "multipart/form-data", Origin: site.url },
          body: "name=a",
          status: 400,
        },
        {
          method: "POST",
          path: "/api/contact",
          headers: { "Content-Type": "multipart/form-data; boundary=x", Origin: site.url },
          body: "garbage",
          status: 400,
        },
      ];
    for (const { method = "GET", path, headers, body, status } of cases) {
      const response = await fetch(`${site.url}${path}`, { method, headers, body, redirect: "manual" });
      await response.body?.cancel();
      assert.equal(response.status, status, `${method} ${path.slice(0, 60)}…`);
    }

    for (const path of [`/${LONG}`, `/categoria/${LONG}`, "/" + "b".repeat(2040)]) {
      const response = await fetch(`${site.url}/api/redirects/check`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ path }),
      });
      assert.equal(response.status, path.length > 2048 ? 400 : 200, `check ${path.length}`);
      if (response.status === 200) assert.deepEqual(await response.json(), { redirect: false });
      else await response.body?.cancel();
    }
    assert.deepEqual(logged, [], "bad input is not logged as a server error");
  } finally {
    console.error = consoleError;
    await site.close();
  }
});
