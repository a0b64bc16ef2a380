/**
 * `PUT /api/posts/{id}` with `author_id` and `author_name`, over real HTTP: an admin gives an existing post another
 * user as its author (the public page, the post lists and every index then show that user's name); an editor may
 * not (403) unless the id is the post's own; an id naming nobody is a 400 naming the field. `author_name` alone only
 * changes the name shown, which any editor may set, as on create.
 */
import assert from "node:assert/strict";
import { createUser } from "@/lib/db/users.ts";
import { verifyIndexes } from "../support/verify_indexes.ts";
import { apiCall, jsonAnswer } from "../support/api_call.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";

/** `method` on `path` with `token` (and `json` as the body): the answer's status and JSON. */
function call(site: TestSite, token: string, method: string, path: string, json?: unknown) {
  return apiCall(site, path, { method, token, json }).then(jsonAnswer);
}

/** The byline of the public page of `slug`. */
async function byline(site: TestSite, slug: string): Promise<string | undefined> {
  const page = await fetch(`${site.url}/${slug}`);
  assert.equal(page.status, 200);
  return (await page.text()).match(/<span class="post__author">Por ([^<]*)<\/span>/)?.[1];
}

Deno.test("PUT /api/posts/{id} with author_id: an admin re-attributes the post, everywhere it is shown", async () => {
  const site = await startSite();
  try {
    const admin = await apiLogin(site);
    const me = (await call(site, admin, "GET", "/api/auth/me")).body.user;
    const maria = await createUser(site.kv, {
      name: "María Pérez",
      email: "maria@example.test",
      role: "editor",
      password: "password-maria-1",
    });
    const made = await call(site, admin, "POST", "/api/posts", { title: "Ropa vieja", status: "published" });
    assert.equal(made.status, 201);
    const { post, versionstamp } = made.body;
    assert.equal(await byline(site, "ropa-vieja"), me.name, "the page is rendered (and cached) with the old author");

    const moved = await call(site, admin, "PUT", `/api/posts/${post.id}`, { author_id: maria.id, versionstamp });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual([moved.body.post.author_id, moved.body.post.author_name], [maria.id, "María Pérez"]);
    assert.equal(moved.body.post.title, "Ropa vieja", "the rest of the post is left as it was");
    assert.equal(await byline(site, "ropa-vieja"), "María Pérez", "the public page shows the new author");
    const listed = (await call(site, admin, "GET", "/api/posts?status=all")).body.posts;
    assert.equal(listed.find((p: { id: string }) => p.id === post.id).author_name, "María Pérez");

    const named = await call(site, admin, "PUT", `/api/posts/${post.id}`, { author_id: me.id, author_name: "Chef" });
    assert.deepEqual([named.body.post.author_id, named.body.post.author_name], [me.id, "Chef"]);
    assert.equal(await byline(site, "ropa-vieja"), "Chef");
    const reset = await call(site, admin, "PUT", `/api/posts/${post.id}`, { author_name: "" });
    assert.deepEqual([reset.body.post.author_id, reset.body.post.author_name], [me.id, me.name]);
    await verifyIndexes(site.kv);
  } finally {
    await site.close();
  }
});

Deno.test("PUT /api/posts/{id} with author_id: an editor gets 403, an unknown user 400, nothing changes", async () => {
  const site = await startSite();
  try {
    const admin = await apiLogin(site);
    const me = (await call(site, admin, "GET", "/api/auth/me")).body.user;
    await createUser(site.kv, {
      name: "María Pérez",
      email: "maria@example.test",
      role: "editor",
      password: "password-maria-1",
    });
    const editor = await apiLogin(site, { email: "maria@example.test", password: "password-maria-1" });
    const maria = (await call(site, editor, "GET", "/api/auth/me")).body.user;
    const made = await call(site, admin, "POST", "/api/posts", { title: "Tostones", status: "published" });
    const { post } = made.body;

    const refused = await call(site, editor, "PUT", `/api/posts/${post.id}`, { author_id: maria.id, title: "Otro" });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.error, "Only admins may give a post another author");
    const unknown = await call(site, admin, "PUT", `/api/posts/${post.id}`, { author_id: "nobody", title: "Otro" });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body.fields.author_id, ["No user has this id"]);
    const malformed = await call(site, admin, "PUT", `/api/posts/${post.id}`, { author_id: 7 });
    assert.equal(malformed.status, 400);
    assert.ok(malformed.body.fields.author_id);
    const missing = await call(site, admin, "PUT", "/api/posts/no-such-post", { author_id: maria.id });
    assert.equal(missing.status, 404);

    const kept = (await call(site, admin, "GET", `/api/posts/${post.id}`)).body.post;
    assert.deepEqual([kept.title, kept.author_id, kept.author_name], ["Tostones", me.id, me.name]);
    assert.equal(await byline(site, "tostones"), me.name);

    // The post's own author sent back (a client echoing the post it read) is no change, so editors may send it.
    const echoed = await call(site, editor, "PUT", `/api/posts/${post.id}`, { author_id: me.id, title: "Tostones!" });
    assert.equal(echoed.status, 200, JSON.stringify(echoed.body));
    assert.deepEqual([echoed.body.post.title, echoed.body.post.author_id], ["Tostones!", me.id]);
    // The name shown is not whose the post is: as on create, any editor may set it (an import keeps its byline).
    const renamed = await call(site, editor, "PUT", `/api/posts/${post.id}`, { author_name: "Abuela Carmen" });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.deepEqual([renamed.body.post.author_id, renamed.body.post.author_name], [me.id, "Abuela Carmen"]);
  } finally {
    await site.close();
  }
});
