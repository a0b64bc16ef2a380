import assert from "node:assert/strict";
import { ZodError } from "zod";
import { ConflictError, NotFoundError } from "../errors.ts";
import { verifyPassword } from "../process/password.ts";
import {
  countUsers,
  createUser,
  createUserIfNone,
  getUser,
  getUserByEmail,
  listUsers,
  updateUserPassword,
} from "./users.ts";

const hashParams = { N: 2 ** 10, r: 8, p: 1 };
const options = { hashParams };
const isZodError = (error: unknown) => error instanceof ZodError;

Deno.test("createUser stores a lowercased, hashed user and returns no hash", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const user = await createUser(
      kv,
      { name: " Ana ", email: " Ana@Example.COM ", role: "editor", password: "password-1" },
      options,
    );
    assert.equal(user.email, "ana@example.com");
    assert.equal(user.name, "Ana");
    assert.equal("password_hash" in user, false);
    const stored = await getUser(kv, user.id);
    assert.ok(stored);
    assert.notEqual(stored.password_hash, "password-1");
    assert.equal(await verifyPassword("password-1", stored.password_hash), true);
    assert.equal((await getUserByEmail(kv, "ANA@example.com"))?.id, user.id);
    assert.equal(await getUserByEmail(kv, "nobody@example.com"), null);
    assert.equal(await countUsers(kv), 1);
  } finally {
    kv.close();
  }
});

Deno.test("duplicate emails conflict on the email field, also when created in parallel", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await createUser(
      kv,
      { name: "A", email: "a@example.com", role: "admin", password: "password-1" },
      options,
    );
    await assert.rejects(
      () =>
        createUser(
          kv,
          { name: "B", email: "A@EXAMPLE.com", role: "editor", password: "password-2" },
          options,
        ),
      (error) =>
        error instanceof ConflictError && error.field === "email" &&
        error.message === "A user with this email already exists",
    );
    const results = await Promise.allSettled(
      Array.from(
        { length: 6 },
        (_, i) =>
          createUser(
            kv,
            { name: `P${i}`, email: "p@example.com", role: "x", password: "password-3" },
            options,
          ),
      ),
    );
    assert.equal(results.filter((r) => r.status === "fulfilled").length, 1);
    assert.equal(await countUsers(kv), 2);
  } finally {
    kv.close();
  }
});

Deno.test("invalid input is rejected", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await assert.rejects(
      () => createUser(kv, { name: "A", email: "not-an-email", role: "admin", password: "password-1" }, options),
      isZodError,
    );
    await assert.rejects(
      () => createUser(kv, { name: "A", email: "a@example.com", role: " ", password: "password-1" }, options),
      isZodError,
    );
    await assert.rejects(
      () => createUser(kv, { name: "A", email: "a@example.com", role: "admin", password: "short" }, options),
      isZodError,
    );
    assert.equal(await countUsers(kv), 0);
  } finally {
    kv.close();
  }
});

Deno.test("listUsers projects users without password hashes, oldest first", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const a = await createUser(kv, {
      name: "A",
      email: "a@example.com",
      role: "admin",
      password: "password-1",
    }, options);
    const b = await createUser(kv, {
      name: "B",
      email: "b@example.com",
      role: "cook",
      password: "password-2",
    }, options);
    const users = await listUsers(kv);
    assert.deepEqual(users, [a, b]);
    for (const user of users) {
      assert.deepEqual(Object.keys(user).sort(), ["active", "created_at", "email", "id", "name", "role"]);
    }
  } finally {
    kv.close();
  }
});

Deno.test("updateUserPassword replaces the hash", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const user = await createUser(
      kv,
      { name: "A", email: "a@example.com", role: "admin", password: "password-1" },
      options,
    );
    await updateUserPassword(kv, user.id, "new-password", options);
    const stored = await getUser(kv, user.id);
    assert.equal(await verifyPassword("new-password", stored!.password_hash), true);
    assert.equal(await verifyPassword("password-1", stored!.password_hash), false);
    await assert.rejects(() => updateUserPassword(kv, "missing", "new-password", options), NotFoundError);
  } finally {
    kv.close();
  }
});

Deno.test("createUserIfNone creates exactly one user under parallel calls", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const results = await Promise.all(
      Array.from(
        { length: 5 },
        (_, i) =>
          createUserIfNone(kv, {
            name: "X",
            email: `x${i}@example.com`,
            role: "admin",
            password: "password-1",
          }, options),
      ),
    );
    assert.equal(results.filter((r) => r !== null).length, 1);
    assert.equal(await countUsers(kv), 1);
    assert.equal(
      await createUserIfNone(
        kv,
        { name: "Y", email: "y@example.com", role: "admin", password: "password-1" },
        options,
      ),
      null,
    );
  } finally {
    kv.close();
  }
});
