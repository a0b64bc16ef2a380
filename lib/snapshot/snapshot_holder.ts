/**
 * The content snapshot of one process (`content_snapshot.ts`), per content version: built lazily the first time a
 * request asks for a version, once (concurrent requests await the same build), and replaced as a whole, so a request
 * never reads a half-built one. A request waits for the snapshot of the version its clock reads: a write in this
 * process is seen by the next request (the clock reads the store again after a local write), another process's
 * within the clock's interval (`CACHE_VERSION_CHECK_MS`, 250 ms by default).
 *
 * A snapshot is also rebuilt after {@link SNAPSHOT_TTL_MS} (the spec's cache lifetime, 1 hour), and when a build fails
 * the last one built stands in for up to {@link SNAPSHOT_KEEP_MS} (24 hours) instead of failing the request.
 */
import { VersionClock } from "./version_clock.ts";
import { processMetrics, timed } from "../process/metrics.ts";
import { buildContentSnapshot, type ContentSnapshot } from "./content_snapshot.ts";

/** Longest a snapshot is used for (the spec's cache lifetime: 1 hour). */
export const SNAPSHOT_TTL_MS = 60 * 60 * 1000;
/** Longest the last snapshot stands in when the store cannot be read (24 hours). */
export const SNAPSHOT_KEEP_MS = 24 * 60 * 60 * 1000;

const BUILD_SECONDS = processMetrics.histogram(
  "recetas_snapshot_build_seconds",
  "Content snapshot builds of this process that succeeded, by duration.",
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
);
const BUILD_FAILURES = processMetrics.counter(
  "recetas_snapshot_build_failures_total",
  "Content snapshot builds of this process that failed.",
);

/** Builds the snapshot of `version` (`previous`: the last one built, whose unchanged posts it may take over). */
export type SnapshotBuilder = (
  kv: Deno.Kv,
  version: string,
  previous: ContentSnapshot | null,
) => Promise<ContentSnapshot>;

/** Options of {@link SnapshotHolder}. */
export interface SnapshotHolderOptions {
  build?: SnapshotBuilder;
  /** Clock of {@link SNAPSHOT_TTL_MS} and {@link SNAPSHOT_KEEP_MS} (milliseconds, like `performance.now()`). */
  now?: () => number;
  /** Where a failed build is reported when an older snapshot stands in. */
  log?: (message: string, error: unknown) => void;
  /** Reads the content version from the store now (for {@link SnapshotHolder.get}'s `fresh`; default `version`). */
  readVersion?: () => Promise<string>;
}

/** The current content version's snapshot, built on demand. */
export class SnapshotHolder {
  private held: { version: string; startedAt: number; snapshot: Promise<ContentSnapshot> } | null = null;
  private last: { snapshot: ContentSnapshot; seq: number; at: number } | null = null;
  private readonly build: SnapshotBuilder;
  private readonly now: () => number;
  private readonly log: (message: string, error: unknown) => void;
  private readonly readVersion: () => string | Promise<string>;
  /** Builds started since the process started. */
  builds = 0;
  /** Requests answered by a snapshot already built or under way. */
  hits = 0;

  /** `version` answers the current content version (throttled by the caller's clock). */
  constructor(
    private readonly kv: Deno.Kv,
    private readonly version: () => string | Promise<string>,
    options: SnapshotHolderOptions = {},
  ) {
    this.build = options.build ?? buildContentSnapshot;
    this.now = options.now ?? (() => performance.now());
    this.log = options.log ?? console.error;
    this.readVersion = options.readVersion ?? version;
  }

  /**
   * The snapshot of the current version: the one held, or built now (once, however many requests wait). `fresh` reads
   * the version from the store first (checks that must see every process's writes, like a media file's usage).
   */
  async get(fresh = false): Promise<ContentSnapshot> {
    const version = await (fresh ? this.readVersion() : this.version());
    const held = this.held;
    if (held && held.version === version && this.now() - held.startedAt < SNAPSHOT_TTL_MS) {
      this.hits++;
      return held.snapshot;
    }
    const seq = ++this.builds;
    const startedAt = this.now();
    const previous = this.last;
    const build = () => this.build(this.kv, version, previous?.snapshot ?? null);
    const snapshot = timed(BUILD_SECONDS, BUILD_FAILURES, build).then((built) => {
      if (!this.last || seq > this.last.seq) this.last = { snapshot: built, seq, at: this.now() };
      return built;
    });
    const entry = { version, startedAt, snapshot };
    this.held = entry;
    snapshot.catch(() => {
      if (this.held === entry) this.held = null;
    });
    try {
      return await snapshot;
    } catch (error) {
      const last = this.last ?? previous;
      if (last && this.now() - last.at < SNAPSHOT_KEEP_MS) {
        this.log("Failed to read the content; serving the last snapshot", error);
        return last.snapshot;
      }
      throw error;
    }
  }

  /** Drops the snapshot held: the next request builds one (taking over the unchanged posts). */
  clear(): void {
    this.held = null;
  }

  /** Whether a snapshot is held, and how many were built. */
  get size(): number {
    return this.held ? 1 : 0;
  }
}

const holders = new WeakMap<Deno.Kv, SnapshotHolder>();

/** Makes `holder` the one {@link contentSnapshot} uses for `kv` (the app's, sharing its page cache's clock). */
export function registerSnapshotHolder(kv: Deno.Kv, holder: SnapshotHolder): void {
  holders.set(kv, holder);
}

/**
 * The snapshot of `kv`'s current content version, through the holder registered for `kv` or, when none was (scripts,
 * tests of the data layer), one that reads the content version on every call. `fresh`: see `SnapshotHolder.get`.
 */
export function contentSnapshot(kv: Deno.Kv, options: { fresh?: boolean } = {}): Promise<ContentSnapshot> {
  let holder = holders.get(kv);
  if (!holder) {
    const clock = new VersionClock(kv, 0);
    holder = new SnapshotHolder(kv, () => clock.current());
    holders.set(kv, holder);
  }
  return holder.get(options.fresh);
}
