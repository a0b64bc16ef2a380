import assert from "node:assert/strict";
import { safeNextPath } from "./next_path.ts";

Deno.test("safeNextPath keeps admin paths and drops everything else", () => {
  assert.equal(safeNextPath("/admin/posts?page=2"), "/admin/posts?page=2");
  assert.equal(safeNextPath("/admin"), "/admin");
  assert.equal(safeNextPath("/admin/posts?search=ropa%20vieja"), "/admin/posts?search=ropa%20vieja");
  assert.equal(safeNextPath("/admin?%01"), "/admin?%01", "an escape in the query stays an escape in the location");
  for (const bad of [undefined, "", "//evil.test/admin", "https://evil.test", "/admin.evil", "/\\evil", "/public"]) {
    assert.equal(safeNextPath(bad), "/admin/dashboard", String(bad));
  }
});

Deno.test("safeNextPath refuses control characters, whitespace, backslashes and double slashes, raw or encoded", () => {
  const bad = [
    "/admin?\u0001",
    "/admin/posts\u007f",
    "/admin/x%7F",
    "/admin/x\\..\\evil.test",
    "/admin/x%5C%5Cevil.test",
    "/admin/x//evil.test",
    "/admin/x/%2F/evil.test",
    "/admin?\t/evil.test",
    "/admin/x%09",
    "/admin/x y",
    "/admin/%E0%A4%A", // malformed escape
    "/admin/x/../../%5Cevil.test/",
    "/admin/%2E%2E/contacto",
    "/admin/.",
  ];
  for (const next of bad) assert.equal(safeNextPath(next), "/admin/dashboard", JSON.stringify(next));
});
