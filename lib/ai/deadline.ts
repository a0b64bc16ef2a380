/** Per-call deadlines: the request's own cancellation plus a timeout, told apart afterwards. */

/** A signal aborted by the caller's `signal` or after `ms`, and whether the timeout fired. */
export interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  /** Stops the timer (call when the provider answered). */
  clear(): void;
}

/** Starts a {@link Deadline} of `ms` on top of `signal`. */
export function deadline(signal: AbortSignal, ms: number): Deadline {
  const timer = new AbortController();
  let fired = false;
  const id = setTimeout(() => {
    fired = true;
    timer.abort(new DOMException("The AI service took too long", "TimeoutError"));
  }, ms);
  return {
    signal: AbortSignal.any([signal, timer.signal]),
    timedOut: () => fired,
    clear: () => clearTimeout(id),
  };
}
