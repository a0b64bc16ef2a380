/**
 * `deno task start` runs the server under scripts/supervise.ts: a server
 * killed outright comes back on its own, and SIGTERM to the supervisor ends
 * both processes. Runs the exact command line of the start task.
 */
import assert from "node:assert/strict";
import { freePort, isAlive, PROJECT_ROOT as root, serverEnv, stopProcessTree } from "../support/process.ts";

/** The arguments after `deno` of the start task's server command (after the build that runs when stale). */
async function startTaskArgs(): Promise<string[]> {
  const config = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  const [build, serve] = (config.tasks.start as string).split("&&").map((part) => part.trim());
  assert.match(build, /scripts\/build\.ts --if-stale$/, "the start task builds first when the build is stale");
  const [command, ...args] = serve.split(/\s+/);
  assert.equal(command, "deno");
  assert.ok(args.includes("scripts/supervise.ts"), "the start task runs the supervisor");
  return args;
}

/** Collects a stream's text as it arrives. */
function collect(stream: ReadableStream<Uint8Array<ArrayBuffer>>): { text: () => string } {
  let text = "";
  (async () => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) text += chunk;
  })().catch(() => {});
  return { text: () => text };
}

async function waitFor<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function homeAnswers(port: number): Promise<true | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await response.body?.cancel();
    return response.status === 200 ? true : null;
  } catch {
    return null;
  }
}

Deno.test("supervisor: a killed server is started again, SIGTERM ends supervisor and server", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-supervise-" });
  const port = freePort();
  const supervisor = new Deno.Command(Deno.execPath(), {
    args: await startTaskArgs(),
    cwd: root,
    env: serverEnv(dir, port, { SEED_DEMO: "0", ADMIN_PASSWORD: "supervised server password", WEB_CONCURRENCY: "1" }),
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout = collect(supervisor.stdout);
  const stderr = collect(supervisor.stderr);
  const serverPids = () => [...stdout.text().matchAll(/server started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  try {
    await waitFor("the first start", () => homeAnswers(port), 120_000);
    const [first] = serverPids();
    assert.ok(first, stdout.text());

    Deno.kill(first, "SIGKILL");
    const second = await waitFor("a restarted server", () => serverPids()[1] ?? null, 120_000);
    assert.notEqual(second, first);
    await waitFor("the site to answer again", () => homeAnswers(port), 120_000);
    assert.match(stderr.text(), /server was killed by SIGKILL; restarting in 0\.5 s/);

    supervisor.kill("SIGTERM");
    const status = await supervisor.status;
    assert.equal(status.code, 0);
    assert.ok(!isAlive(second), "the server ends with its supervisor");
    assert.equal(await homeAnswers(port), null);
    assert.equal(serverPids().length, 2, "no restart after a stop signal");
  } finally {
    // A failure anywhere above must not leave a server behind: the supervisor, its servers and any it restarted.
    await stopProcessTree(supervisor, serverPids());
    await Deno.remove(dir, { recursive: true });
  }
});
