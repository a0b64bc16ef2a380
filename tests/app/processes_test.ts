/**
 * Several server processes on one KV file: a write through one process shows
 * through another once its page cache checks the content version again
 * (`CACHE_VERSION_CHECK_MS`), and the supervisor runs `WEB_CONCURRENCY`
 * servers sharing one port.
 */
import assert from "node:assert/strict";
import { fromFileUrl } from "@/lib/fresh/paths.ts";
import { ensureTestBuild } from "../support/build.ts";

// The server processes serve `_build/`.
await ensureTestBuild();

const root = fromFileUrl(new URL("../../", import.meta.url));
const PASSWORD = "several processes password";

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function startServer(args: string[], dir: string, port: number, env: Record<string, string> = {}) {
  return new Deno.Command(Deno.execPath(), {
    args,
    cwd: root,
    env: {
      KV_PATH: `${dir}/store.kv`,
      MEDIA_DIR: `${dir}/media`,
      PORT: String(port),
      PID_FILE: `${dir}/recetas.pid`,
      SEED_DEMO: "0",
      ADMIN_EMAIL: "admin@example.test",
      ADMIN_PASSWORD: PASSWORD,
      CACHE_VERSION_CHECK_MS: "250",
      NO_COLOR: "1",
      ...env,
    },
    stdout: "piped",
    stderr: "null",
  }).spawn();
}

async function page(port: number, path = "/"): Promise<{ text: string; cache: string | null; status: number }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return { text: await res.text(), cache: res.headers.get("x-cache"), status: res.status };
}

/** True once the server on `port` serves the site (it answers 503 while it prepares it). */
const serving = (port: number) => page(port).then((answer) => answer.status === 200 || null);

const SERVER_ARGS = ["run", "--allow-all", "main.ts"];

Deno.test("a post written through one process shows on another process's cached page", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-processes-" });
  const [portA, portB] = [freePort(), freePort()];
  const a = startServer(SERVER_ARGS, dir, portA);
  let b: Deno.ChildProcess | null = null;
  try {
    await until("server A", () => serving(portA));
    b = startServer(SERVER_ARGS, dir, portB);
    await until("server B", () => serving(portB));
    assert.equal((await page(portB)).cache, "HIT", "B serves its home page from its cache");

    const login = await fetch(`http://127.0.0.1:${portA}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@example.test", password: PASSWORD }),
    });
    const { token } = await login.json();
    const created = await fetch(`http://127.0.0.1:${portA}/api/posts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: "Tamal en cazuela compartido", status: "published" }),
    });
    assert.equal(created.status, 201);
    await created.body?.cancel();

    assert.match((await page(portA)).text, /Tamal en cazuela compartido/, "the writing process sees it at once");
    const seen = await until("the post on B", async () => {
      const { text } = await page(portB);
      return text.includes("Tamal en cazuela compartido") ? true : null;
    });
    assert.equal(seen, true);
    assert.match((await page(portB, "/search?q=tamal")).text, /Tamal en cazuela compartido/);

    // B's search index is of the version it last saw: a post written through A, found only by an ingredient, is
    // found by B's search once B's version check (CACHE_VERSION_CHECK_MS) sees A's write.
    const withIngredient = await fetch(`http://127.0.0.1:${portA}/api/posts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: "Pan de campo", ingredients: ["harina", "alcaravea"], status: "published" }),
    });
    assert.equal(withIngredient.status, 201);
    await withIngredient.body?.cancel();
    const searched = await until("the ingredient search on B", async () => {
      const { text } = await page(portB, "/search?q=alcaravea");
      return text.includes("Pan de campo") ? true : null;
    });
    assert.equal(searched, true);
  } finally {
    for (const server of [a, b]) {
      if (!server) continue;
      server.kill("SIGTERM");
      await server.stdout.cancel();
      await server.status;
    }
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the supervisor runs WEB_CONCURRENCY servers on one port", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-processes-" });
  const port = freePort();
  const supervisor = startServer(
    [
      "run",
      "--allow-run",
      "--allow-read",
      "--allow-write",
      "--allow-env",
      "--allow-net=127.0.0.1",
      "scripts/supervise.ts",
      ...SERVER_ARGS,
    ],
    dir,
    port,
    { WEB_CONCURRENCY: "2" },
  );
  let output = "";
  const reading = (async () => {
    for await (const chunk of supervisor.stdout.pipeThrough(new TextDecoderStream())) output += chunk;
  })();
  try {
    const pids = await until("two servers listening", () => {
      const started = [...output.matchAll(/server \d\/2 started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
      const listening = output.match(/listening on/g)?.length ?? 0;
      return Promise.resolve(started.length === 2 && listening === 2 ? started : null);
    });
    assert.equal(new Set(pids).size, 2);
    for (let i = 0; i < 4; i++) {
      assert.equal((await fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())).length > 0, true);
    }
  } finally {
    supervisor.kill("SIGTERM");
    assert.equal((await supervisor.status).code, 0);
    await reading;
    await Deno.remove(dir, { recursive: true });
  }
});
