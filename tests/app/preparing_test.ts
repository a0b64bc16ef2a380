/**
 * A first start serves no half-made site: while the start-up jobs run (here one held by the test before the demo
 * seed, `preparing/held_server.ts`) the server already answers, every page with a 503, `Retry-After` and a short
 * Spanish page under the site's security headers and CSP, the API with a JSON error, nothing cached (`/healthz` 200,
 * `/readyz` 503 naming the start-up jobs); it prints its address only once the demo content is in, and then serves
 * the site (`/readyz` 200).
 */
import assert from "node:assert/strict";
import { PREPARING_API_ERROR, PREPARING_RETRY_SECONDS } from "@/lib/http/preparing.ts";
import { freePort, PROJECT_ROOT, serverEnv, stopProcessTree } from "../support/process.ts";

/** Reads `child`'s output into `output.text` until it includes `line`. */
async function waitForLine(reader: ReadableStreamDefaultReader<string>, output: { text: string }, line: string) {
  while (!output.text.includes(line)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the server exited before printing "${line}":\n${output.text}`);
    output.text += value;
  }
}

Deno.test("first start: 503 'preparing' with Retry-After until the start-up jobs are done, then the site", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-preparing-" });
  const port = freePort();
  const site = `http://127.0.0.1:${port}`;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "tests/app/preparing/held_server.ts"],
    cwd: PROJECT_ROOT,
    env: serverEnv(dir, port, { ADMIN_PASSWORD: "preparing test password" }),
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  const output = { text: "" };
  try {
    await waitForLine(reader, output, "start-up held");

    for (const path of ["/", "/recetas", "/admin/login", "/rss.xml"]) {
      const page = await fetch(`${site}${path}`);
      const html = await page.text();
      assert.equal(page.status, 503, path);
      assert.equal(page.headers.get("retry-after"), String(PREPARING_RETRY_SECONDS), path);
      assert.equal(page.headers.get("cache-control"), "no-store", path);
      assert.match(page.headers.get("content-type") ?? "", /^text\/html/, path);
      assert.match(html, /<html lang="es">/);
      assert.match(html, /Estamos preparando el sitio…/);
      assert.doesNotMatch(html, /<script/, "no script needed");
      const csp = page.headers.get("content-security-policy") ?? "";
      assert.match(csp, /script-src 'self'/, path);
      assert.match(csp, /frame-ancestors 'self'/, path);
      assert.equal(page.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(page.headers.get("x-cache"), null, "not a page-cache answer");
    }
    const api = await fetch(`${site}/api/posts?limit=5`);
    assert.equal(api.status, 503);
    assert.equal(api.headers.get("retry-after"), String(PREPARING_RETRY_SECONDS));
    assert.deepEqual(await api.json(), { error: PREPARING_API_ERROR });
    const login = await fetch(`${site}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@recetascubanas.local", password: "preparing test password" }),
    });
    assert.equal(login.status, 503, "nobody signs in before the site is ready");
    await login.body?.cancel();
    const healthz = await fetch(`${site}/healthz`);
    assert.equal(healthz.status, 200, "alive while preparing");
    assert.equal(await healthz.text(), "ok");
    const readyz = await fetch(`${site}/readyz`);
    assert.equal(readyz.status, 503);
    assert.equal(readyz.headers.get("cache-control"), "no-store");
    assert.deepEqual(await readyz.json(), {
      ready: false,
      checks: { store: "start-up jobs", snapshot: "not built", media: "not checked" },
    });
    assert.doesNotMatch(output.text, /listening on|Demo content loaded/, "no address before the demo content");

    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode("go\n"));
    await writer.close();
    await waitForLine(reader, output, "listening on");
    assert.match(output.text, /Demo content loaded: \d+ posts[\s\S]*listening on http:\/\/127\.0\.0\.1:\d+\//);

    const home = await fetch(`${site}/`);
    const html = await home.text();
    assert.equal(home.status, 200);
    assert.equal(home.headers.get("retry-after"), null);
    assert.doesNotMatch(html, /Estamos preparando el sitio/);
    const ready = await fetch(`${site}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { ready: true, checks: { store: "ok", snapshot: "ok", media: "ok" } });
    const list = await (await fetch(`${site}/api/posts?limit=5`)).json();
    assert.ok(list.total >= 20, `demo posts published: ${list.total}`);
  } finally {
    reader.releaseLock();
    await child.stdout.cancel().catch(() => {});
    await stopProcessTree(child);
    await Deno.remove(dir, { recursive: true });
  }
});
