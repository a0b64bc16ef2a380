import assert from "node:assert/strict";
import {
  LOGGED_PATH_LENGTH,
  loggedPath,
  requestPath,
  routeGroup,
  routeGroupOfUrl,
  statusLabel,
} from "./route_group.ts";

Deno.test("route groups come from the path's shape, never the path itself", () => {
  const cases: [string, string, string][] = [
    ["GET", "/", "page"],
    ["GET", "/arroz-con-pollo", "page"],
    ["HEAD", "/categoria/postres", "page"],
    ["POST", "/arroz-con-pollo", "other"],
    ["GET", "/admin", "admin"],
    ["GET", "/admin/posts/1", "admin"],
    ["GET", "/administrador", "page"],
    ["GET", "/api/posts", "api"],
    ["POST", "/api/admin/menu", "api_admin"],
    ["GET", "/media/2026/01/foto.webp", "media"],
    ["GET", "/_build/app-1234.js", "static"],
    ["GET", "/fonts/1/inter.woff2", "static"],
    ["GET", "/favicon.svg", "static"],
    ["GET", "/rss.xml", "feed"],
    ["GET", "/sitemap.xml", "feed"],
    ["GET", "/robots.txt", "feed"],
    ["GET", "/metrics", "metrics"],
  ];
  for (const [method, path, group] of cases) {
    assert.equal(routeGroup(method, path), group, `${method} ${path}`);
    for (const tail of ["", "?q=1.5/x", "#a.b"]) {
      const href = `http://127.0.0.1:8000${path}${tail}`;
      assert.equal(routeGroupOfUrl(method, href), group, `${method} ${href}`);
    }
  }
  assert.equal(routeGroupOfUrl("GET", "http://127.0.0.1:8000"), "page");
  assert.equal(routeGroup("GET", "/metrics/x"), "page");
  assert.equal(routeGroup("GET", "/rss.xml.bak"), "static");
});

Deno.test("a request's path leaves out the query and the fragment", () => {
  assert.equal(requestPath("http://127.0.0.1:8000/search?q=arroz#top"), "/search");
  assert.equal(requestPath("https://recetas.example/a/b#x?y"), "/a/b");
  assert.equal(requestPath("http://127.0.0.1:8000/"), "/");
  assert.equal(requestPath("http://127.0.0.1:8000"), "/");
});

Deno.test("statuses: common codes as they are, others by class", () => {
  assert.equal(statusLabel(200), "200");
  assert.equal(statusLabel(404), "404");
  assert.equal(statusLabel(418), "4xx");
  assert.equal(statusLabel(599), "5xx");
});

Deno.test("a logged path is printable ASCII, percent-encoded otherwise, and cut short", () => {
  assert.equal(loggedPath("/ropa-vieja"), "/ropa-vieja");
  assert.equal(loggedPath("/a b\n\u0000ñ"), "/a%20b%0A%00%C3%B1");
  assert.equal(loggedPath("/\ud800"), "/%EF%BF%BD");
  const long = loggedPath(`/${"x".repeat(5000)}`);
  assert.equal(long.length, LOGGED_PATH_LENGTH + 1);
  assert.ok(long.endsWith("…"));
});
