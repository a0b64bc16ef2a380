/**
 * Keeps the server up: runs `WEB_CONCURRENCY` copies of `deno <args>` (e.g.
 * `run … main.ts`; default one per CPU core), which share the port
 * (`reusePort`) and the KV file, and starts each again when it crashes,
 * waiting 0.5 s doubling to 10 s between quick crashes (the wait starts over
 * after 60 s up). Each restart logs why the server ended (exit code or
 * signal). SIGINT and SIGTERM are passed on to the servers and end all; a
 * server that exits with code 0 is not restarted. A server that exits with
 * code 78 (the store at `KV_PATH` cannot be used, see `lib/db/store_check.ts`)
 * ends them all: the supervisor says why and exits with 78 instead of looping. A bad setting (`lib/config.ts`)
 * stops it before any server starts, with one line naming the variable and code 78.
 *
 * Usage: deno run --allow-run --allow-read --allow-env scripts/supervise.ts run [flags] main.ts
 */
import { RestartBackoff } from "../lib/process/restart_backoff.ts";
import { readConfigOrExit } from "../lib/config.ts";
import { configureProcessLogging } from "../lib/process/log.ts";
import { STORE_REFUSED_EXIT_CODE } from "../lib/process/exit_codes.ts";

const STOP_SIGNALS = ["SIGINT", "SIGTERM"] as const;

if (Deno.args.length === 0) {
  console.error("usage: supervise.ts <deno arguments that start the server>");
  Deno.exit(2);
}

let stopping = false;
/** Set when a server refused the store: every server ends and the supervisor exits with that code. */
let fatal = false;
const servers = new Set<Deno.ChildProcess>();
const wakeUps = new Set<() => void>();

/** Ends every server with `signal` and wakes the loops waiting to restart one. */
function stopAll(signal: Deno.Signal): void {
  stopping = true;
  for (const server of servers) {
    try {
      server.kill(signal);
    } catch {
      // The server has already exited.
    }
  }
  for (const wakeUp of wakeUps) wakeUp();
}

for (const signal of STOP_SIGNALS) Deno.addSignalListener(signal, () => stopAll(signal));

/** Waits `ms`, or less when a stop signal arrives. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wakeUp = () => {
      clearTimeout(timer);
      wakeUps.delete(wakeUp);
      resolve();
    };
    const timer = setTimeout(wakeUp, ms);
    wakeUps.add(wakeUp);
  });
}

/** Runs one server until a stop signal or a clean exit; returns its last exit code. */
async function supervise(worker: number, of: number): Promise<number> {
  const backoff = new RestartBackoff();
  const name = of > 1 ? `server ${worker + 1}/${of}` : "server";
  let exitCode = 0;
  while (!stopping) {
    const startedAt = Date.now();
    const server = new Deno.Command(Deno.execPath(), { args: Deno.args }).spawn();
    servers.add(server);
    console.log(`Supervisor: ${name} started (pid ${server.pid})`);
    const status = await server.status;
    servers.delete(server);
    exitCode = status.code;
    if (stopping || status.success) break;
    if (status.code === STORE_REFUSED_EXIT_CODE) {
      console.error(
        `Supervisor: ${name} exited with code ${status.code}: the store at KV_PATH cannot be used (see the line above); ` +
          "stopping instead of restarting",
      );
      fatal = true;
      stopAll("SIGTERM");
      break;
    }
    const why = status.signal ? `was killed by ${status.signal}` : `exited with code ${status.code}`;
    const delay = backoff.next(Date.now() - startedAt);
    console.error(`Supervisor: ${name} ${why}; restarting in ${delay / 1000} s`);
    await pause(delay);
  }
  return exitCode;
}

// The whole configuration is checked here too: a bad value stops before any server starts.
const config = readConfigOrExit();
// LOG_FORMAT=json: the supervisor's lines are JSON objects too (the servers print their own).
configureProcessLogging(config.log.format);
const count = config.webConcurrency;
const codes = await Promise.all(Array.from({ length: count }, (_, i) => supervise(i, count)));
Deno.exit(fatal ? STORE_REFUSED_EXIT_CODE : stopping ? 0 : codes.find((code) => code !== 0) ?? 0);
