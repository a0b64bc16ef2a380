/**
 * Politeness for outgoing requests: at most `concurrency` requests in flight
 * overall, one at a time per host, and a pause after each request (or a
 * longer one asked for with {@link HostScheduler.pause}) before the same host
 * is asked again.
 */

interface HostState {
  /** Settles when the last queued request for the host is done. */
  tail: Promise<void>;
  /** Earliest time the next request may start. */
  notBefore: number;
  queued: number;
}

/** Runs request tasks under the overall and per-host limits. */
export class HostScheduler {
  #active = 0;
  #waiting: (() => void)[] = [];
  #hosts = new Map<string, HostState>();

  constructor(readonly concurrency: number, readonly perHostDelayMs: number) {}

  /** Runs `task` (one request to `host`) when the host and an overall slot are free. */
  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const state = this.#hosts.get(host) ?? { tail: Promise.resolve(), notBefore: 0, queued: 0 };
    this.#hosts.set(host, state);
    const previous = state.tail;
    let done!: () => void;
    state.tail = new Promise<void>((resolve) => done = resolve);
    state.queued++;
    try {
      await previous;
      const wait = state.notBefore - Date.now();
      if (wait > 0) await sleep(wait);
      await this.#acquire();
      try {
        return await task();
      } finally {
        this.#release();
        state.notBefore = Math.max(state.notBefore, Date.now() + this.perHostDelayMs);
      }
    } finally {
      done();
      if (--state.queued === 0 && state.notBefore <= Date.now()) this.#hosts.delete(host);
    }
  }

  /** Makes the next request to `host` wait at least `ms` from now (Retry-After, backoff). */
  pause(host: string, ms: number): void {
    const state = this.#hosts.get(host) ?? { tail: Promise.resolve(), notBefore: 0, queued: 0 };
    state.notBefore = Math.max(state.notBefore, Date.now() + ms);
    this.#hosts.set(host, state);
  }

  async #acquire(): Promise<void> {
    while (this.#active >= this.concurrency) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.#active++;
  }

  #release(): void {
    this.#active--;
    this.#waiting.shift()?.();
  }
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
