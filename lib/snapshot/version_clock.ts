/**
 * The store's content version as one process sees it, read from KV at most
 * once per interval: a page-cache hit then costs no KV read. A write
 * committed by this process (see `localWriteCount`) makes the next call read
 * again at once; another process's write is seen within the interval
 * (`CACHE_VERSION_CHECK_MS`). Once half the interval has passed, a call still
 * answers from memory and starts the next read in the background, so while
 * requests keep coming none of them waits for a version check. The same read
 * brings the media version (`lib/db/media.ts`), which the media search
 * index is kept by.
 */
import { CONTENT_VERSION_KEY, localWriteCount } from "../db/content_version.ts";
import { retryLocked } from "../db/kv.ts";
import { MEDIA_VERSION_KEY } from "../db/media.ts";

/** Default interval of {@link VersionClock} (`CACHE_VERSION_CHECK_MS`). */
export const DEFAULT_VERSION_CHECK_MS = 250;

/** Throttled reader of the content version. */
export class VersionClock {
  private version = "";
  /** The media version as of the last read ("0" before any media item was written). */
  media = "0";
  private readonly listeners: ((version: string) => void)[] = [];
  private checkedAt = -Infinity;
  private checkedWrites = -1;
  private pending: Promise<string> | null = null;
  private pendingWrites = -1;

  /** `intervalMs` 0 reads the store on every call. `now` is the clock in milliseconds (`performance.now` unless a test injects one). */
  constructor(
    private readonly kv: Deno.Kv,
    readonly intervalMs: number = DEFAULT_VERSION_CHECK_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Makes `listener` hear of each new content version seen. */
  onChange(listener: (version: string) => void): void {
    this.listeners.push(listener);
  }

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
    const read = retryLocked(() => this.kv.getMany([CONTENT_VERSION_KEY, MEDIA_VERSION_KEY]));
    const pending = read.then(([content, media]) => {
      const version = content.versionstamp ?? "0";
      if (startedAt >= this.checkedAt) {
        const changed = version !== this.version;
        this.version = version;
        this.media = media.versionstamp ?? "0";
        this.checkedAt = startedAt;
        this.checkedWrites = writes;
        if (changed) { for (const listener of this.listeners) listener(version); }
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
