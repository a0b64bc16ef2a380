/**
 * At most `concurrency` pieces of work at once; more wait in a first-in, first-out queue of at most `queue` places,
 * each for at most `waitMs`. A piece that finds the queue full, or whose wait runs out, is refused at once (the
 * caller answers 503), so a flood costs a short queue and cheap refusals instead of unbounded parallel work.
 */

/** Starts a timer calling `fire` after `ms`; returns what cancels it (`setTimeout` unless a test injects one). */
export type StartTimer = (fire: () => void, ms: number) => () => void;

/** The real timer of {@link StartTimer}. */
export const realTimer: StartTimer = (fire, ms) => {
  const id = setTimeout(fire, ms);
  return () => clearTimeout(id);
};

/** Ends a piece of work: frees its slot for the next one waiting. */
export type Release = () => void;

/** Bounds of {@link WorkSlots}. */
export interface WorkSlotsOptions {
  concurrency: number;
  queue: number;
  /** Longest wait in the queue (ms). */
  waitMs: number;
  startTimer?: StartTimer;
}

interface Waiter {
  grant(release: Release): void;
  cancel: () => void;
}

/** Slots for work, with a bounded queue (see the module doc). */
export class WorkSlots {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly startTimer: StartTimer;

  constructor(private readonly options: WorkSlotsOptions) {
    this.startTimer = options.startTimer ?? realTimer;
  }

  /** Pieces of work running now. */
  get running(): number {
    return this.active;
  }

  /** Pieces of work waiting now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** A slot (its release) when one is free or frees up in time; null when refused. */
  acquire(): Release | null | Promise<Release | null> {
    if (this.active < this.options.concurrency) return this.take();
    if (this.waiting.length >= this.options.queue) return null;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        grant: resolve,
        cancel: this.startTimer(() => {
          const at = this.waiting.indexOf(waiter);
          if (at !== -1) this.waiting.splice(at, 1);
          resolve(null);
        }, this.options.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private take(): Release {
    this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      const next = this.waiting.shift();
      if (!next) return;
      next.cancel();
      next.grant(this.take());
    };
  }
}
