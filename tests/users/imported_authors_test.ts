/**
 * What an import needs to bring a blog's authors in as users: an admin adds a user created deactivated (no password
 * is told to anyone; activating it and resetting its password lets the person in), and creates posts that belong to
 * another user (`author_id`, admins only; an unknown id is a 400 naming the field).
 */
import assert from "node:assert/strict";
import { createUser } from "@/lib/db/users.ts";
import { apiCall, jsonAnswer } from "../support/api_call.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";

/** `method` on `path` with `token` (and `json` as the body): the answer's status and JSON. */
function call(site: TestSite, path: string, token: string, method = "GET", json?: unknown) {
  return apiCall(site, path, { method, token, json }).then(jsonAnswer);
}

Deno.test("an author added deactivated: no password in the answer, no sign-in until activated and reset", async () => {
  const site = await startSite();
  try {
    const admin = await apiLogin(site);
    const made = await call(site, "/api/admin/users", admin, "POST", {
      name: "María Pérez",
      email: "maria@example.test",
      role: "editor",
      active: false,
    });
    assert.equal(made.status, 201);
    assert.equal(made.body.user.active, false);
    assert.equal(made.body.password, undefined, "no password is told for a deactivated account");
    const listed = (await call(site, "/api/users", admin)).body.users.find((u: { email: string }) =>
      u.email === "maria@example.test"
    );
    assert.equal(listed.active, false);
    const bad = await call(site, "/api/admin/users", admin, "POST", {
      name: "X",
      email: "x@example.test",
      role: "editor",
      active: "no",
    });
    assert.equal(bad.status, 400);
    assert.ok(bad.body.fields.active);

    const reset = await call(site, `/api/admin/users/${made.body.user.id}/reset-password`, admin, "POST");
    await assert.rejects(apiLogin(site, { email: "maria@example.test", password: reset.body.password }));
    await call(site, `/api/admin/users/${made.body.user.id}`, admin, "PUT", { active: true });
    await apiLogin(site, { email: "maria@example.test", password: reset.body.password });
  } finally {
    await site.close();
  }
});

Deno.test("POST /api/posts with author_id: an admin's post belongs to that user; others 403; unknown ids 400", async () => {
  const site = await startSite();
  try {
    const admin = await apiLogin(site);
    const maria = await createUser(site.kv, {
      name: "María Pérez",
      email: "maria@example.test",
      role: "editor",
      password: "password-maria-1",
    });
    const given = await call(site, "/api/posts", admin, "POST", { title: "Ropa vieja", author_id: maria.id });
    assert.equal(given.status, 201, JSON.stringify(given.body));
    assert.equal(given.body.post.author_id, maria.id);
    assert.equal(given.body.post.author_name, "María Pérez");
    const named = await call(site, "/api/posts", admin, "POST", {
      title: "Yuca con mojo",
      author_id: maria.id,
      author_name: "Mari",
    });
    assert.deepEqual([named.body.post.author_id, named.body.post.author_name], [maria.id, "Mari"]);

    const unknown = await call(site, "/api/posts", admin, "POST", { title: "Tostones", author_id: "nobody" });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body.fields.author_id, ["No user has this id"]);

    const editor = await apiLogin(site, { email: "maria@example.test", password: "password-maria-1" });
    const adminUser = (await call(site, "/api/auth/me", admin)).body.user;
    const refused = await call(site, "/api/posts", editor, "POST", { title: "Flan", author_id: adminUser.id });
    assert.equal(refused.status, 403);
    const own = await call(site, "/api/posts", editor, "POST", { title: "Flan", author_id: maria.id });
    assert.equal(own.status, 201);
    assert.equal(own.body.post.author_id, maria.id);
  } finally {
    await site.close();
  }
});
