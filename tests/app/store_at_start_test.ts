/**
 * main.ts checks the store at `KV_PATH` before serving: random bytes or
 * another program's SQLite database end the process with one line naming
 * `KV_PATH` and exit code 78, leaving the file as it was; a store of an
 * earlier version of the site (no marker) is served and gets the marker.
 * Runs main.ts as a real process on temp files.
 */
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { createPost } from "@/lib/db/posts.ts";
import { STORE_APP, STORE_MARKER_KEY, type StoreMarker } from "@/lib/db/store_check.ts";
import { STORE_REFUSED_EXIT_CODE } from "@/lib/process/exit_codes.ts";
import { freePort, PROJECT_ROOT as root, serverEnv } from "../support/process.ts";

/** Runs main.ts until it exits, or until it listens and `whileListening` is done; answers what it wrote. */
async function runMain(env: Record<string, string>, whileListening: () => Promise<void> = async () => {}) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "main.ts"],
    cwd: root,
    env: { ...env, SEED_DEMO: "0", ADMIN_PASSWORD: "store check password" },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let stdout = "";
  const stderr = new Response(child.stderr).text();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  while (!stdout.includes("listening on")) {
    const { value, done } = await reader.read();
    if (done) break;
    stdout += value;
  }
  const listening = stdout.includes("listening on");
  reader.releaseLock();
  await child.stdout.cancel().catch(() => {});
  try {
    if (listening) await whileListening();
  } finally {
    if (listening) child.kill("SIGTERM");
  }
  const status = await child.status;
  return { listening, status, stdout, stderr: await stderr };
}

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-store-start-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("main.ts refuses random bytes and another program's database at KV_PATH: one line, exit 78", () =>
  withDir(async (dir) => {
    const env = serverEnv(dir, freePort());
    const random = `${dir}/random.kv`;
    const shop = `${dir}/shop.sqlite`;
    await Deno.writeFile(random, crypto.getRandomValues(new Uint8Array(4096)));
    const db = new DatabaseSync(shop);
    db.exec("CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL); INSERT INTO orders (total) VALUES (12.5)");
    db.close();
    for (const path of [random, shop]) {
      const bytes = await Deno.readFile(path);
      const run = await runMain({ ...env, KV_PATH: path });
      assert.ok(!run.listening, `${path} was served`);
      assert.equal(run.status.code, STORE_REFUSED_EXIT_CODE, run.stderr);
      const lines = run.stderr.trim().split("\n");
      assert.equal(lines.length, 1, run.stderr);
      assert.ok(lines[0].startsWith(`The store at KV_PATH=${path} `), lines[0]);
      assert.match(lines[0], /point KV_PATH at this site's store, or move the file away/);
      assert.deepEqual(await Deno.readFile(path), bytes, "the file is left as it was");
    }
  }));

Deno.test("main.ts serves a store of an earlier version (no marker) and marks it", () =>
  withDir(async (dir) => {
    const port = freePort();
    const env = serverEnv(dir, port);
    const old = await Deno.openKv(env.KV_PATH);
    await createPost(old, { title: "Ropa vieja de siempre", status: "published" }, { id: "u", name: "Ana" });
    old.close();
    const run = await runMain(env, async () => {
      const list = await (await fetch(`http://127.0.0.1:${port}/api/posts`)).json();
      assert.deepEqual(list.posts.map((post: { title: string }) => post.title), ["Ropa vieja de siempre"]);
    });
    assert.ok(run.listening, run.stderr);
    const kv = await Deno.openKv(env.KV_PATH);
    try {
      assert.equal((await kv.get<StoreMarker>(STORE_MARKER_KEY)).value?.app, STORE_APP);
    } finally {
      kv.close();
    }
  }));
