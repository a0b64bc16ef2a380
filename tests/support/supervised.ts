/**
 * Runs the start task's supervisor (`scripts/supervise.ts`, exact command line from `deno.json`) as a child process
 * and reads its output: the server pids it logs, its pid file, its lines. Tests stop it with {@link
 * SupervisedSite.stopAll} in `finally`, which kills every process it started whatever state a failure left.
 */
import assert from "node:assert/strict";
import { PROJECT_ROOT as root, stopProcessTree } from "./process.ts";

/** The arguments after `deno` of the start task's server command (after the build that runs when stale). */
export async function startTaskArgs(): Promise<string[]> {
  const config = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  const [build, serve] = (config.tasks.start as string).split("&&").map((part) => part.trim());
  assert.match(build, /scripts\/build\.ts --if-stale$/, "the start task builds first when the build is stale");
  const [command, ...args] = serve.split(/\s+/);
  assert.equal(command, "deno");
  assert.ok(args.includes("scripts/supervise.ts"), "the start task runs the supervisor");
  return args;
}

/** Collects a stream's text as it arrives. */
export function collect(stream: ReadableStream<Uint8Array<ArrayBuffer>>): { text: () => string } {
  let text = "";
  (async () => {
    for await (const chunk of stream.pipeThrough(new TextDecoderStream())) text += chunk;
  })().catch(() => {});
  return { text: () => text };
}

/** Polls `probe` every 100 ms until it answers non-null; throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null> | T | null,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A running supervisor. */
export interface SupervisedSite {
  child: Deno.ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Every server pid the supervisor logged as started, in order. */
  serverPids: () => number[];
  /** Kills the supervisor and every server it started (SIGKILL); waits until none lives. */
  stopAll: () => Promise<void>;
}

/** Starts `deno <args>` (default: the start task's supervisor command) in the project with `env`. */
export async function startSupervisor(env: Record<string, string>, args?: string[]): Promise<SupervisedSite> {
  const child = new Deno.Command(Deno.execPath(), {
    args: args ?? await startTaskArgs(),
    cwd: root,
    env,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const stdout = collect(child.stdout);
  const stderr = collect(child.stderr);
  const serverPids = () => [...stdout.text().matchAll(/started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
  return {
    child,
    stdout: stdout.text,
    stderr: stderr.text,
    serverPids,
    stopAll: () => stopProcessTree(child, serverPids()),
  };
}
