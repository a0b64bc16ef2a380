/**
 * Users through the HTTP API: GET /api/users (spec §7), admins adding users with a one-time password,
 * changing roles, resetting passwords, deactivating (sessions end at once), deleting, the last-admin rule
 * (also under concurrent demotions), editors refused, and every user changing their own password.
 */
import assert from "node:assert/strict";
import { createUser, getUser } from "@/lib/db/users.ts";
import { changeUser } from "@/lib/db/user_admin.ts";
import { apiLogin, startSite, TEST_ADMIN } from "../support/site.ts";
import { apiCall, jsonAnswer } from "../support/api_call.ts";

Deno.test("users API: list, add, roles, reset, deactivate, delete, last admin", async (t) => {
  const site = await startSite();
  try {
    const admin = await apiLogin(site);
    const me = (await jsonAnswer(await apiCall(site, "/api/auth/me", { token: admin }))).body.user;

    await t.step("GET /api/users lists users without secrets; visitors 401, editors 403", async () => {
      const { status, body } = await jsonAnswer(await apiCall(site, "/api/users", { token: admin }));
      assert.equal(status, 200);
      assert.equal(body.users.length, 1);
      assert.deepEqual(Object.keys(body.users[0]).sort(), ["active", "created_at", "email", "id", "name", "role"]);
      assert.equal((await jsonAnswer(await apiCall(site, "/api/users"))).status, 401);
      await createUser(site.kv, { name: "Ed", email: "ed@example.test", role: "editor", password: "password-ed-1" });
      const editor = await apiLogin(site, { email: "ed@example.test", password: "password-ed-1" });
      assert.equal((await jsonAnswer(await apiCall(site, "/api/users", { token: editor }))).status, 403);
      const add = await apiCall(site, "/api/admin/users", { method: "POST", token: editor, json: {} });
      assert.equal(add.status, 403);
      await add.body?.cancel();
    });

    let added: { id: string; email: string };
    let password: string;
    await t.step("an admin adds a user; the one-time password signs in; duplicates are a 409", async () => {
      const bad = await jsonAnswer(
        await apiCall(site, "/api/admin/users", { method: "POST", token: admin, json: { name: "" } }),
      );
      assert.equal(bad.status, 400);
      assert.ok(bad.body.fields.name && bad.body.fields.email);
      const made = await jsonAnswer(
        await apiCall(site, "/api/admin/users", {
          method: "POST",
          token: admin,
          json: { name: "Ana", email: "Ana@Example.test", role: "editor" },
        }),
      );
      assert.equal(made.status, 201);
      assert.equal(made.body.user.email, "ana@example.test");
      assert.equal(made.body.user.active, true);
      assert.ok(made.body.password.length >= 12);
      added = made.body.user;
      password = made.body.password;
      await apiLogin(site, { email: "ana@example.test", password });
      const stored = await getUser(site.kv, added.id);
      assert.ok(stored && !JSON.stringify(stored).includes(password), "the password is stored hashed only");
      const again = await jsonAnswer(
        await apiCall(site, "/api/admin/users", {
          method: "POST",
          token: admin,
          json: { name: "Ana 2", email: "ana@example.test", role: "editor" },
        }),
      );
      assert.equal(again.status, 409);
      assert.equal(again.body.field, "email");
    });

    await t.step("role change", async () => {
      const changed = await jsonAnswer(
        await apiCall(site, `/api/admin/users/${added.id}`, { method: "PUT", token: admin, json: { role: "admin" } }),
      );
      assert.equal(changed.status, 200);
      assert.equal(changed.body.user.role, "admin");
      const anaToken = await apiLogin(site, { email: "ana@example.test", password });
      assert.equal(
        (await jsonAnswer(await apiCall(site, "/api/users", { token: anaToken }))).status,
        200,
        "now an admin",
      );
      await apiCall(site, `/api/admin/users/${added.id}`, { method: "PUT", token: admin, json: { role: "editor" } });
      const missing = await apiCall(site, "/api/admin/users/nope", {
        method: "PUT",
        token: admin,
        json: { role: "x" },
      });
      assert.equal(missing.status, 404);
      await missing.body?.cancel();
    });

    await t.step(
      "reset password: a new one-time password, the old one, old sessions and tokens stop working",
      async () => {
        const session = await apiLogin(site, { email: "ana@example.test", password });
        const issued = await jsonAnswer(
          await apiCall(site, "/api/auth/tokens", { method: "POST", token: session, json: { name: "cli" } }),
        );
        assert.equal(issued.status, 201);
        assert.equal((await jsonAnswer(await apiCall(site, "/api/auth/me", { token: issued.body.token }))).status, 200);
        const reset = await jsonAnswer(
          await apiCall(site, `/api/admin/users/${added.id}/reset-password`, { method: "POST", token: admin }),
        );
        assert.equal(reset.status, 200);
        assert.notEqual(reset.body.password, password);
        assert.equal((await jsonAnswer(await apiCall(site, "/api/auth/me", { token: session }))).status, 401);
        assert.equal((await jsonAnswer(await apiCall(site, "/api/auth/me", { token: issued.body.token }))).status, 401);
        await assert.rejects(apiLogin(site, { email: "ana@example.test", password }));
        password = reset.body.password;
        await apiLogin(site, { email: "ana@example.test", password });
      },
    );

    await t.step("deactivate: sessions end at once, sign-in refused; reactivate lets them back", async () => {
      const session = await apiLogin(site, { email: "ana@example.test", password });
      assert.equal((await jsonAnswer(await apiCall(site, "/api/auth/me", { token: session }))).status, 200);
      const off = await jsonAnswer(
        await apiCall(site, `/api/admin/users/${added.id}`, { method: "PUT", token: admin, json: { active: false } }),
      );
      assert.equal(off.body.user.active, false);
      assert.equal((await jsonAnswer(await apiCall(site, "/api/auth/me", { token: session }))).status, 401);
      await assert.rejects(apiLogin(site, { email: "ana@example.test", password }));
      await apiCall(site, `/api/admin/users/${added.id}`, { method: "PUT", token: admin, json: { active: true } });
      await apiLogin(site, { email: "ana@example.test", password });
    });

    await t.step("nobody deactivates or deletes themselves", async () => {
      const self = await jsonAnswer(
        await apiCall(site, `/api/admin/users/${me.id}`, { method: "PUT", token: admin, json: { active: false } }),
      );
      assert.equal(self.status, 400);
      assert.equal(
        (await jsonAnswer(await apiCall(site, `/api/admin/users/${me.id}`, { method: "DELETE", token: admin })))
          .status,
        400,
      );
    });

    await t.step("the last admin cannot be demoted, deactivated or deleted", async () => {
      const demote = await jsonAnswer(
        await apiCall(site, `/api/admin/users/${me.id}`, { method: "PUT", token: admin, json: { role: "editor" } }),
      );
      assert.equal(demote.status, 409);
      assert.equal(demote.body.error, "The last admin cannot be removed, deactivated or demoted");
      // A second admin makes demoting the first possible; then the second is the last one.
      await apiCall(site, `/api/admin/users/${added.id}`, { method: "PUT", token: admin, json: { role: "admin" } });
      const ana = await apiLogin(site, { email: "ana@example.test", password });
      const ok = await jsonAnswer(
        await apiCall(site, `/api/admin/users/${me.id}`, { method: "PUT", token: ana, json: { role: "editor" } }),
      );
      assert.equal(ok.status, 200);
      const last = await jsonAnswer(
        await apiCall(site, `/api/admin/users/${added.id}`, { method: "DELETE", token: admin }),
      );
      assert.equal(last.status, 403, "the demoted user is no longer allowed to manage users");
      const back = await apiCall(site, `/api/admin/users/${me.id}`, {
        method: "PUT",
        token: ana,
        json: { role: "admin" },
      });
      assert.equal(back.status, 200);
      await back.body?.cancel();
    });

    await t.step("delete: the user and their sessions are gone", async () => {
      const session = await apiLogin(site, { email: "ana@example.test", password });
      const removed = await jsonAnswer(
        await apiCall(site, `/api/admin/users/${added.id}`, { method: "DELETE", token: admin }),
      );
      assert.deepEqual(removed, { status: 200, body: { success: true } });
      assert.equal((await jsonAnswer(await apiCall(site, "/api/auth/me", { token: session }))).status, 401);
      const list = (await jsonAnswer(await apiCall(site, "/api/users", { token: admin }))).body.users;
      assert.ok(!list.some((u: { email: string }) => u.email === "ana@example.test"));
      assert.equal(
        (await jsonAnswer(await apiCall(site, `/api/admin/users/${added.id}`, { method: "DELETE", token: admin })))
          .status,
        404,
      );
    });
  } finally {
    await site.close();
  }
});

Deno.test("two admins demoting each other at once: exactly one demotion succeeds", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const params = { hashParams: { N: 2 ** 4, r: 8, p: 1 } };
    const a = await createUser(
      kv,
      { name: "A", email: "a@example.test", role: "admin", password: "password-a1" },
      params,
    );
    const b = await createUser(
      kv,
      { name: "B", email: "b@example.test", role: "admin", password: "password-b1" },
      params,
    );
    for (let round = 0; round < 5; round++) {
      const results = await Promise.allSettled([
        changeUser(kv, a.id, { role: "editor" }, b.id),
        changeUser(kv, b.id, { active: false }, a.id),
      ]);
      assert.equal(results.filter((r) => r.status === "fulfilled").length, 1, `round ${round}`);
      await changeUser(kv, a.id, { role: "admin", active: true }, "nobody");
      await changeUser(kv, b.id, { role: "admin", active: true }, "nobody");
    }
  } finally {
    kv.close();
  }
});

Deno.test("every user changes their own password with the current one", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    const put = (json: unknown, auth = token) =>
      apiCall(site, "/api/auth/password", { method: "PUT", token: auth, json });
    assert.equal(
      (await jsonAnswer(await put({ current_password: "x", new_password: "new password 1" }, ""))).status,
      401,
    );
    const wrong = await jsonAnswer(await put({ current_password: "wrong password", new_password: "new password 1" }));
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body.fields.current_password, ["Current password is incorrect"]);
    const short = await jsonAnswer(await put({ current_password: TEST_ADMIN.password, new_password: "short" }));
    assert.equal(short.status, 400);
    assert.deepEqual(short.body.fields.new_password, ["Password must be at least 8 characters"]);
    const ok = await jsonAnswer(await put({ current_password: TEST_ADMIN.password, new_password: "new password 1" }));
    assert.deepEqual(ok, { status: 200, body: { success: true } });
    await apiLogin(site, { email: TEST_ADMIN.email, password: "new password 1" });
    await assert.rejects(apiLogin(site));
  } finally {
    await site.close();
  }
});
