import assert from "node:assert/strict";
import { isLockedError, retryLocked } from "./kv.ts";

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
    }, 3), /locked/);
  assert.equal(always, 3, "gives up after the attempt limit");
  assert.ok(isLockedError(new Error("database table is locked")));
  assert.ok(!isLockedError(new Error("conflict")));
});
