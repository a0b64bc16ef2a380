/**
 * The store's content version as one process sees it, read from KV at most
 * once per interval: a page-cache hit then costs no KV read. A write
 * committed by this process (see `localWriteCount`) makes the next call read
 * again at once; another process's write is seen within the interval
 * (`CACHE_VERSION_CHECK_MS`). Once half the interval has passed, a call still
 * answers from memory and starts the next read in the background, so while
 * requests keep coming none of them waits for a version check.
 */
import { localWriteCount, readContentVersion } from "../db/content_version.ts";

/** Throttled reader of the content version. */
export class VersionClock {
  private version = "";
  private checkedAt = -Infinity;
  private checkedWrites = -1;
  private pending: Promise<string> | null = null;
  private pendingWrites = -1;

  /**
   * `intervalMs` 0 reads the store on every call. `onChange` hears of each new version seen. `now` is the clock in
   * milliseconds (`performance.now` unless a test injects one).
   */
  constructor(
    private readonly kv: Deno.Kv,
    readonly intervalMs: number,
    private readonly onChange: (version: string) => void = () => {},
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** True when the last read is recent enough and no local write came after it. */
  isFresh(now = this.now()): boolean {
    return this.checkedWrites === localWriteCount() && now - this.checkedAt < this.intervalMs;
  }

  /**
   * The version: from memory while fresh (past half the interval, the next read starts in the background), else a
   * read of the store.
   */
  current(now = this.now()): string | Promise<string> {
    if (!this.isFresh(now)) return this.read();
    if (now - this.checkedAt >= this.intervalMs / 2 && !this.pending) {
      // A failed background read changes nothing: the next call past the interval reads again and reports it.
      this.read().catch(() => {});
    }
    return this.version;
  }

  /** Reads the store (joining a read already under way that started after the last local write). */
  read(): Promise<string> {
    const writes = localWriteCount();
    if (this.pending && this.pendingWrites === writes) return this.pending;
    const startedAt = this.now();
    const pending = readContentVersion(this.kv).then((version) => {
      if (startedAt >= this.checkedAt) {
        const changed = version !== this.version;
        this.version = version;
        this.checkedAt = startedAt;
        this.checkedWrites = writes;
        if (changed) this.onChange(version);
      }
      return version;
    }).finally(() => {
      if (this.pending === pending) this.pending = null;
    });
    this.pending = pending;
    this.pendingWrites = writes;
    return pending;
  }
}
