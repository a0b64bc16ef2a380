/**
 * The unit's sandbox (`ProtectSystem=strict`) leaves the code folder read-only: the unit's own ExecStart command (the
 * supervisor and its server), with the example environment file's settings, must start and serve from a checkout
 * that cannot be written, with only its data folders writable. The checkout is made read-only by a read-only bind mount in a mount namespace of the test's own
 * (`unshare -m`, which needs root), so nothing changes for the other processes of the machine.
 */
import assert from "node:assert/strict";
import { freePort, PROJECT_ROOT, stopProcessTree } from "../support/process.ts";

const INSTALL_DIR = "/opt/recetas-cubanas";

/** The unit's ExecStart, with the install path read as this checkout's. */
async function unitCommand(checkout: string): Promise<string[]> {
  const unit = await Deno.readTextFile(`${PROJECT_ROOT}deploy/recetas-cubanas.service`);
  const line = unit.match(/^ExecStart=(.+)$/m)?.[1];
  assert.ok(line, "the unit has an ExecStart");
  return line.replaceAll(INSTALL_DIR, checkout).split(/\s+/);
}

/**
 * The example environment file's settings (`deploy/recetas-cubanas.env.example`), with its data folders moved into
 * `dir` and the port `port`, one server: the service's own configuration, on this machine.
 */
async function exampleEnv(dir: string, port: number): Promise<Record<string, string>> {
  const example = await Deno.readTextFile(`${PROJECT_ROOT}deploy/recetas-cubanas.env.example`);
  const env: Record<string, string> = {};
  for (const [, name, value] of example.matchAll(/^([A-Z_]+)=(.*)$/gm)) {
    env[name] = value.replace(/^\/var\/lib\/recetas-cubanas\/|^\/run\/recetas-cubanas\//, `${dir}/`);
  }
  assert.equal(env.KV_PATH, `${dir}/recetas.kv`);
  return { ...env, PORT: String(port), WEB_CONCURRENCY: "1", NO_COLOR: "1" };
}

async function answers(url: string): Promise<number | null> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

Deno.test("the unit's command serves from a read-only checkout, writing only its data folder", async () => {
  const namespace = await new Deno.Command("unshare", { args: ["-m", "true"], stderr: "piped" }).output();
  assert.equal(namespace.code, 0, `this test needs mount namespaces (root, unshare -m)`);
  const checkout = PROJECT_ROOT.replace(/\/$/, "");
  const dir = await Deno.makeTempDir({ prefix: "recetas-readonly-" });
  const port = freePort();
  const script = [
    'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" || exit 1',
    'if touch "$0/.write-probe" 2>/dev/null; then rm -f "$0/.write-probe"; echo "still writable" >&2; exit 1; fi',
    'cd "$0" && exec "$@"',
  ].join("\n");
  const child = new Deno.Command("unshare", {
    args: ["-m", "--propagation", "private", "sh", "-c", script, checkout, ...await unitCommand(checkout)],
    env: await exampleEnv(dir, port),
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let log = "";
  const decoder = new TextDecoder();
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) log += decoder.decode(chunk);
  };
  const reading = Promise.all([collect(child.stdout), collect(child.stderr)]).catch(() => {});
  let exited = false;
  child.status.then(() => exited = true);
  try {
    const deadline = Date.now() + 60_000;
    let status: number | null = null;
    while (status !== 200) {
      assert.ok(!exited, `the server exited:\n${log}`);
      assert.ok(Date.now() < deadline, `no answer from the server:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = await answers(`http://127.0.0.1:${port}/`);
    }
    assert.equal(await answers(`http://127.0.0.1:${port}/admin/login`), 200);
    assert.equal(await answers(`http://127.0.0.1:${port}/robots.txt`), 200);
    assert.ok((await Deno.stat(`${dir}/recetas.kv`)).isFile, "the store is written in the data folder");
  } finally {
    await stopProcessTree(child);
    await reading;
    await Deno.remove(dir, { recursive: true });
  }
});
