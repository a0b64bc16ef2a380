import assert from "node:assert/strict";
import { NotFoundError, StoreBusyError, ValidationError } from "../errors.ts";
import { isLockedError, listAll, retryLocked } from "./kv.ts";
import { KeyTooLongError } from "./kv_limits.ts";

Deno.test("retryLocked retries lock contention and gives up on other errors", async () => {
  let calls = 0;
  const value = await retryLocked(() => {
    calls++;
    if (calls < 3) return Promise.reject(new Error("database is locked"));
    return Promise.resolve("ok");
  });
  assert.equal(value, "ok");
  assert.equal(calls, 3);

  let other = 0;
  await assert.rejects(
    () =>
      retryLocked(() => {
        other++;
        return Promise.reject(new TypeError("bad key"));
      }),
    TypeError,
  );
  assert.equal(other, 1, "non-lock errors are not retried");

  let always = 0;
  await assert.rejects(() =>
    retryLocked(() => {
      always++;
      return Promise.reject(new Error("SQLITE_BUSY: database is locked"));
    }, 3), StoreBusyError);
  assert.equal(always, 3, "gives up after the attempt limit, as a busy store (503)");
  assert.ok(isLockedError(new Error("database table is locked")));
  assert.ok(!isLockedError(new Error("conflict")));
});

Deno.test("retryLocked: a key over the store's limit is a 404 to read and a 400 to write", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const key = ["posts_by_slug", "a".repeat(3000)];
    await assert.rejects(() => retryLocked(() => kv.get(key)), (error: Error) => error instanceof KeyTooLongError);
    await assert.rejects(() => listAll(kv, { prefix: key }), (error: Error) => error instanceof NotFoundError);
    await assert.rejects(() => retryLocked(() => kv.set(key, 1)), (error: Error) => error instanceof ValidationError);
    await assert.rejects(() => retryLocked(() => kv.set(["v"], "x".repeat(70_000))), TypeError, "other errors pass");
  } finally {
    kv.close();
  }
});
