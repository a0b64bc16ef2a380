/**
 * A serving process loads every route module once it listens, without a request asking for them: after a
 * `git pull` on the server (upgrades are pull → build → HUP), the old process keeps answering with the route files
 * of its own start. The server runs in a copy of the project whose `GET /api/menu` module marks a file when it
 * loads; the test never requests it before rewriting it, then checks the old module answers.
 */
import assert from "node:assert/strict";
import { freePort, PROJECT_ROOT, serverEnv, stopProcessTree } from "../support/process.ts";
import { copyProject } from "../support/project_copy.ts";
import { collect, waitFor } from "../support/supervised.ts";

const MENU_ROUTE = "routes/api/menu.ts";
const NEWER_MENU = "export const handler = { GET: () => Response.json({ newer: true }) };\n";

Deno.test("a listening server has loaded every route module: a newer route file pulled later is never loaded", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-route-loading-" });
  const site = `${dir}/site`;
  await copyProject(site);
  for (const shared of ["node_modules", "_build"]) await Deno.symlink(`${PROJECT_ROOT}/${shared}`, `${site}/${shared}`);
  const marker = `${dir}/menu-loaded`;
  const menu = await Deno.readTextFile(`${site}/${MENU_ROUTE}`);
  await Deno.writeTextFile(
    `${site}/${MENU_ROUTE}`,
    `${menu}\nDeno.writeTextFileSync(${JSON.stringify(marker)}, "");\n`,
  );
  const port = freePort();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    cwd: site,
    env: serverEnv(dir, port, { SEED_DEMO: "0", ADMIN_PASSWORD: "route loading password" }),
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout = collect(child.stdout);
  const stderr = collect(child.stderr);
  try {
    await waitFor("the server to listen", () => /listening on/.test(stdout.text()) ? true : null, 120_000);
    const loaded = () => Deno.stat(marker).then(() => true, () => null);
    await waitFor("the menu route to load without a request", loaded, 60_000);
    await Deno.writeTextFile(`${site}/${MENU_ROUTE}`, NEWER_MENU);
    const response = await fetch(`http://127.0.0.1:${port}/api/menu`);
    assert.equal(response.status, 200, stderr.text());
    const body = await response.json();
    assert.ok(Array.isArray(body.menu), `the module of the start answers, not the newer file: ${JSON.stringify(body)}`);
  } finally {
    await stopProcessTree(child);
    await Deno.remove(dir, { recursive: true });
  }
});
