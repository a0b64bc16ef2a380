/**
 * Guards are declared by folder or by method (`lib/auth/guards.ts`), never in
 * handlers: every admin API route, and every private method outside it,
 * answers 401 JSON to visitors, and settings writes answer 403 to editors.
 */
import assert from "node:assert/strict";
import { createUser } from "@/lib/db/users.ts";
import { fromFileUrl, toFileUrl } from "@/lib/fresh/paths.ts";
import { buildRouteTable } from "@/lib/fresh/routes.ts";
import type { HttpMethod, RouteModule } from "@/lib/fresh/types.ts";
import { listFiles } from "@/lib/fresh/utils.ts";
import { apiLogin, startSite } from "../support/site.ts";

const ROUTES = fromFileUrl(new URL("../../routes", import.meta.url));
const AUTH_REQUIRED = { error: "Authentication required" };

/** Every pattern under `prefix` with the methods its module answers (GET for a page). */
async function routesUnder(prefix: string): Promise<{ path: string; methods: HttpMethod[] }[]> {
  const { routes } = buildRouteTable(await listFiles(ROUTES));
  const found = [];
  for (const route of routes.filter((r) => r.pattern.startsWith(prefix))) {
    const mod: RouteModule = await import(toFileUrl(`${ROUTES}/${route.file}`));
    const handler = mod.handler;
    const methods =
      (typeof handler === "object" ? Object.keys(handler) : ["GET", "POST", "PUT", "DELETE"]) as HttpMethod[];
    const path = route.pattern.replace(/:\w+(\{[^}]*\})?/g, "x");
    found.push({ path, methods });
  }
  return found;
}

async function expectJson(response: Response, status: number, body: unknown, what: string) {
  assert.equal(response.status, status, what);
  assert.match(response.headers.get("content-type") ?? "", /application\/json/, what);
  assert.deepEqual(await response.json(), body, what);
}

Deno.test("guards: every /api/admin route in the route table answers 401 JSON to visitors, for every method", async () => {
  const site = await startSite();
  try {
    const routes = await routesUnder("/api/admin/");
    assert.ok(routes.length >= 4, "the admin API routes are found");
    for (const { path, methods } of routes) {
      for (const method of [...methods, "GET", "DELETE"]) {
        const response = await fetch(`${site.url}${path}`, {
          method,
          headers: { "Content-Type": "application/json" },
          body: method === "GET" || method === "HEAD" ? undefined : "{}",
        });
        await expectJson(response, 401, AUTH_REQUIRED, `${method} ${path}`);
      }
    }
  } finally {
    await site.close();
  }
});

/** Private methods outside /api/admin, each declared on its folder or route. */
const GUARDED: [string, string][] = [
  ["POST", "/api/posts"],
  ["PUT", "/api/posts/x"],
  ["DELETE", "/api/posts/x"],
  ["PUT", "/api/settings"],
  ["GET", "/api/auth/tokens"],
  ["POST", "/api/auth/tokens"],
  ["DELETE", "/api/auth/tokens/x"],
  ["GET", "/api/auth/me"],
  ["POST", "/api/upload"],
  ["DELETE", "/api/upload"],
  ["GET", "/api/media"],
  ["POST", "/api/media/delete"],
];

Deno.test("guards: private methods answer 401 JSON to visitors; the public methods next to them stay open", async () => {
  const site = await startSite({ seed: true });
  try {
    for (const [method, path] of GUARDED) {
      const response = await fetch(`${site.url}${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      await expectJson(response, 401, AUTH_REQUIRED, `${method} ${path}`);
    }
    const list = await fetch(`${site.url}/api/posts`);
    assert.equal(list.status, 200, "GET /api/posts is public");
    const { posts } = await list.json();
    const one = await fetch(`${site.url}/api/posts/${posts[0].id}`);
    assert.equal(one.status, 200, "GET /api/posts/:id is public");
    await one.body?.cancel();
    const settings = await fetch(`${site.url}/api/settings`);
    assert.equal(settings.status, 200, "GET /api/settings is public");
    await settings.body?.cancel();
    const vote = await fetch(`${site.url}/api/posts/${posts[0].id}/rating`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rating: 5 }),
    });
    assert.notEqual(vote.status, 401, "readers vote without signing in (a POST in the guarded posts folder)");
    await vote.body?.cancel();
  } finally {
    await site.close();
  }
});

Deno.test("guards: settings writes answer 403 JSON to editors and pass the guard for admins", async () => {
  const site = await startSite();
  try {
    const editor = { email: "editor@example.test", password: "una clave bastante larga" };
    await createUser(site.kv, { name: "Editor", role: "editor", ...editor });
    const put = async (token: string) =>
      await fetch(`${site.url}/api/settings`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: "{}",
      });
    const asEditor = await put(await apiLogin(site, editor));
    await expectJson(asEditor, 403, { error: "You do not have permission to do this" }, "editor PUT /api/settings");
    const asAdmin = await put(await apiLogin(site));
    assert.equal(asAdmin.status, 200, "the admin passes the guard");
    await asAdmin.body?.cancel();
    const me = await fetch(`${site.url}/api/auth/me`, {
      headers: { Authorization: `Bearer ${await apiLogin(site, editor)}` },
    });
    assert.equal((await me.json()).user.email, editor.email, "a guarded route still sees its user");
  } finally {
    await site.close();
  }
});
