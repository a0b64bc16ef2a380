/**
 * Built once, the site needs no network: a copy of the project is built with a `DENO_DIR` of its own, which holds
 * the npm packages' files (linked from this machine's cache, to spare downloading them again) but none of the
 * registry information Deno reads when a package first loads; the build (`scripts/build.ts`) must fetch whatever a
 * server may load. Then the server starts in a network namespace with loopback only (`unshare -n`) and every kind
 * of page and endpoint is visited, every route pattern too (route modules load on first request in production),
 * single sign-on starts included. The server must answer them all without one attempt to download anything.
 */
import assert from "node:assert/strict";
import { PROJECT_ROOT } from "../support/process.ts";
import { copyProject } from "../support/project_copy.ts";
import type { Visit } from "./offline/visit.ts";

async function run(command: string, args: string[], options: Deno.CommandOptions = {}) {
  const output = await new Deno.Command(command, { args, stdout: "piped", stderr: "piped", ...options }).output();
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code: output.code, stdout: text(output.stdout), stderr: text(output.stderr) };
}

/** A `DENO_DIR` with the npm packages' files of this machine's cache and no registry information. */
async function packagesOnlyDenoDir(to: string): Promise<void> {
  const info = JSON.parse((await run(Deno.execPath(), ["info", "--json"])).stdout) as { npmCache: string };
  await Deno.mkdir(`${to}/npm`, { recursive: true });
  const linked = await run("cp", ["-al", `${info.npmCache}/registry.npmjs.org`, `${to}/npm/`]);
  if (linked.code !== 0) {
    const copied = await run("cp", ["-a", `${info.npmCache}/registry.npmjs.org`, `${to}/npm/`]);
    assert.equal(copied.code, 0, copied.stderr);
  }
  const removed = await run("find", [`${to}/npm`, "-name", "registry.json", "-delete"]);
  assert.equal(removed.code, 0, removed.stderr);
}

Deno.test("a built site serves every route with no network at all", async () => {
  const namespace = await run("unshare", ["-n", "true"]);
  assert.equal(namespace.code, 0, `this test needs network namespaces (root, unshare -n): ${namespace.stderr}`);
  const dir = await Deno.makeTempDir({ prefix: "recetas-offline-" });
  try {
    await copyProject(`${dir}/site`);
    await packagesOnlyDenoDir(`${dir}/deno`);
    const env = { DENO_DIR: `${dir}/deno`, NO_COLOR: "1" };
    const build = await run(Deno.execPath(), ["run", "--allow-all", "scripts/build.ts"], { cwd: `${dir}/site`, env });
    assert.equal(build.code, 0, build.stderr);

    const visitor = `${PROJECT_ROOT}/tests/app/offline/visit.ts`;
    const offline = await run("unshare", [
      "-n",
      "sh",
      "-c",
      `ip link set lo up && exec "$0" run --no-config --allow-all "$1" "$2"`,
      Deno.execPath(),
      visitor,
      `${dir}/site`,
    ], { env });
    assert.equal(offline.code, 0, offline.stderr);
    const { visits, log, error } = JSON.parse(offline.stdout) as { visits: Visit[]; log: string; error: string | null };
    assert.equal(error, null, `${error}\n${log}`);
    const downloads = log.split("\n").filter((line) => /Download https?:\/\//.test(line));
    assert.deepEqual(downloads, [], `the server tried to download code:\n${log}`);
    const of = (what: string) => visits.filter((v) => v.what === what);
    for (
      const what of [
        "home page",
        "start script",
        "island chunk",
        "stylesheet",
        "static file",
        "sitemap",
        "sitemap page",
        "feed",
      ]
    ) {
      assert.equal(of(what)[0]?.status, 200, what);
    }
    assert.ok(of("public page").length >= 5, "the sitemap lists posts and categories");
    for (const page of of("public page")) assert.equal(page.status, 200, page.path);
    assert.equal(of("search")[0].status, 200);
    assert.equal(of("public not found")[0].status, 404);
    assert.equal(of("admin sign-in page")[0].status, 200);
    assert.equal(of("password sign-in")[0].status, 200);
    const oidc = of("OpenID Connect start")[0];
    assert.equal(oidc.status, 302, "OpenID Connect sign-in starts");
    assert.match(oidc.location!, /^http:\/\/127\.0\.0\.1:\d+\/authorize\?/);
    const github = of("GitHub start")[0];
    assert.equal(github.status, 302, "GitHub sign-in starts");
    assert.match(github.location!, /^http:\/\/127\.0\.0\.1:\d+\/github\/login\/oauth\/authorize\?/);
    const routes = of("route");
    assert.ok(routes.length > 50, "every route pattern is visited");
    for (const route of routes) assert.ok(route.status < 500, `${route.path} answered ${route.status}`);
    assert.doesNotMatch(log, /Internal Server Error|Uncaught|error: /i, log);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
