/** How long a supervisor waits before starting a crashed server again. */

/** Backoff settings, in milliseconds. */
export interface BackoffOptions {
  /** First wait after a crash. */
  initialMs: number;
  /** Longest wait; each quick crash doubles the wait up to this. */
  maxMs: number;
  /** A server that stayed up this long counts as healthy: the next wait starts over. */
  resetAfterMs: number;
}

/** 0.5 s doubling to 10 s, starting over after 60 s up. */
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 10_000, resetAfterMs: 60_000 };

/** Exponential restart delays: call {@link RestartBackoff.next} with the uptime of the run that just ended. */
export class RestartBackoff {
  #next: number;

  constructor(readonly options: BackoffOptions = DEFAULT_BACKOFF) {
    this.#next = options.initialMs;
  }

  /** The wait before the next start, given how long the last run was up. */
  next(uptimeMs: number): number {
    if (uptimeMs >= this.options.resetAfterMs) this.#next = this.options.initialMs;
    const delay = this.#next;
    this.#next = Math.min(this.options.maxMs, this.#next * 2);
    return delay;
  }
}
