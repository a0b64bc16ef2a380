/**
 * The start command on an empty store: an admin is created with a random
 * password printed once, the demo content is loaded, and the site answers.
 * Runs main.ts as a real process on a temp KV file.
 */
import assert from "node:assert/strict";
import { freePort, PROJECT_ROOT as root, serverEnv } from "../support/process.ts";

async function startMain(dir: string, port: number) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    cwd: root,
    env: serverEnv(dir, port),
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let output = "";
  while (!output.includes("listening on")) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`main.ts exited early:\n${output}`);
    output += value;
  }
  reader.releaseLock();
  child.stdout.cancel().catch(() => {});
  return { child, output };
}

Deno.test("first start: random admin password printed once, demo content served, second start quiet", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-main-" });
  try {
    const port = freePort();
    const first = await startMain(dir, port);
    try {
      const password = first.output.match(/password: +(\S+)/)?.[1];
      assert.ok(password, `password printed:\n${first.output}`);
      assert.match(first.output, /Demo content loaded: \d+ posts, \d+ categories\./);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "admin@recetascubanas.local", password }),
      });
      assert.equal(login.status, 200);
      await login.body?.cancel();
      const list = await (await fetch(`http://127.0.0.1:${port}/api/posts?limit=5`)).json();
      assert.ok(list.total >= 20, `demo posts published: ${list.total}`);
    } finally {
      first.child.kill("SIGTERM");
      await first.child.status;
    }
    const second = await startMain(dir, port);
    try {
      assert.ok(!/password:/.test(second.output), "the password is printed only on the first start");
      assert.ok(!/Demo content loaded/.test(second.output), "demo content is loaded only once");
    } finally {
      second.child.kill("SIGTERM");
      await second.child.status;
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
