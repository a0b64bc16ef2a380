import assert from "node:assert/strict";
import { startSite, TEST_ADMIN } from "../support/site.ts";
import { cliHome } from "./cli_runner.ts";

Deno.test("login keeps a token per site (0600), whoami uses it, logout revokes it", async () => {
  const site = await startSite();
  const cli = await cliHome();
  try {
    const login = await cli.run(["login", "--url", site.url], {
      env: { RECIPES_EMAIL: TEST_ADMIN.email, RECIPES_PASSWORD: TEST_ADMIN.password },
    });
    assert.deepEqual(login.code, 0, login.stderr);
    assert.ok(login.stdout.includes(`Signed in to ${site.url} as ${TEST_ADMIN.email}`), login.stdout);
    const path = `${cli.configDir}/recipes/credentials.json`;
    assert.deepEqual((await Deno.stat(path)).mode! & 0o777, 0o600);
    const file = JSON.parse(await Deno.readTextFile(path));
    assert.deepEqual(file.default_url, site.url);
    const stored = file.sites[site.url];
    assert.deepEqual(stored.email, TEST_ADMIN.email);

    // Only the API token is left: the sign-in session was revoked.
    const tokens = await fetch(`${site.url}/api/auth/tokens`, { headers: { Authorization: `Bearer ${stored.token}` } });
    const list = (await tokens.json()).tokens as { id: string; kind?: string }[];
    assert.deepEqual(list.map((t) => t.id), [stored.token_id]);

    const whoami = await cli.json<{ user: { email: string; role: string } }>(["whoami"]);
    assert.deepEqual(whoami.code, 0);
    assert.deepEqual(whoami.user.email, TEST_ADMIN.email);
    assert.deepEqual(whoami.user.role, "admin");

    const logout = await cli.run(["logout"]);
    assert.deepEqual(logout.code, 0, logout.stderr);
    const after = await fetch(`${site.url}/api/auth/me`, { headers: { Authorization: `Bearer ${stored.token}` } });
    assert.deepEqual(after.status, 401);
    await after.body?.cancel();
    const again = await cli.run(["whoami", "--url", site.url]);
    assert.deepEqual(again.code, 2);
    assert.match(again.stderr, /Not signed in/);
  } finally {
    await cli.close();
    await site.close();
  }
});

Deno.test("login reads email and password from stdin lines; a wrong password fails with exit 1", async () => {
  const site = await startSite();
  const cli = await cliHome({ RECIPES_URL: site.url });
  try {
    const wrong = await cli.run(["login"], { stdin: `${TEST_ADMIN.email}\nnot the password\n` });
    assert.deepEqual(wrong.code, 1);
    assert.match(wrong.stderr, /error: /);
    const ok = await cli.run(["login", "--json"], { stdin: `${TEST_ADMIN.email}\n${TEST_ADMIN.password}\n` });
    assert.deepEqual(ok.code, 0, ok.stderr);
    assert.deepEqual(JSON.parse(ok.stdout).user.email, TEST_ADMIN.email);
  } finally {
    await cli.close();
    await site.close();
  }
});

Deno.test("RECIPES_TOKEN overrides the stored token; usage errors exit 2", async () => {
  const site = await startSite();
  const cli = await cliHome({ RECIPES_URL: site.url, RECIPES_TOKEN: "not-a-token" });
  try {
    const bad = await cli.run(["whoami"]);
    assert.deepEqual(bad.code, 1);
    assert.ok(bad.stderr.includes("recipes login"), bad.stderr);
    const unknown = await cli.run(["no-such-command"]);
    assert.deepEqual(unknown.code, 2);
    const missing = await cli.run(["login"], { env: { RECIPES_TOKEN: "" } });
    assert.deepEqual(missing.code, 2);
    assert.ok(!missing.stdout.includes("\x1b["), "no colours without a terminal");
  } finally {
    await cli.close();
    await site.close();
  }
});
