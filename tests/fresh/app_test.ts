import assert from "node:assert/strict";
import type { MiddlewareHandler } from "hono";
import { type FreshOptions, pageUrl } from "@/lib/fresh/app.ts";
import type { RouteFile } from "@/lib/fresh/routes.ts";
import { parse } from "@/lib/fresh/serialize.ts";
import { fixtureErrorResponse } from "../fixtures/site/errors.ts";
import { fixtureApp } from "./fixture.ts";

/** Every route registered, in order; the hook tags answers with their route's pattern and refuses one DELETE. */
const registered: string[] = [];
function routeMiddleware(route: RouteFile): MiddlewareHandler | undefined {
  registered.push(route.pattern);
  if (route.pattern !== "/api/guarded") return undefined;
  return async (c, next) => {
    if (c.req.method === "DELETE") return c.json({ error: "route guard" }, 403);
    await next();
    c.header("X-Route-Pattern", route.pattern);
  };
}
const options: Partial<FreshOptions> = {
  jsonErrorsUnder: ["/api/"],
  errorResponse: fixtureErrorResponse,
  routeMiddleware,
};
const { app, build } = await fixtureApp(options);

const get = async (path: string, init?: RequestInit) => {
  const res = await app.request(path, init);
  return { res, text: await res.text() };
};

Deno.test("fresh: static routes win over parameters, parameters over nothing", async () => {
  assert.match((await get("/search")).text, /static search/);
  assert.match((await get("/ropa-vieja")).text, /slug ropa-vieja/);
  assert.match((await get("/categoria/postres")).text, /base categoria slug postres/);
  assert.deepEqual(await (await app.request("/api/items/new")).json(), { route: "new" });
  assert.deepEqual(await (await app.request("/api/items/42")).json(), { route: "id", id: "42" });
});

Deno.test("fresh: _app wraps pages, Head sets the title, no islands means no JavaScript", async () => {
  const { res, text } = await get("/");
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type")!, /text\/html/);
  assert.ok(text.startsWith('<!DOCTYPE html><html lang="es">'));
  assert.match(text, /<title>Inicio \| Fixture<\/title>/);
  assert.equal(text.match(/<title>/g)?.length, 1, "the page title replaces the app title");
  assert.ok(!text.includes("<script"), "a page without islands ships no script");
  assert.equal(res.headers.get("x-root-middleware"), "1");
});

Deno.test("fresh: folder middleware runs after root middleware; layouts nest; middleware can answer", async () => {
  const { text } = await get("/admin");
  assert.match(text, /<div id="admin-layout"><p id="trail">root>admin<\/p><\/div>/);
  const denied = await app.request("/admin?deny=1");
  assert.equal(denied.status, 302);
  assert.equal(denied.headers.get("location"), "/login");
  assert.ok(!(await get("/search")).text.includes("admin-layout"), "layouts apply only to their folder");
  assert.match((await get("/contacto")).text, /<div id="public-layout"><p id="route">contacto<\/p><\/div>/);
  assert.ok(!(await get("/admin")).text.includes("public-layout"), "a (group) layout stays in its group");
});

Deno.test("fresh: 404 page, API 404 JSON, 405 with Allow, error page", async () => {
  const missing = await get("/a/b/c");
  assert.equal(missing.res.status, 404);
  assert.match(missing.text, /Página No Encontrada/);
  const apiMissing = await app.request("/api/items/1/2");
  assert.equal(apiMissing.status, 404);
  assert.deepEqual(await apiMissing.json(), { error: "Not found" });
  const typed = await app.request("/api/items/missing");
  assert.equal(typed.status, 404);
  assert.deepEqual(await typed.json(), { error: "Item not found" });
  const wrongMethod = await app.request("/api/items/1", { method: "PUT" });
  assert.equal(wrongMethod.status, 405);
  assert.equal(wrongMethod.headers.get("allow"), "GET, HEAD, DELETE");
  assert.deepEqual(await wrongMethod.json(), { error: "Method not allowed" });
  const wrongPageMethod = await get("/search", { method: "POST" });
  assert.equal(wrongPageMethod.res.status, 405);
  assert.equal(wrongPageMethod.res.headers.get("allow"), "GET, HEAD");
  assert.match(wrongPageMethod.res.headers.get("content-type")!, /text\/html/);
  assert.match(wrongPageMethod.text, /Error 405/, "a page's 405 is the error page");
  const boom = await get("/boom");
  assert.equal(boom.res.status, 500);
  assert.match(boom.text, /Error 500/);
  assert.ok(!boom.text.includes("kaboom"), "internal messages are not shown");
});

Deno.test("fresh: islands are marked, props serialised safely, children kept in a slot", async () => {
  const { text } = await get("/islands");
  const islands = [...text.matchAll(/<rc-island data-island="(\w+)" data-props="(\d+)"/g)].map((m) => m[1]);
  assert.deepEqual(islands, ["Counter", "Toggle", "Toggle", "Toggle"]);
  assert.match(
    text,
    /<rc-slot data-slot="0"[^>]*><p class="server-child">Hijo renderizado en el servidor<\/p>/,
  );
  const data = text.match(/<script type="application\/json" id="__rc_props">(.*?)<\/script>/)![1];
  assert.ok(!data.includes("<"), "props JSON contains no raw '<'");
  const props = parse(data) as Record<string, unknown>[];
  assert.equal(props[0].label, "</script><script>window.__pwned=1</script><!-- x -->");
  assert.ok((props[0].meta as { when: Date }).when instanceof Date);
  assert.equal(props.length, 4);
  assert.equal(text.match(/<script type="module"/g)?.length, 1);
  assert.ok(!/<script type="module">/.test(text), "no inline script: the start script is a file");
  assert.ok(text.includes(build.bootUrl) && text.includes(build.islandUrls.get("Counter")!), "chunks are preloaded");
  assert.equal(text.match(/<script/g)?.length, 2, "hostile label did not open a script element");
  const start = text.match(/<script type="module" src="([^"]+)"><\/script>/)![1];
  assert.equal(start, `/_build/start-${build.buildId}/Counter+Toggle.js`);
  const script = await app.request(start);
  assert.equal(script.status, 200);
  assert.equal(script.headers.get("cache-control"), "public, max-age=31536000, immutable");
  const code = await script.text();
  assert.ok(code.includes(build.bootUrl) && code.includes(build.islandUrls.get("Toggle")!), code);
  assert.match(code, /boot\(\{"Counter":i0,"Toggle":i1\}\)/);
  for (const bad of ["Counter+Counter", "Counter+Missing", "counter"]) {
    const res = await app.request(`/_build/start-${build.buildId}/${bad}.js`);
    assert.equal(res.status, 404, bad);
    await res.body?.cancel();
  }
  const otherBuild = await app.request("/_build/start-0000000000000000/Counter.js");
  assert.equal(otherBuild.status, 404);
  await otherBuild.body?.cancel();
});

Deno.test("fresh: built assets are content-hashed and immutable; static files carry versions", async () => {
  assert.match(build.bootUrl, /^\/_build\/boot-[A-Z0-9]+\.js$/);
  const res = await app.request(build.bootUrl);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
  await res.body?.cancel();
  const css = await app.request("/site.css");
  assert.equal(css.status, 200);
  const etag = css.headers.get("etag")!;
  assert.match(css.headers.get("cache-control")!, /must-revalidate/);
  await css.body?.cancel();
  const notModified = await app.request("/site.css", { headers: { "If-None-Match": etag } });
  assert.equal(notModified.status, 304);
  const versioned = await app.request(`/site.css?v=${etag.replaceAll('"', "")}`);
  assert.match(versioned.headers.get("cache-control")!, /immutable/);
  await versioned.body?.cancel();
});

Deno.test("fresh: the registration hook's middleware runs first on its route, then the folder's", async () => {
  assert.equal(registered.filter((pattern) => pattern === "/api/guarded").length, 1, "one registration per route");
  assert.ok(registered.includes("/") && registered.includes("/:slug"), "every route is offered to the hook");
  const get = await app.request("/api/guarded");
  assert.equal(get.status, 200);
  assert.equal(get.headers.get("x-route-pattern"), "/api/guarded");
  assert.deepEqual(await get.json(), { method: "GET" });
  const head = await app.request("/api/guarded", { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get("x-route-pattern"), "/api/guarded");
  const post = await app.request("/api/guarded", { method: "POST" });
  assert.equal(post.status, 401);
  assert.deepEqual(await post.json(), { error: "folder guard" });
  const allowed = await app.request("/api/guarded", { method: "POST", headers: { "X-Allow": "1" } });
  assert.deepEqual(await allowed.json(), { method: "POST" });
  const del = await app.request("/api/guarded", { method: "DELETE" });
  assert.equal(del.status, 403, "the hook's middleware runs before the folder's");
  assert.deepEqual(await del.json(), { error: "route guard" });
  const other = await app.request("/api/items/42");
  assert.equal(other.headers.get("x-route-pattern"), null, "other routes get no middleware");
  await other.body?.cancel();
});

Deno.test("fresh: the nearest _404 answers, inside its folder's layouts", async () => {
  const admin = await get("/admin/no/such/page");
  assert.equal(admin.res.status, 404);
  assert.match(admin.text, /<div id="admin-layout"><h1>Admin page not found<\/h1><\/div>/);
  const site = await get("/no/such/page");
  assert.match(site.text, /Página No Encontrada/);
  assert.ok(!site.text.includes("Admin page not found"));
});

Deno.test("fresh: page(data) renders the page with data typed from the handler; a Response passes through", async () => {
  const typed = await get("/typed?name=Ana");
  assert.equal(typed.res.status, 201);
  assert.equal(typed.res.headers.get("x-typed"), "1");
  assert.match(typed.res.headers.get("content-type")!, /text\/html/);
  assert.match(typed.text, /<p id="typed">HOLA, ANA \(3\)<\/p>/);
  const raw = await get("/typed?name=raw");
  assert.equal(raw.text, "raw response");
});

Deno.test("fresh: routes loaded at start and on first request answer alike", async () => {
  const eager = await fixtureApp({ ...options, lazyRoutes: false });
  const requests: [string, RequestInit?][] = [
    ["/"],
    ["/search"],
    ["/ropa-vieja"],
    ["/admin"],
    ["/admin?deny=1"],
    ["/admin/no/such/page"],
    ["/boom"],
    ["/a/b/c"],
    ["/api/items/42"],
    ["/api/items/missing"],
    ["/api/items/1", { method: "PUT" }],
    ["/search", { method: "POST" }],
    ["/api/guarded", { method: "HEAD" }],
    ["/api/guarded", { method: "POST" }],
    ["/api/guarded", { method: "DELETE", headers: { "X-Allow": "1" } }],
    ["/typed?name=Ana"],
  ];
  for (const [path, init] of requests) {
    const [lazy, loaded] = [await app.request(path, init), await eager.app.request(path, init)];
    const what = `${init?.method ?? "GET"} ${path}`;
    assert.equal(lazy.status, loaded.status, what);
    assert.deepEqual([...lazy.headers], [...loaded.headers], what);
    assert.equal(await lazy.text(), await loaded.text(), what);
  }
});

Deno.test("fresh: a 404 page that fails to render answers a bare 404 and logs once, its path cut short", async () => {
  const logged: unknown[][] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    const path = `/no/such/${"x".repeat(60_000)}`;
    const { res, text } = await get(`${path}?page-fails=1`);
    assert.equal(res.status, 404);
    assert.equal(text, "<h1>404</h1>");
    assert.equal(logged.length, 1, "logged once, not by every enclosing handler");
    const line = logged[0].map(String).join(" ");
    assert.match(
      line,
      /The 404 page of GET \/no\/such\/x+… \(60009 characters\) failed: Error: no page for \/no\/such\/x+…/,
    );
    assert.ok(line.length < 2_000, `${line.length} characters logged`);
  } finally {
    console.error = consoleError;
  }
});

Deno.test("fresh: a page's URL is the request path on the site origin, runs of slashes collapsed", () => {
  assert.equal(
    pageUrl("http://127.0.0.1:8000//evil.example/x?a=1", "https://site.example").href,
    "https://site.example/evil.example/x?a=1",
  );
  assert.equal(pageUrl("http://127.0.0.1:8000//", "https://site.example").href, "https://site.example/");
  assert.equal(pageUrl("http://127.0.0.1:8000/a///b/", "https://site.example").href, "https://site.example/a/b/");
});
