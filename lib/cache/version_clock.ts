/**
 * The store's content version as one process sees it, read from KV at most
 * once per interval: a page-cache hit then costs no KV read. A write
 * committed by this process (see `localWriteCount`) makes the next call read
 * again at once; another process's write is seen within the interval
 * (`CACHE_VERSION_CHECK_MS`).
 */
import { localWriteCount, readContentVersion } from "../db/content_version.ts";

/** Throttled reader of the content version. */
export class VersionClock {
  private version = "";
  private checkedAt = -Infinity;
  private checkedWrites = -1;
  private pending: Promise<string> | null = null;
  private pendingWrites = -1;

  /** `intervalMs` 0 reads the store on every call. `onChange` hears of each new version seen. */
  constructor(
    private readonly kv: Deno.Kv,
    readonly intervalMs: number,
    private readonly onChange: (version: string) => void = () => {},
  ) {}

  /** True when the last read is recent enough and no local write came after it. */
  isFresh(now = performance.now()): boolean {
    return this.checkedWrites === localWriteCount() && now - this.checkedAt < this.intervalMs;
  }

  /** The version: from memory while fresh, else a read of the store. */
  current(): string | Promise<string> {
    return this.isFresh() ? this.version : this.read();
  }

  /** Reads the store (joining a read already under way that started after the last local write). */
  read(): Promise<string> {
    const writes = localWriteCount();
    if (this.pending && this.pendingWrites === writes) return this.pending;
    const startedAt = performance.now();
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
