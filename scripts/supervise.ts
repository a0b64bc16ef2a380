/**
 * Keeps the server up: runs `deno <args>` (e.g. `run … main.ts`) and starts it
 * again when it crashes, waiting 0.5 s doubling to 10 s between quick crashes
 * (the wait starts over after 60 s up). Each restart logs why the server
 * ended (exit code or signal). SIGINT and SIGTERM are passed on to the server
 * and end both; a server that exits with code 0 is not restarted.
 *
 * Usage: deno run --allow-run --allow-read --allow-env scripts/supervise.ts run [flags] main.ts
 */
import { RestartBackoff } from "../lib/process/restart_backoff.ts";

const STOP_SIGNALS = ["SIGINT", "SIGTERM"] as const;

if (Deno.args.length === 0) {
  console.error("usage: supervise.ts <deno arguments that start the server>");
  Deno.exit(2);
}

let stopping = false;
let server: Deno.ChildProcess | null = null;
let wakeUp: () => void = () => {};

for (const signal of STOP_SIGNALS) {
  Deno.addSignalListener(signal, () => {
    stopping = true;
    try {
      server?.kill(signal);
    } catch {
      // The server has already exited.
    }
    wakeUp();
  });
}

/** Waits `ms`, or less when a stop signal arrives. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    wakeUp = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

const backoff = new RestartBackoff();
let exitCode = 0;
while (!stopping) {
  const startedAt = Date.now();
  server = new Deno.Command(Deno.execPath(), { args: Deno.args }).spawn();
  console.log(`Supervisor: server started (pid ${server.pid})`);
  const status = await server.status;
  server = null;
  exitCode = status.code;
  if (stopping || status.success) break;
  const why = status.signal ? `was killed by ${status.signal}` : `exited with code ${status.code}`;
  const delay = backoff.next(Date.now() - startedAt);
  console.error(`Supervisor: server ${why}; restarting in ${delay / 1000} s`);
  await pause(delay);
}
Deno.exit(stopping ? 0 : exitCode);
