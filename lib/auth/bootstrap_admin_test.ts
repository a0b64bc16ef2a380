import assert from "node:assert/strict";
import { DEFAULT_ADMIN_EMAIL, ensureAdminUser } from "./bootstrap_admin.ts";
import { countUsers, getUserByEmail, listUsers } from "../db/users.ts";
import { verifyPassword } from "../process/password.ts";
import { createTestUser, TEST_HASH_PARAMS } from "../../tests/support/auth.ts";

Deno.test("parallel starts create exactly one admin and print its password once", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const messages: string[] = [];
    const log = (message: string) => messages.push(message);
    const results = await Promise.all(
      Array.from(
        { length: 4 },
        () => ensureAdminUser(kv, { email: "", password: "", log, hashParams: TEST_HASH_PARAMS }),
      ),
    );
    assert.equal(results.filter((r) => r !== null).length, 1);
    assert.equal(await countUsers(kv), 1);
    const [admin] = await listUsers(kv);
    assert.equal(admin.role, "admin");
    assert.equal(admin.email, DEFAULT_ADMIN_EMAIL);
    assert.equal(messages.length, 1);
    const password = messages[0].match(/password: (\S+)/)?.[1];
    assert.ok(password && password.length >= 16, messages[0]);
    assert.match(messages[0], /shown only once/);
    const stored = await getUserByEmail(kv, admin.email);
    assert.equal(await verifyPassword(password, stored!.password_hash), true);
    assert.equal(await ensureAdminUser(kv, { log, hashParams: TEST_HASH_PARAMS }), null);
    assert.equal(messages.length, 1);
  } finally {
    kv.close();
  }
});

Deno.test("configured credentials are used and the password is not printed", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const messages: string[] = [];
    const admin = await ensureAdminUser(kv, {
      email: "Jefa@Recetas.example",
      password: "configured-secret",
      log: (m) => messages.push(m),
      hashParams: TEST_HASH_PARAMS,
    });
    assert.equal(admin?.email, "jefa@recetas.example");
    const stored = await getUserByEmail(kv, "jefa@recetas.example");
    assert.equal(await verifyPassword("configured-secret", stored!.password_hash), true);
    assert.equal(messages.length, 1);
    assert.equal(messages[0].includes("configured-secret"), false);
  } finally {
    kv.close();
  }
});

Deno.test("nothing happens when users exist", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await createTestUser(kv, { email: "editor@example.com", role: "editor" });
    const messages: string[] = [];
    assert.equal(
      await ensureAdminUser(kv, { log: (m) => messages.push(m), hashParams: TEST_HASH_PARAMS }),
      null,
    );
    assert.equal(await countUsers(kv), 1);
    assert.deepEqual(messages, []);
  } finally {
    kv.close();
  }
});
