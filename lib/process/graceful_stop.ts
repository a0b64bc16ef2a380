/**
 * The graceful stop of a server process on SIGTERM or SIGINT (`lib/serve_site.ts`): drain (`drain.ts`) until no
 * request has come for {@link DRAIN_QUIET_MS}, but at most half the grace; then shut the HTTP servers down, which
 * finishes the requests in flight, within what is left of the grace; then the caller's `cleanUp` (stop background
 * jobs at a safe point, release their leases, close the store), and exit 0. Past the grace the process exits anyway,
 * cutting what is still running, with a line saying so.
 */
import type { Clock, RequestDrain } from "./drain.ts";

/** How long a draining server must see no request before it shuts down. */
export const DRAIN_QUIET_MS = 250;
/** How often the drain looks whether it has gone quiet. */
const DRAIN_POLL_MS = 25;

/** Something `Deno.serve` returns. */
export interface ShutdownableServer {
  shutdown(): Promise<void>;
}

/** What {@link stopGracefully} needs. */
export interface GracefulStopOptions {
  drain: RequestDrain;
  /** The HTTP servers of the process (the public port, the private health port). */
  servers: () => ShutdownableServer[];
  /** `SHUTDOWN_GRACE_MS`: the whole stop's bound. */
  graceMs: number;
  /** Stops jobs and closes the store once no request runs. */
  cleanUp: () => Promise<void>;
  log?: (message: string) => void;
  /** Clock of the quiet time and the grace (milliseconds). */
  now?: Clock;
  /** Waits `ms` (tests drive it). */
  sleep?: (ms: number) => Promise<void>;
}

/** What a stop did: `"clean"` when everything finished within the grace, `"cut"` when the grace ran out. */
export type StopOutcome = "clean" | "cut";

/** Drains, shuts down and cleans up as the module doc says; resolves when done or when the grace has run out. */
export async function stopGracefully(options: GracefulStopOptions): Promise<StopOutcome> {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = options.log ?? (() => {});
  const start = now();
  const deadline = start + options.graceMs;
  options.drain.start();
  while (!options.drain.isQuiet(DRAIN_QUIET_MS) && now() - start < options.graceMs / 2) await sleep(DRAIN_POLL_MS);
  let graceOver = false;
  let done = false;
  const work = (async () => {
    await Promise.all(options.servers().map((server) => server.shutdown()));
    await options.cleanUp();
  })().catch((error) => log(`Stopping: ${error instanceof Error ? error.message : error}`)).finally(() => done = true);
  const expired = (async () => {
    while (!done && now() < deadline) await sleep(Math.min(DRAIN_POLL_MS * 4, Math.max(1, deadline - now())));
    graceOver = !done;
  })();
  await Promise.race([work, expired]);
  if (graceOver) {
    log(`Stopping: SHUTDOWN_GRACE_MS (${options.graceMs} ms) ran out; ${options.drain.inFlight} request(s) cut`);
    return "cut";
  }
  return "clean";
}
