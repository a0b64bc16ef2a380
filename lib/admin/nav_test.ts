import assert from "node:assert/strict";
import { ADMIN_NAV, isActiveNavItem, navItemsFor } from "./nav.ts";

Deno.test("admin nav: dashboard matches exactly, others by prefix", () => {
  assert.ok(isActiveNavItem("/admin/dashboard", "/admin/dashboard"));
  assert.ok(isActiveNavItem("/admin/dashboard", "/admin/dashboard/"));
  assert.ok(!isActiveNavItem("/admin/dashboard", "/admin/dashboard/extra"));
  assert.ok(isActiveNavItem("/admin/posts", "/admin/posts"));
  assert.ok(isActiveNavItem("/admin/posts", "/admin/posts/new"));
  assert.ok(!isActiveNavItem("/admin/posts", "/admin/postscript"));
  assert.ok(!isActiveNavItem("/admin/media", "/admin/posts"));
});

Deno.test("admin nav: a role sees the entries whose page the access table opens to it", () => {
  const hrefs = (role: string) => navItemsFor(role).map((item) => item.href);
  assert.deepEqual(hrefs("admin"), ADMIN_NAV.map((item) => item.href));
  const managing = ["/admin/themes", "/admin/ai", "/admin/settings", "/admin/users"];
  for (const role of ["editor", "author"]) {
    assert.deepEqual(hrefs(role), ADMIN_NAV.map((item) => item.href).filter((href) => !managing.includes(href)), role);
  }
});
