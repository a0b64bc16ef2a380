/**
 * A background job that runs when due: the shape shared by the scheduled publisher, the store cleanups and the backup
 * schedule. Each run does its work (claiming it under the job's own lease in the store, so one process of several
 * does it) and says when the next run is due; the loop sleeps until then. Runs never overlap: {@link DueLoop.runNow}
 * waits for a run going on first. The clock and the timer are options, so tests drive both.
 */

/** A timer: `set` calls `run` once after `ms`, and returns what `clear` cancels. */
export interface Timer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Longest delay `setTimeout` keeps (2³¹−1 ms, about 24.8 days); a longer one would fire after 1 ms. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * `setTimeout`, not keeping the process alive. A run due later than {@link LONGEST_TIMER_MS} is woken then and, not
 * due yet, sleeps again: each run checks what is due itself.
 */
export const UNREF_TIMER: Timer = {
  set(run, ms) {
    const handle = setTimeout(run, Math.min(ms, LONGEST_TIMER_MS));
    Deno.unrefTimer(handle);
    return handle;
  },
  clear: (handle) => clearTimeout(handle as number),
};

/** What one run did, and when the next is due (epoch ms; null: not before {@link DueLoop.wake} or `runNow`). */
export interface DueRun<T> {
  result: T;
  next: number | null;
}

/** Options of {@link startDueLoop}. */
export interface DueLoopOptions<T> {
  /** One run. */
  run: () => Promise<DueRun<T>>;
  /** What `runNow` resolves to once stopped, or when the run threw. */
  idle: T;
  /** When a run that threw is told; the next run is `retryMs` later. */
  onError: (error: unknown) => void;
  retryMs: number;
  /** When the first run is due (default: at once). */
  firstAt?: number;
  /** Clock, epoch milliseconds (default `Date.now`). */
  now?: () => number;
  /** Timer (default {@link UNREF_TIMER}). */
  timer?: Timer;
}

/** A running loop. */
export interface DueLoop<T> {
  /** Runs now (after a run going on) and resolves to its result. */
  runNow(): Promise<T>;
  /** Brings the next run forward to `at` (epoch ms) when it is due later; a run going on sleeps no longer. */
  wake(at: number): void;
  /** Stops the timer and waits for a run in progress; nothing runs afterwards. */
  stop(): Promise<void>;
}

/** Starts `options.run` at `firstAt` (default now), then whenever the last run says the next is due. */
export function startDueLoop<T>(options: DueLoopOptions<T>): DueLoop<T> {
  const now = options.now ?? Date.now;
  const timer = options.timer ?? UNREF_TIMER;
  let handle: unknown = null;
  let wakeAt = Infinity;
  /** The earliest wake-up asked while no timer was set (a run going on), which the next sleep must not pass. */
  let woken = Infinity;
  let stopped = false;
  let running: Promise<T> = Promise.resolve(options.idle);

  function clear(): void {
    if (handle !== null) timer.clear(handle);
    handle = null;
  }

  function arm(next: number | null): void {
    clear();
    wakeAt = Math.min(next ?? Infinity, woken);
    woken = Infinity;
    if (stopped || wakeAt === Infinity) return;
    handle = timer.set(() => void runNow(), Math.max(0, wakeAt - now()));
  }

  function runNow(): Promise<T> {
    clear();
    running = running.then(async () => {
      if (stopped) return options.idle;
      let next: number | null = null;
      try {
        const done = await options.run();
        next = done.next;
        return done.result;
      } catch (error) {
        options.onError(error);
        next = now() + options.retryMs;
        return options.idle;
      } finally {
        arm(next);
      }
    });
    return running;
  }

  if (options.firstAt === undefined) void runNow();
  else arm(options.firstAt);
  return {
    runNow,
    wake(at) {
      if (stopped) return;
      if (handle === null) woken = Math.min(woken, at);
      else if (at < wakeAt) arm(at);
    },
    async stop() {
      stopped = true;
      clear();
      await running;
    },
  };
}
