/**
 * At most `concurrency` pieces of work at once, and under pressure work for at most a `share` of the time: once a busy
 * stretch (from the first piece started to the last one ended) has lasted `sliceMs`, no new piece starts in it, and
 * when a stretch that held more than one piece, or left pieces waiting, ends, the slots rest for its length times
 * `(1 - share) / share` (at most `maxRestMs`) before the next starts. On one JavaScript thread this leaves the rest of the time to other
 * requests (cached pages) even while the work never runs out; one piece at a time (a reader's misses one after
 * another) never rests. More pieces
 * wait in a first-in, first-out queue of at most `queue` places, each for at most `waitMs`; a piece that finds the
 * queue full, or whose wait runs out, is refused (the caller answers 503).
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
  /** Part of the time the work may take, above 0 and at most 1 (default 1: no rests). */
  share?: number;
  /** Longest busy stretch that admits new pieces (ms, default 50). */
  sliceMs?: number;
  /**
   * Longest rest (ms, default 250): a stretch made long by one slow piece (a first search building its index in a
   * process just started) is not followed by as long a wait for the pieces queued behind it.
   */
  maxRestMs?: number;
  /** The clock (ms; `performance.now` unless a test injects one). */
  now?: () => number;
  startTimer?: StartTimer;
}

interface Waiter {
  grant(release: Release): void;
  cancel: () => void;
}

/** Slots for work, with rests and a bounded queue (see the module doc). */
export class WorkSlots {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private busySince = 0;
  /** Pieces started in the current busy stretch. */
  private stretchPieces = 0;
  private restUntil = -Infinity;
  private cancelRest: (() => void) | null = null;
  private readonly share: number;
  private readonly sliceMs: number;
  private readonly now: () => number;
  private readonly startTimer: StartTimer;

  constructor(private readonly options: WorkSlotsOptions) {
    this.share = options.share ?? 1;
    this.sliceMs = options.sliceMs ?? 50;
    this.now = options.now ?? (() => performance.now());
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
    if (!this.waiting.length && this.canStart(this.now())) return this.take();
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
      this.restTimer();
    });
  }

  private canStart(now: number): boolean {
    if (this.active >= this.options.concurrency) return false;
    return this.active === 0 ? now >= this.restUntil : now - this.busySince < this.sliceMs;
  }

  private take(): Release {
    if (this.active++ === 0) {
      this.busySince = this.now();
      this.stretchPieces = 0;
    }
    this.stretchPieces++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.active === 0 && (this.stretchPieces > 1 || this.waiting.length)) {
        const now = this.now();
        const rest = (now - this.busySince) * (1 - this.share) / this.share;
        this.restUntil = now + Math.min(rest, this.options.maxRestMs ?? 250);
      }
      this.admitWaiting();
    };
  }

  /** Starts the waiting pieces that may start now; sets a timer for the end of a rest if some must wait for it. */
  private admitWaiting(): void {
    while (this.waiting.length && this.canStart(this.now())) {
      const next = this.waiting.shift()!;
      next.cancel();
      next.grant(this.take());
    }
    this.restTimer();
  }

  /** While pieces wait and nothing runs, a timer admits them when the rest ends. */
  private restTimer(): void {
    if (this.cancelRest || this.active > 0 || !this.waiting.length) return;
    this.cancelRest = this.startTimer(() => {
      this.cancelRest = null;
      this.admitWaiting();
    }, Math.max(0, this.restUntil - this.now()));
  }
}
