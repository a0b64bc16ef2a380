import assert from "node:assert/strict";
import { isActiveNavItem } from "./nav.ts";

Deno.test("admin nav: dashboard matches exactly, others by prefix", () => {
  assert.ok(isActiveNavItem("/admin/dashboard", "/admin/dashboard"));
  assert.ok(isActiveNavItem("/admin/dashboard", "/admin/dashboard/"));
  assert.ok(!isActiveNavItem("/admin/dashboard", "/admin/dashboard/extra"));
  assert.ok(isActiveNavItem("/admin/posts", "/admin/posts"));
  assert.ok(isActiveNavItem("/admin/posts", "/admin/posts/new"));
  assert.ok(!isActiveNavItem("/admin/posts", "/admin/postscript"));
  assert.ok(!isActiveNavItem("/admin/media", "/admin/posts"));
});
