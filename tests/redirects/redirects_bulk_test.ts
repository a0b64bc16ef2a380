/**
 * POST /api/admin/redirects/bulk over real HTTP: each item created as POST /api/admin/redirects would create it
 * (leading slash, default type, chains collapsed), each failure answered for its item alone (400 with fields, 409 for
 * a taken source, 404 for an unknown `post_slug`) while the rest are created; a post named by its slug; an empty,
 * oversized or anonymous request refused as a whole.
 */
import assert from "node:assert/strict";
import { MAX_BULK_REDIRECTS, type Redirect, type RedirectBulkResult } from "@/lib/schemas/redirect.ts";
import { createPost } from "@/lib/db/posts.ts";
import { apiLogin, startSite } from "../support/site.ts";

Deno.test("redirects bulk API: item by item, failures answered per item", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const bulk = async (redirects: unknown, auth = true) => {
      const response = await fetch(`${site.url}/api/admin/redirects/bulk`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(auth ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ redirects }),
      });
      return { status: response.status, body: await response.json() };
    };

    const first = await bulk([
      { from_path: "vieja", to_path: "/intermedia" },
      { from_path: "/intermedia", to_path: "/final", redirect_type: 302 },
      { from_path: "/mala", to_path: "javascript:alert(1)" },
      { from_path: "/vieja", to_path: "/otra" },
      null,
    ]);
    assert.equal(first.status, 200);
    const results = first.body.results as RedirectBulkResult[];
    assert.deepEqual(results.map((r) => [r.from_path, r.status]), [
      ["/vieja", 201],
      ["/intermedia", 201],
      ["/mala", 400],
      ["/vieja", 409],
      ["", 400],
    ]);
    const bad = results[2] as { fields?: Record<string, string[]> };
    assert.ok(bad.fields?.to_path, JSON.stringify(bad));
    assert.equal((results[3] as { field?: string }).field, "from_path");

    const listed = await fetch(`${site.url}/api/admin/redirects`, { headers: { Authorization: `Bearer ${token}` } });
    const redirects = (await listed.json()).redirects as Redirect[];
    const byFrom = new Map(redirects.map((r) => [r.from_path, r]));
    assert.equal(redirects.length, 2, "nothing created by the refused items");
    assert.equal(byFrom.get("/vieja")?.to_path, "/final", "the earlier redirect re-pointed past the chain");
    assert.equal(byFrom.get("/intermedia")?.redirect_type, 302);
    const visit = await fetch(`${site.url}/vieja`, { redirect: "manual" });
    await visit.body?.cancel();
    assert.equal(visit.headers.get("location"), "/final");

    const draft = await createPost(site.kv, { title: "Tostones", slug: "tostones", status: "draft" }, {
      id: "author",
      name: "Autor",
    });
    const linked = await bulk([
      { from_path: "/?p=7", to_path: "/tostones", post_slug: "tostones" },
      { from_path: "/?p=8", to_path: "/otra", post_slug: "no-existe" },
    ]);
    const [withPost, missing] = linked.body.results as RedirectBulkResult[];
    assert.equal(withPost.status, 201);
    assert.equal((withPost as { redirect: Redirect }).redirect.post_id, draft.post.id, "a draft's slug is found too");
    assert.deepEqual([missing.status, (missing as { error: string }).error], [404, "Post not found"]);

    assert.equal((await bulk([])).status, 400);
    const tooMany = Array.from({ length: MAX_BULK_REDIRECTS + 1 }, (_, i) => ({ from_path: `/x${i}`, to_path: "/" }));
    assert.equal((await bulk(tooMany)).status, 400);
    assert.equal((await bulk([{ from_path: "/anon", to_path: "/" }], false)).status, 401);
  } finally {
    await site.close();
  }
});
