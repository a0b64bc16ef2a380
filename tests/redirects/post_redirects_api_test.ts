/** The post editor's redirect calls over real HTTP: list by `post_id`, delete by id, and who may delete. */
import assert from "node:assert/strict";
import { createRedirect, listRedirects } from "@/lib/db/redirects.ts";
import { apiLogin, startSite } from "../support/site.ts";

Deno.test("GET ?post_id lists one post's redirects; DELETE /api/admin/redirects/{id} removes one", async () => {
  const site = await startSite();
  try {
    const mine = await createRedirect(site.kv, { from_path: "/viejo", to_path: "/nuevo", post_id: "post-a" });
    await createRedirect(site.kv, { from_path: "/otro", to_path: "/nuevo", post_id: "post-b" });
    const token = await apiLogin(site);
    const call = (method: string, path: string, auth = true) =>
      fetch(`${site.url}/api/admin/redirects${path}`, {
        method,
        headers: auth ? { Authorization: `Bearer ${token}` } : {},
      });

    const listed = await call("GET", "?post_id=post-a");
    assert.equal(listed.status, 200);
    assert.deepEqual((await listed.json()).redirects.map((r: { from_path: string }) => r.from_path), ["/viejo"]);

    const anonymous = await call("DELETE", `/${mine.id}`, false);
    await anonymous.body?.cancel();
    assert.equal(anonymous.status, 401);
    assert.equal((await listRedirects(site.kv)).length, 2, "nothing deleted without a user");

    const deleted = await call("DELETE", `/${mine.id}`);
    assert.equal(deleted.status, 200);
    assert.deepEqual(await deleted.json(), { ok: true });
    assert.deepEqual((await listRedirects(site.kv)).map((r) => r.from_path), ["/otro"]);
    const gone = await fetch(`${site.url}/viejo`, { redirect: "manual" });
    await gone.body?.cancel();
    assert.equal(gone.status, 404, "the old path no longer redirects");

    const again = await call("DELETE", `/${mine.id}`);
    assert.equal(again.status, 404);
    assert.equal((await again.json()).error, "Redirect not found");
  } finally {
    await site.close();
  }
});
