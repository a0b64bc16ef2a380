/**
 * Two server processes on one KV file: a menu change (and a redirect) written
 * through one is served by the other on its very next request, although the
 * other had the home page in its page cache. `CACHE_VERSION_CHECK_MS=0` makes
 * each request compare the shared content version, which every menu and
 * redirect write bumps.
 */
import assert from "node:assert/strict";
import { freePort, PROJECT_ROOT, serverEnv } from "../support/process.ts";
import { TEST_ADMIN } from "../support/site.ts";

function startServer(dir: string, port: number): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    cwd: PROJECT_ROOT,
    env: serverEnv(dir, port, {
      SEED_DEMO: "0",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      CACHE_VERSION_CHECK_MS: "0",
    }),
    stdout: "null",
    stderr: "null",
  }).spawn();
}

/** Waits until the server on `port` answers its home page. */
async function ready(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

async function home(port: number): Promise<{ text: string; cache: string | null }> {
  const response = await fetch(`http://127.0.0.1:${port}/`);
  return { text: await response.text(), cache: response.headers.get("x-cache") };
}

Deno.test("a menu change through one process is served by the other on its next request", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-menu-processes-" });
  const [portA, portB] = [freePort(), freePort()];
  const servers: Deno.ChildProcess[] = [];
  try {
    servers.push(startServer(dir, portA));
    await ready(portA);
    servers.push(startServer(dir, portB));
    await ready(portB);
    await home(portB);
    assert.equal((await home(portB)).cache, "HIT", "B serves its home page from its page cache");

    const login = await fetch(`http://127.0.0.1:${portA}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const { token } = await login.json();
    const write = (path: string, body: unknown) =>
      fetch(`http://127.0.0.1:${portA}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });

    const created = await write("/api/admin/menu", { label: "Menú compartido", url: "/compartido" });
    assert.equal(created.status, 201);
    await created.body?.cancel();

    const next = await home(portB);
    assert.match(next.text, /href="\/compartido"[^>]*>Menú compartido</, "B's next page shows the new entry");
    const { menu } = await (await fetch(`http://127.0.0.1:${portB}/api/menu`)).json();
    assert.deepEqual(menu.map((entry: { label: string }) => entry.label), ["Menú compartido"]);

    const redirect = await write("/api/admin/redirects", { from_path: "/compartido", to_path: "/" });
    assert.equal(redirect.status, 201);
    await redirect.body?.cancel();
    const moved = await fetch(`http://127.0.0.1:${portB}/compartido`, { redirect: "manual" });
    await moved.body?.cancel();
    assert.equal(moved.status, 301, "B follows the redirect written through A at once");
  } finally {
    for (const server of servers) {
      server.kill("SIGTERM");
      await server.status;
    }
    await Deno.remove(dir, { recursive: true });
  }
});
