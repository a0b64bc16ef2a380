import assert from "node:assert/strict";
import { buildRouteTable, comparePatterns, fileToPattern, folderPath } from "./routes.ts";

Deno.test("routes: file names become Hono patterns", () => {
  assert.equal(fileToPattern("index").pattern, "/");
  assert.equal(fileToPattern("about").pattern, "/about");
  assert.equal(fileToPattern("[slug]").pattern, "/:slug");
  assert.equal(fileToPattern("[base]/[slug]").pattern, "/:base/:slug");
  assert.equal(fileToPattern("admin/posts/index").pattern, "/admin/posts");
  assert.equal(fileToPattern("admin/posts/[id]").pattern, "/admin/posts/:id");
  assert.equal(fileToPattern("(public)/contacto").pattern, "/contacto");
  assert.equal(fileToPattern("docs/[...rest]").pattern, "/docs/:rest{.+}");
  assert.deepEqual(fileToPattern("admin/posts/[id]").folders, ["", "admin", "admin/posts"]);
  assert.deepEqual(fileToPattern("(public)/[slug]").folders, ["", "(public)"]);
});

Deno.test("routes: static beats parameter beats catch-all, segment by segment", () => {
  const table = buildRouteTable([
    "[slug].tsx",
    "[...rest].tsx",
    "[base]/[slug].tsx",
    "search.tsx",
    "index.tsx",
    "admin/posts/[id].tsx",
    "admin/posts/new.tsx",
    "admin/[section].tsx",
    "admin/dashboard.tsx",
    "api/posts/slug/[slug].ts",
    "api/posts/[id].ts",
  ]);
  const order = table.routes.map((r) => r.pattern);
  const before = (a: string, b: string) =>
    assert.ok(order.indexOf(a) < order.indexOf(b), `${a} should come before ${b}: ${order.join(" ")}`);
  before("/search", "/:slug");
  before("/admin/posts/new", "/admin/posts/:id");
  before("/admin/dashboard", "/admin/:section");
  before("/api/posts/slug/:slug", "/api/posts/:id");
  before("/:slug", "/:rest{.+}");
  before("/:base/:slug", "/:rest{.+}");
  assert.ok(comparePatterns("/admin/posts", "/:base/:slug") < 0);
});

Deno.test("routes: special files and ignored files", () => {
  const table = buildRouteTable([
    "_app.tsx",
    "_404.tsx",
    "_500.tsx",
    "_middleware.ts",
    "admin/_layout.tsx",
    "admin/_middleware.ts",
    "admin/_404.tsx",
    "(public)/_layout.tsx",
    "admin/index.tsx",
    "admin/helpers_test.ts",
    "_components/Thing.tsx",
    "README.md",
  ]);
  assert.equal(table.special.app, "_app.tsx");
  assert.deepEqual(table.special.notFound, [
    { file: "_404.tsx", folders: [""] },
    { file: "admin/_404.tsx", folders: ["", "admin"] },
  ]);
  assert.deepEqual(table.special.error, [{ file: "_500.tsx", folders: [""] }]);
  assert.equal(table.special.layouts.get("admin"), "admin/_layout.tsx");
  assert.equal(table.special.layouts.get("(public)"), "(public)/_layout.tsx");
  assert.equal(table.special.middlewares.get(""), "_middleware.ts");
  assert.equal(table.special.middlewares.get("admin"), "admin/_middleware.ts");
  assert.deepEqual(table.routes.map((r) => r.file), ["admin/index.tsx"]);
});

Deno.test("routes: the URL path a folder answers for", () => {
  assert.equal(folderPath(""), "/");
  assert.equal(folderPath("admin"), "/admin");
  assert.equal(folderPath("(public)"), "/");
  assert.equal(folderPath("admin/(group)/posts"), "/admin/posts");
});
