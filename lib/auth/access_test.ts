import assert from "node:assert/strict";
import { accessRuleFor, audienceFor, isInAudience } from "./access_control.ts";

Deno.test("access rows are found as the router finds routes: static, then parameters, then catch-alls", () => {
  assert.equal(accessRuleFor("/api/posts/slug/flan")?.pattern, "/api/posts/slug/:slug");
  assert.equal(accessRuleFor("/api/posts/abc")?.pattern, "/api/posts/:id");
  assert.equal(accessRuleFor("/api/posts/abc/rating")?.pattern, "/api/posts/:id/rating");
  assert.equal(accessRuleFor("/api/posts/")?.pattern, "/api/:rest{.+}", "a trailing slash is another path");
  assert.equal(accessRuleFor("/admin/settings")?.pattern, "/admin/settings");
  assert.equal(accessRuleFor("/admin/settings/x")?.pattern, "/admin/:rest{.+}");
  assert.equal(accessRuleFor("/flan-de-coco")?.pattern, "/:slug");
  assert.equal(accessRuleFor("/recetas/flan")?.pattern, "/:base/:slug");
  assert.equal(accessRuleFor("/a/b/c")?.pattern, "/:path{.+}");
  assert.equal(accessRuleFor("/robots.txt")?.pattern, "/robots.txt");
  assert.equal(accessRuleFor("/robotsXtxt")?.pattern, "/:slug", "a dot in a pattern is not a wildcard");
});

Deno.test("access: a GET entry covers HEAD, `*` every method, other methods are left to the route", () => {
  const posts = accessRuleFor("/api/posts")!;
  assert.equal(audienceFor(posts, "GET"), "public");
  assert.equal(audienceFor(posts, "HEAD"), "public");
  assert.equal(audienceFor(posts, "POST"), "editor");
  assert.equal(audienceFor(posts, "PATCH"), undefined);
  assert.equal(audienceFor(accessRuleFor("/api/nada")!, "DELETE"), "public");
});

Deno.test("access audiences: site managers are admins; staff and signed-in are every signed-in role", () => {
  for (const role of ["admin", "editor", "author"]) {
    assert.equal(isInAudience({ role }, "signed-in"), true, role);
    assert.equal(isInAudience({ role }, "editor"), true, role);
    assert.equal(isInAudience({ role }, "site-manager"), role === "admin", role);
  }
  assert.equal(isInAudience(null, "public"), true);
  for (const audience of ["signed-in", "editor", "site-manager"] as const) {
    assert.equal(isInAudience(null, audience), false);
  }
});
