/**
 * `deno task start` runs the server under scripts/supervise.ts: a server
 * killed outright comes back on its own, and SIGTERM to the supervisor ends
 * both processes; a server refusing its store stops the supervisor instead of
 * being restarted. Runs the exact command line of the start task.
 */
import assert from "node:assert/strict";
import { STORE_REFUSED_EXIT_CODE } from "@/lib/process/exit_codes.ts";
import { freePort, isAlive, PROJECT_ROOT as root, serverEnv, stopProcessTree } from "../support/process.ts";
import { collect, startTaskArgs, waitFor } from "../support/supervised.ts";

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

Deno.test("supervisor: a server refusing its store (random bytes at KV_PATH) stops it instead of a restart loop", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-supervise-" });
  const env = serverEnv(dir, freePort(), { WEB_CONCURRENCY: "2" });
  await Deno.writeFile(env.KV_PATH, crypto.getRandomValues(new Uint8Array(8192)));
  const supervisor = new Deno.Command(Deno.execPath(), {
    args: await startTaskArgs(),
    cwd: root,
    env,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout = collect(supervisor.stdout);
  const stderr = collect(supervisor.stderr);
  const pids = () => [...stdout.text().matchAll(/started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  try {
    // Ends on its own; a supervisor that restarts instead is caught by its third start.
    let exited: Deno.CommandStatus | null = null;
    supervisor.status.then((status) => exited = status);
    const ended = await waitFor(
      "the supervisor to end or restart a server",
      () => exited ?? (pids().length > 2 ? "restarted" : null),
      120_000,
    );
    assert.notEqual(ended, "restarted", `the servers were restarted:\n${stderr.text()}`);
    assert.equal((await supervisor.status).code, STORE_REFUSED_EXIT_CODE);
    assert.equal(pids().length, 2, "each server started once");
    const lines = stderr.text().trim().split("\n");
    const refusals = lines.filter((line) =>
      line.startsWith(`The store at KV_PATH=${env.KV_PATH} is not a Deno KV store`)
    );
    assert.ok(refusals.length >= 1, stderr.text());
    assert.match(lines.join("\n"), /Supervisor: server \d\/2 exited with code 78: the store at KV_PATH cannot be used/);
    assert.ok(!/restarting in/.test(stderr.text()), stderr.text());
    assert.ok(!/\bat (file|ext):/.test(stderr.text()), "no stack trace");
  } finally {
    await stopProcessTree(supervisor, pids());
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a bad setting stops the start: one line naming the variable, exit 78, no server started", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-supervise-" });
  const port = freePort();
  try {
    for (
      const [args, env] of [
        [await startTaskArgs(), { PAGE_CACHE_MB: "lots" }],
        [["run", "--allow-all", "main.ts"], { TRUST_PROXY: "everyone" }],
      ] as const
    ) {
      const child = new Deno.Command(Deno.execPath(), {
        args: [...args],
        cwd: root,
        env: serverEnv(dir, port, env),
        stdout: "piped",
        stderr: "piped",
      }).spawn();
      try {
        const { code, stdout, stderr } = await child.output();
        const [name] = Object.keys(env);
        const errors = new TextDecoder().decode(stderr).trim();
        assert.equal(code, STORE_REFUSED_EXIT_CODE, errors);
        assert.equal(errors.split("\n").length, 1, errors);
        assert.match(errors, new RegExp(`^Configuration error: ${name} must be `));
        assert.doesNotMatch(new TextDecoder().decode(stdout), /started \(pid|listening on/);
      } finally {
        await stopProcessTree(child);
      }
      assert.equal(await homeAnswers(port), null, "nothing listens");
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
