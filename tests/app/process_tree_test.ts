/**
 * Tests that start processes stop all of them, even after a failure: killing only the process a test spawned
 * leaves what that process started running (a supervisor's servers), so `stopProcessTree` stops the whole tree.
 */
import assert from "node:assert/strict";
import { descendantPids, isAlive, stopProcessTree } from "../support/process.ts";

/** A shell that starts two long sleeps; resolves once both run. */
async function shellWithChildren(): Promise<{ shell: Deno.ChildProcess; sleeps: number[] }> {
  const shell = new Deno.Command("sh", { args: ["-c", "sleep 300 & sleep 300 & wait"] }).spawn();
  let sleeps: number[] = [];
  while (sleeps.length < 2) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    sleeps = descendantPids(shell.pid);
  }
  return { shell, sleeps };
}

Deno.test("stopProcessTree ends a process and every process it started", async () => {
  const { shell, sleeps } = await shellWithChildren();
  await stopProcessTree(shell);
  assert.deepEqual(sleeps.filter(isAlive), []);
});

Deno.test("killing only the spawned process leaves its children running", async () => {
  const { shell, sleeps } = await shellWithChildren();
  shell.kill("SIGKILL");
  await shell.status;
  try {
    assert.deepEqual(sleeps.filter(isAlive), sleeps, "the children outlive their parent");
  } finally {
    for (const pid of sleeps) Deno.kill(pid, "SIGKILL");
    while (sleeps.some(isAlive)) await new Promise((resolve) => setTimeout(resolve, 10));
  }
});
