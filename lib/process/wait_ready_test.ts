import assert from "node:assert/strict";
import { waitUntilReady } from "./wait_ready.ts";

/** A loopback server whose `/readyz` answers `status()`. */
function readyzServer(status: () => number) {
  return Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () => new Response("{}", { status: status() }));
}

const port = (server: Deno.HttpServer) => (server.addr as Deno.NetAddr).port;
const never = new Promise<Deno.CommandStatus>(() => {});

Deno.test("wait ready: polls /readyz until it answers 200", async () => {
  let asked = 0;
  const server = readyzServer(() => ++asked < 3 ? 503 : 200);
  try {
    const outcome = await waitUntilReady({
      healthPort: Promise.resolve(port(server)),
      exited: never,
      timeoutMs: 60_000,
    });
    assert.deepEqual(outcome, { ready: true });
    assert.equal(asked, 3);
  } finally {
    await server.shutdown();
  }
});

Deno.test("wait ready: a server that exits is not ready, with its exit status", async () => {
  const outcome = await waitUntilReady({
    healthPort: new Promise<number>(() => {}),
    exited: Promise.resolve({ success: false, code: 1, signal: null }),
    timeoutMs: 60_000,
  });
  assert.deepEqual(outcome, { ready: false, reason: "it exited (code 1)" });
});

Deno.test("wait ready: past the bound, the last answer says why", async () => {
  const server = readyzServer(() => 503);
  try {
    const outcome = await waitUntilReady({ healthPort: Promise.resolve(port(server)), exited: never, timeoutMs: 300 });
    assert.equal(outcome.ready, false);
    assert.match(outcome.ready ? "" : outcome.reason, /^not ready after 0\.3 s \(\/readyz 503 \{\}\)$/);
  } finally {
    await server.shutdown();
  }
});
