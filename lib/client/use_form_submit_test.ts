import assert from "node:assert/strict";
import { ApiError } from "./api.ts";
import { subscribeToasts, type Toast } from "./toasts.ts";
import { attempt, fieldErrorsOf, firstFieldOr } from "./use_form_submit.ts";

const taken = new ApiError("A redirect from this path already exists", 409, {
  from_path: ["A redirect from this path already exists"],
});

Deno.test("fieldErrorsOf: the first message of each field, nothing for other failures", () => {
  const invalid = new ApiError("Invalid input", 400, { name: ["Name is required", "Too short"], email: ["Bad"] });
  assert.deepEqual(fieldErrorsOf(invalid), { name: "Name is required", email: "Bad" });
  assert.deepEqual(fieldErrorsOf(new ApiError("Server error", 500)), {});
  assert.deepEqual(fieldErrorsOf(new TypeError("Failed to fetch")), {});
});

Deno.test("firstFieldOr: a field's message first, else the server's text or the specification's message", () => {
  const failure = firstFieldOr("Failed to save redirect");
  assert.equal(failure(taken), "A redirect from this path already exists");
  assert.equal(failure(new ApiError("Redirect not found", 404)), "Redirect not found");
  assert.equal(failure(new ApiError("Request failed (500)", 500, undefined, false)), "Failed to save redirect");
});

Deno.test("attempt: true after success, false after a 401 with no toast at all", async () => {
  const shown: Toast[][] = [];
  const unsubscribe = subscribeToasts((toasts) => shown.push(toasts));
  try {
    assert.equal(await attempt(() => Promise.resolve(), "Failed to delete redirect"), true);
    const unauthorized = () => Promise.reject(new ApiError("Unauthorized", 401));
    assert.equal(await attempt(unauthorized, "Failed to delete redirect", "Redirect deleted"), false);
    assert.deepEqual(shown, [[]], "only the first call of the subscription, with no toast");
  } finally {
    unsubscribe();
  }
});
