/**
 * Keeps the server up: runs `WEB_CONCURRENCY` copies of `deno <args>` (e.g.
 * `run … main.ts`; default one per CPU core), which share the port
 * (`reusePort`) and the KV file, and starts each again when it crashes,
 * waiting 0.5 s doubling to 10 s between quick crashes (the wait starts over
 * after 60 s up). Each restart logs why the server ended (exit code or
 * signal). A server that exits with code 0 is not restarted. A server that exits with
 * code 78 (the store at `KV_PATH` cannot be used, see `lib/db/store_check.ts`)
 * ends them all: the supervisor says why and exits with 78 instead of looping. So does a store whose inner pages are
 * damaged, which makes Deno panic ("database disk image is malformed") on every start: after three such crashes
 * within a minute the supervisor prints one line naming `KV_PATH` and what to do, and exits with 78. Any server that
 * crashes `CRASH_LOOP_LIMIT` times (5) within a minute also ends them all, with one line, exit code 70
 * (`scripts/supervisor/crash_loop.ts`). A bad setting (`lib/config.ts`)
 * stops it before any server starts, with one line naming the variable and code 78.
 *
 * Its pid is in `PID_FILE` while it runs. SIGINT and SIGTERM are passed on to the servers, which stop gracefully
 * (`lib/process/graceful_stop.ts`); the supervisor waits for them (SIGKILL after `SHUTDOWN_GRACE_MS` and 5 s more)
 * and exits 0. SIGHUP replaces the servers one at a time (`scripts/supervisor/rolling_restart.ts`): the new code and
 * build start beside the old, which stop only once their replacement is ready.
 *
 * Every server gets `HEALTH_PORT=0` (its private `/readyz`, announced on its output, which the supervisor passes on
 * line by line) and, when it replaces another or restarts after a crash while other servers run, `LISTEN_WHEN_READY=1`
 * (it joins the port only once ready, so it never answers "preparing" beside servers that serve the site).
 *
 * Usage: deno run --allow-run --allow-read --allow-write --allow-env --allow-net=127.0.0.1 scripts/supervise.ts run [flags] main.ts
 */
import { readConfigOrExit } from "../lib/config.ts";
import { configureProcessLogging } from "../lib/process/log.ts";
import { CRASH_LOOP_EXIT_CODE, STORE_REFUSED_EXIT_CODE } from "../lib/process/exit_codes.ts";
import { removePidFile, writePidFile } from "../lib/process/pid_file.ts";
import { RestartBackoff } from "../lib/process/restart_backoff.ts";
import { type ServerProcess, Servers, type ServerSlot } from "./supervisor/servers.ts";
import { RollingRestart } from "./supervisor/rolling_restart.ts";
import { CRASH_WINDOW_MS, CrashLoop, DEFAULT_DAMAGED_STORE_CRASHES } from "./supervisor/crash_loop.ts";

const STOP_SIGNALS = ["SIGINT", "SIGTERM"] as const;

if (Deno.args.length === 0) {
  console.error("usage: supervise.ts <deno arguments that start the server>");
  Deno.exit(2);
}

// The whole configuration is checked here too: a bad value stops before any server starts.
const config = readConfigOrExit();
// LOG_FORMAT=json: the supervisor's lines are JSON objects too (the servers print their own).
configureProcessLogging(config.log.format);
const count = config.webConcurrency;
const servers = new Servers(Deno.args, config.lifecycle.shutdownGraceMs);
/** Set when a server refused the store or crashes repeat: every server ends and the supervisor exits with this code. */
let fatal: number | null = null;
const crashes = new CrashLoop({
  crashes: config.lifecycle.crashLoopLimit,
  damagedStoreCrashes: DEFAULT_DAMAGED_STORE_CRASHES,
  windowMs: CRASH_WINDOW_MS,
}, config.kvPath);
const wakeUps = new Set<() => void>();

/** Ends every server with `signal` and wakes the loops waiting to restart one. */
function stopAll(signal: Deno.Signal): void {
  servers.stopAll(signal);
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

/** Runs the server of `slot` until a stop signal or a clean exit, following replacements; returns its last code. */
async function supervise(slot: ServerSlot): Promise<number> {
  const backoff = new RestartBackoff();
  let exitCode = 0;
  let startedAt = Date.now();
  slot.server = servers.spawn(slot.name, { listenWhenReady: false });
  while (!servers.stopping) {
    const server: ServerProcess = slot.server!;
    const status = await server.child.status;
    // Replaced in a rolling restart: watch the new server.
    if (slot.server !== server) {
      startedAt = Date.now();
      continue;
    }
    exitCode = status.code;
    if (servers.stopping || status.success) break;
    if (status.code === STORE_REFUSED_EXIT_CODE) {
      console.error(
        `Supervisor: ${slot.name} exited with code ${status.code}: the store at KV_PATH cannot be used (see the line above); ` +
          "stopping instead of restarting",
      );
      fatal = STORE_REFUSED_EXIT_CODE;
      stopAll("SIGTERM");
      break;
    }
    const why = status.signal ? `was killed by ${status.signal}` : `exited with code ${status.code}`;
    await server.output;
    const verdict = crashes.record(slot.name, why, server.stderrTail.text);
    if (verdict.stop) {
      console.error(verdict.line);
      fatal = verdict.reason === "damaged-store" ? STORE_REFUSED_EXIT_CODE : CRASH_LOOP_EXIT_CODE;
      stopAll("SIGTERM");
      break;
    }
    const delay = backoff.next(Date.now() - startedAt);
    // Beside servers that serve the site, the new one joins the port only once ready (no "preparing" answers).
    const listenWhenReady = servers.running > 0;
    const join = listenWhenReady ? ", joining the port once ready" : "";
    console.error(`Supervisor: ${slot.name} ${why}; restarting in ${delay / 1000} s${join}`);
    await pause(delay);
    if (servers.stopping) break;
    startedAt = Date.now();
    slot.server = servers.spawn(slot.name, { listenWhenReady });
  }
  return exitCode;
}

await writePidFile(config.lifecycle.pidFile);
const slots: ServerSlot[] = Array.from({ length: count }, (_, i) => ({
  name: count > 1 ? `server ${i + 1}/${count}` : "server",
  server: null,
}));
const rolling = new RollingRestart(servers, slots);
Deno.addSignalListener("SIGHUP", () => rolling.request());
const codes = await Promise.all(slots.map(supervise));
await servers.allExited();
removePidFile(config.lifecycle.pidFile);
Deno.exit(fatal ?? (servers.stopping ? 0 : codes.find((code) => code !== 0) ?? 0));
