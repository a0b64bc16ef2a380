/**
 * The environment is read once, at start (`lib/config.ts`): no production module reads it anywhere else, and a
 * running site keeps the settings it started with when the process environment changes afterwards.
 */
import assert from "node:assert/strict";
import { listFiles } from "@/lib/fresh/utils.ts";
import { PROJECT_ROOT } from "../support/process.ts";
import { startSite } from "../support/site.ts";

/** Folders and files of the server program (the CLI and the build scripts are programs of their own). */
const PRODUCTION_CODE = ["lib", "routes", "components", "islands"];
const CONFIG_READER = "lib/config.ts";

Deno.test("no production module but lib/config.ts reads the environment", async () => {
  const files = ["main.ts"];
  for (const dir of PRODUCTION_CODE) {
    files.push(...(await listFiles(`${PROJECT_ROOT}/${dir}`)).map((file) => `${dir}/${file}`));
  }
  const code = files.filter((file) => /\.(ts|tsx)$/.test(file) && !/_test\.tsx?$/.test(file));
  assert.ok(code.length > 100, `${code.length} files`);
  const readers: string[] = [];
  for (const file of code) {
    if (/\bDeno\.env\b/.test(await Deno.readTextFile(`${PROJECT_ROOT}/${file}`))) readers.push(file);
  }
  assert.deepEqual(readers, [CONFIG_READER]);
});

Deno.test("a started site keeps its settings when the process environment changes", async () => {
  const site = await startSite();
  const changed = {
    TRUST_PROXY: "1",
    GITHUB_CLIENT_ID: "Iv1.later",
    GITHUB_CLIENT_SECRET: "set after start",
    OIDC_ISSUER: "https://sso.example.test",
    OIDC_CLIENT_ID: "later",
    OIDC_CLIENT_SECRET: "set after start",
  };
  const before = Object.fromEntries(Object.keys(changed).map((name) => [name, Deno.env.get(name)]));
  try {
    for (const [name, value] of Object.entries(changed)) Deno.env.set(name, value);
    const home = await fetch(`${site.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
    await home.body?.cancel();
    assert.equal(home.headers.get("strict-transport-security"), null, "TRUST_PROXY set after start is not read");
    const login = await (await fetch(`${site.url}/admin/login`)).text();
    assert.doesNotMatch(login, /Sign in with/, "sign-in providers set after start are not read");
    for (const path of ["/api/auth/github/start", "/api/auth/oidc/start"]) {
      const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
      await response.body?.cancel();
      assert.equal(response.status, 404, path);
    }
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) Deno.env.delete(name);
      else Deno.env.set(name, value);
    }
    await site.close();
  }
});
