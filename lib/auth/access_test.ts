import assert from "node:assert/strict";
import { accessRuleOf, audienceFor, isInAudience } from "./access.ts";

Deno.test("access: rows are found by their route's pattern, never by a path", () => {
  assert.equal(accessRuleOf("/api/posts/:id")?.pattern, "/api/posts/:id");
  assert.equal(accessRuleOf("/admin/:rest{.+}")?.kind, "page");
  assert.equal(accessRuleOf("/api/posts/abc"), undefined);
});

Deno.test("access: a GET entry covers HEAD, `*` every method, other methods are left to the route", () => {
  const posts = accessRuleOf("/api/posts")!;
  assert.equal(audienceFor(posts, "GET"), "public");
  assert.equal(audienceFor(posts, "HEAD"), "public");
  assert.equal(audienceFor(posts, "POST"), "staff");
  assert.equal(audienceFor(posts, "PATCH"), undefined);
  assert.equal(audienceFor(accessRuleOf("/api/:rest{.+}")!, "DELETE"), "public");
});

Deno.test("access audiences: site managers are admins; staff is every signed-in role", () => {
  for (const role of ["admin", "editor", "author"]) {
    assert.equal(isInAudience({ role }, "staff"), true, role);
    assert.equal(isInAudience({ role }, "site-manager"), role === "admin", role);
  }
  assert.equal(isInAudience(null, "public"), true);
  for (const audience of ["staff", "site-manager"] as const) assert.equal(isInAudience(null, audience), false);
});
