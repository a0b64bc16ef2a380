import assert from "node:assert/strict";
import { safeNextPath } from "./next_path.ts";

Deno.test("safeNextPath keeps admin paths and drops everything else", () => {
  assert.equal(safeNextPath("/admin/posts?page=2"), "/admin/posts?page=2");
  assert.equal(safeNextPath("/admin"), "/admin");
  for (const bad of [undefined, "", "//evil.test/admin", "https://evil.test", "/admin.evil", "/\\evil", "/public"]) {
    assert.equal(safeNextPath(bad), "/admin/dashboard", String(bad));
  }
});
