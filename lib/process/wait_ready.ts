/**
 * Waits for a new server to be ready: asks `/readyz` on its private health port (`HEALTH_PORT`) until it answers
 * 200, the server exits, or the deadline passes. The supervisor's rolling restart stops an old server only after this.
 */

/** How often `/readyz` is asked. */
const POLL_MS = 100;

/** Why a server did not get ready, or `ready`. */
export type ReadyOutcome =
  | { ready: true }
  | { ready: false; reason: string };

/** What {@link waitUntilReady} watches. */
export interface WaitReadyOptions {
  /** The private health port, once the server announced it. */
  healthPort: Promise<number>;
  /** Settles when the server exits. */
  exited: Promise<Deno.CommandStatus>;
  /** Longest wait, in milliseconds. */
  timeoutMs: number;
}

/** Polls `/readyz` as the module doc says (asking at least once when the port is known, whatever the bound). */
export async function waitUntilReady(options: WaitReadyOptions): Promise<ReadyOutcome> {
  let exited: Deno.CommandStatus | null = null;
  options.exited.then((status) => exited = status, () => {});
  let port: number | null = null;
  options.healthPort.then((value) => port = value, () => {});
  const deadline = Date.now() + options.timeoutMs;
  let last = "no answer yet";
  // Promises already settled have reported by now.
  await Promise.resolve();
  for (;;) {
    if (exited) return { ready: false, reason: `it exited (${describeStatus(exited)})` };
    if (port !== null) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(5_000) });
        const body = await response.text();
        if (response.status === 200) return { ready: true };
        last = `/readyz ${response.status} ${body.slice(0, 300)}`;
      } catch (error) {
        last = error instanceof Error ? error.message : String(error);
      }
    }
    if (Date.now() >= deadline) {
      return { ready: false, reason: `not ready after ${options.timeoutMs / 1000} s (${last})` };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** "code 1" or "signal SIGKILL". */
export function describeStatus(status: Deno.CommandStatus): string {
  return status.signal ? `signal ${status.signal}` : `code ${status.code}`;
}
