/**
 * Two server processes on one KV file: a settings save and a category-base change made through one process
 * are served by the other on its very next request, although the other held the old page and settings in
 * its caches. `CACHE_VERSION_CHECK_MS=0` makes "next request" exact: the other process checks the content
 * version on every request (with the default 250 ms it would see the change within that interval).
 */
import assert from "node:assert/strict";
import { freePort, PROJECT_ROOT, serverEnv } from "../support/process.ts";

const PASSWORD = "two processes password";

function startServer(dir: string, port: number): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    cwd: PROJECT_ROOT,
    env: serverEnv(dir, port, {
      SEED_DEMO: "0",
      ADMIN_EMAIL: "admin@example.test",
      ADMIN_PASSWORD: PASSWORD,
      CACHE_VERSION_CHECK_MS: "0",
    }),
    stdout: "null",
    stderr: "null",
  }).spawn();
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function get(port: number, path: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" });
  return {
    status: response.status,
    text: await response.text(),
    cache: response.headers.get("x-cache"),
    location: response.headers.get("location"),
  };
}

Deno.test("a settings change made through one process is served by the other on its next request", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-settings-processes-" });
  const [portA, portB] = [freePort(), freePort()];
  const a = startServer(dir, portA);
  let b: Deno.ChildProcess | null = null;
  try {
    await until("server A", async () => (await get(portA, "/")).status === 200);
    b = startServer(dir, portB);
    await until("server B", async () => (await get(portB, "/")).status === 200);

    const login = await fetch(`http://127.0.0.1:${portA}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@example.test", password: PASSWORD }),
    });
    const { token } = await login.json();
    const send = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`http://127.0.0.1:${portA}${path}`, {
        method,
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`);
      return await response.json();
    };
    await send("POST", "/api/admin/categories", { name: "Postres", slug: "postres" });

    // B holds the home page, the category page and the settings in its caches.
    for (const path of ["/", "/categoria/postres", "/api/settings"]) await get(portB, path);
    assert.equal((await get(portB, "/")).cache, "HIT");
    assert.equal((await get(portB, "/categoria/postres")).cache, "HIT");
    assert.equal(JSON.parse((await get(portB, "/api/settings")).text).settings.site_name, "Recetas Cubanas");

    await send("PUT", "/api/settings", { site_name: "Sazón Compartida" });
    const home = await get(portB, "/");
    assert.match(home.text, /Sazón Compartida/, "B's next page shows the new name");
    assert.equal(JSON.parse((await get(portB, "/api/settings")).text).settings.site_name, "Sazón Compartida");

    await send("PUT", "/api/settings", { category_base: "recetas" });
    const old = await get(portB, "/categoria/postres");
    assert.equal(old.status, 301, "B's next request for the old address redirects");
    assert.equal(new URL(old.location!, `http://127.0.0.1:${portB}`).pathname, "/recetas/postres");
    assert.equal((await get(portB, "/recetas/postres")).status, 200);
  } finally {
    for (const server of [a, b]) {
      if (!server) continue;
      server.kill("SIGTERM");
      await server.status;
    }
    await Deno.remove(dir, { recursive: true });
  }
});
