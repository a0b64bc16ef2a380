/**
 * The access table (`lib/auth/access.ts`) against the whole route table: every route file and every method it
 * answers has a row, and calling it as a visitor, an editor and a site manager gets exactly what the row declares
 * (401/403 JSON for the API; the sign-in redirect or the admin 403 screen for pages; through otherwise), never a 500.
 */
import assert from "node:assert/strict";
import { HEALTH_PATHS } from "@/lib/http/health.ts";
import { NO_PERMISSION } from "@/lib/admin/nav.ts";
import { ACCESS_TABLE, accessRuleOf, type Audience, audienceFor } from "@/lib/auth/access.ts";
import { accessSummaryLines } from "@/lib/auth/access_summary.ts";
import { createUser } from "@/lib/db/users.ts";
import { ADMIN_FORBIDDEN } from "@/routes/admin/_500.tsx";
import { everyRouteCall } from "../support/route_calls.ts";
import { apiLogin, startSite } from "../support/site.ts";

const AUTH_REQUIRED = { error: "Authentication required" };
const NO_PERMISSION_JSON = { error: "You do not have permission to do this" };

/** Audiences each test caller belongs to (the roles of `lib/auth/access.ts`, written out). */
const CALLERS: { name: string; role: string | null; audiences: Audience[] }[] = [
  { name: "visitor", role: null, audiences: ["public"] },
  { name: "editor", role: "editor", audiences: ["public", "staff"] },
  { name: "site manager", role: "admin", audiences: ["public", "staff", "site-manager"] },
];

Deno.test("access table: every route file and method has its own row, and every row a route", async () => {
  const calls = await everyRouteCall();
  assert.ok(calls.length > 100, `the route listing is read (${calls.length} calls)`);
  const missing = calls.filter(({ pattern, method }) => {
    const rule = accessRuleOf(pattern);
    return !rule || !audienceFor(rule, method);
  }).map(({ file, method }) => `${method} routes/${file}`);
  assert.deepEqual(missing, [], "routes without a row in lib/auth/access.ts");
  // The health paths have rows but no route file: they are answered before routing (`lib/http/health.ts`).
  const patterns = new Set([...calls.map((call) => call.pattern), ...HEALTH_PATHS]);
  assert.deepEqual(ACCESS_TABLE.filter((rule) => !patterns.has(rule.pattern)).map((rule) => rule.pattern), []);
});

Deno.test("access table: every route × method answers visitors, editors and site managers as its row declares", async () => {
  const site = await startSite();
  try {
    const editor = { email: "editor@example.test", password: "una clave bastante larga" };
    await createUser(site.kv, { name: "Editor", role: "editor", ...editor });
    const tokens = new Map<string | null, string>([["editor", await apiLogin(site, editor)], [
      "admin",
      await apiLogin(site),
    ]]);
    const wrong: string[] = [];
    for (const call of await everyRouteCall()) {
      const rule = accessRuleOf(call.pattern)!;
      const audience = audienceFor(rule, call.method)!;
      for (const caller of CALLERS) {
        const what = `${call.method} ${call.path} as ${caller.name}`;
        const token = caller.role ? tokens.get(caller.role) : undefined;
        const response = await fetch(`${site.url}${call.path}`, {
          method: call.method,
          redirect: "manual",
          headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: call.method === "GET" ? undefined : "{}",
        });
        const text = await response.text();
        const json = (response.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : null;
        const location = response.headers.get("location");
        const signIn = `/admin/login?next=${encodeURIComponent(call.path)}`;
        const refusedApi = (response.status === 401 && isEqual(json, AUTH_REQUIRED)) ||
          (response.status === 403 && isEqual(json, NO_PERMISSION_JSON));
        const refusedPage = (response.status === 302 && location === signIn) ||
          (response.status === 403 && text.includes(NO_PERMISSION));
        // 503 is AI off (this site has no providers); any other 5xx is a failure.
        if (response.status >= 500 && response.status !== 503) wrong.push(`${what}: ${response.status}`);
        else if (caller.audiences.includes(audience)) {
          if (refusedApi || refusedPage) {
            wrong.push(`${what}: refused (${response.status}) but the row says ${audience}`);
          }
          if (/\{\.\+\}$/.test(call.pattern) && call.pattern !== "/:path{.+}" && call.pattern !== "/media/:path{.+}") {
            if (response.status !== 404) wrong.push(`${what}: ${response.status}, not the catch-all's 404`);
          }
        } else if (rule.kind === "api") {
          const expected = caller.role ? NO_PERMISSION_JSON : AUTH_REQUIRED;
          if (response.status !== (caller.role ? 403 : 401) || !isEqual(json, expected)) {
            wrong.push(`${what}: ${response.status} ${text.slice(0, 80)}, expected the ${audience} refusal`);
          }
        } else if (!caller.role) {
          if (response.status !== 302 || location !== signIn) {
            wrong.push(`${what}: ${response.status} ${location}, expected the redirect to sign in`);
          }
        } else if (
          response.status !== 403 || !text.includes(`<h1>${ADMIN_FORBIDDEN}</h1>`) || !text.includes(NO_PERMISSION) ||
          !text.includes('href="/admin/posts"')
        ) {
          wrong.push(`${what}: ${response.status}, expected the admin 403 screen inside the shell`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  } finally {
    await site.close();
  }
});

Deno.test("one endpoint per job: the specification's paths answer, the former duplicates are 405", async () => {
  const site = await startSite();
  try {
    const auth = { Authorization: `Bearer ${await apiLogin(site)}`, "Content-Type": "application/json" };
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${site.url}${path}`, { method, headers: auth, body: JSON.stringify(body) });
      await response.body?.cancel();
      return response.status;
    };
    assert.equal(
      await call("POST", "/api/categories", { name: "Postres" }),
      405,
      "created through /api/admin/categories",
    );
    assert.equal(await call("POST", "/api/admin/categories", { name: "Postres" }), 201);
    assert.equal(await call("GET", "/api/admin/users"), 405, "listed through GET /api/users");
    assert.equal(await call("GET", "/api/users"), 200);
    assert.equal(
      await call("PUT", "/api/admin/settings", { site_name: "Otra" }),
      405,
      "saved through PUT /api/settings",
    );
    assert.equal(await call("PUT", "/api/settings", { site_name: "Otra" }), 200);
  } finally {
    await site.close();
  }
});

Deno.test("access table: docs/access.md lists exactly the table's public, signed-in, staff and admin paths", async () => {
  const doc = await Deno.readTextFile(new URL("../../docs/access.md", import.meta.url));
  const block = doc.match(/<!-- access table -->([\s\S]*?)<!-- end of access table -->/);
  assert.ok(block, "docs/access.md has the access table block");
  const words = (text: string) => text.split(/\s+/).filter(Boolean).join(" ");
  assert.equal(words(block[1]), words(accessSummaryLines().join("\n")), "regenerate it from accessSummaryLines()");
});

function isEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
