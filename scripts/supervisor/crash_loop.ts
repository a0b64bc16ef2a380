/**
 * When the supervisor stops restarting crashed servers (`scripts/supervise.ts`): a store with damaged pages inside
 * makes Deno panic ("database disk image is malformed") on every start, and any other crash repeating fast is a loop
 * that restarts cannot end either. Each crash is recorded with the end of the server's standard error; the verdict is
 * "restart", or a stop with one line saying why and what to do. The clock is injected (tests).
 */

/** What SQLite says, through Deno's panic, about a database file with damaged pages. */
export const DAMAGED_STORE_OUTPUT = /database disk image is malformed|SQLITE_CORRUPT\b/;

/** Limits of {@link CrashLoop}. */
export interface CrashLoopLimits {
  /** Crashes of one server within the window that stop the supervisor (`CRASH_LOOP_LIMIT`; 0: never). */
  crashes: number;
  /** Crashes naming a damaged store within the window that stop it (every server opens the same file). */
  damagedStoreCrashes: number;
  /** The window, in milliseconds. */
  windowMs: number;
}

/** Three crashes on a damaged store within a minute; `crashes` comes from `CRASH_LOOP_LIMIT`. */
export const DEFAULT_DAMAGED_STORE_CRASHES = 3;
/** The window of both limits. */
export const CRASH_WINDOW_MS = 60_000;

/** What to do after a crash. */
export type CrashVerdict = { stop: false } | { stop: true; reason: "damaged-store" | "crash-loop"; line: string };

/** Counts crashes per server and of the store, in a sliding window. */
export class CrashLoop {
  readonly #crashes = new Map<string, number[]>();
  #damaged: number[] = [];

  constructor(
    private readonly limits: CrashLoopLimits,
    private readonly kvPath: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records that server `name` ended with `why` (exit code or signal) and `stderrTail`; says whether to go on. */
  record(name: string, why: string, stderrTail: string): CrashVerdict {
    const at = this.now();
    const recent = (times: number[]) => [...times.filter((time) => at - time < this.limits.windowMs), at];
    if (DAMAGED_STORE_OUTPUT.test(stderrTail)) {
      this.#damaged = recent(this.#damaged);
      if (this.#damaged.length >= this.limits.damagedStoreCrashes) {
        const path = this.kvPath;
        return {
          stop: true,
          reason: "damaged-store",
          line:
            `Supervisor: the store at KV_PATH (${path}) is damaged: servers crashed ${this.#damaged.length} times ` +
            `within ${this.limits.windowMs / 1000} s on "database disk image is malformed"; stopping instead of ` +
            `restarting. Restore a backup ` +
            `(npm run restore -- <backup folder>, into an empty KV_PATH) or save what is readable ` +
            `(sqlite3 ${path} .recover | sqlite3 recovered.kv, then point KV_PATH at it), and start again.`,
        };
      }
    }
    const times = recent(this.#crashes.get(name) ?? []);
    this.#crashes.set(name, times);
    if (this.limits.crashes === 0 || times.length < this.limits.crashes) return { stop: false };
    return {
      stop: true,
      reason: "crash-loop",
      line: `Supervisor: ${name} crashed ${times.length} times within ${this.limits.windowMs / 1000} s ` +
        `(last: ${why}); stopping instead of restarting. See its output above, fix the cause and start again.`,
    };
  }
}

/** Keeps the last `maxChars` characters of a stream's text (decoded as UTF-8). */
export class OutputTail {
  #text = "";
  readonly #decoder = new TextDecoder();

  constructor(private readonly maxChars = 8192) {}

  /** Adds a chunk of output. */
  add(chunk: Uint8Array): void {
    this.#text = (this.#text + this.#decoder.decode(chunk, { stream: true })).slice(-this.maxChars);
  }

  /** The text kept. */
  get text(): string {
    return this.#text;
  }
}
