/**
 * Everything one process keeps per content version, on one clock (`version_clock.ts`): the content snapshot, the
 * post search index, the redirect source paths and the media search index (also kept by the media version,
 * read in the same call). Built once by the app (`lib/app.ts`) and reached by handlers as `c.var.content`; scripts
 * and tests make their own.
 */
import type { MediaUsageMap } from "../schemas/media.ts";
import { buildMediaIndex, type MediaIndex } from "../search/media_index.ts";
import { KV_SNAPSHOTS, snapshotChanges, VersionedSearchIndex } from "../search/versioned_index.ts";
import { RedirectSources } from "./redirect_sources.ts";
import { SnapshotHolder } from "./snapshot_holder.ts";
import { VersionClock } from "./version_clock.ts";

/** Options of {@link ContentState}. */
export interface ContentStateOptions {
  /** How often the versions are read from the store, at most (`CACHE_VERSION_CHECK_MS`; 0 = on every call). */
  versionCheckMs?: number;
  /** The clock of the version checks, in milliseconds (`performance.now` unless a test injects one). */
  now?: () => number;
}

/** The per-version state of one process. */
export class ContentState {
  /** The content and media versions, read at most once per interval. */
  readonly clock: VersionClock;
  /** The content snapshot (settings, menu, categories, post summaries) of the current version. */
  readonly snapshot: SnapshotHolder;
  /** The post search index of the current version. */
  readonly search: VersionedSearchIndex;
  /** The redirect table's source paths, of the current version. */
  readonly redirectSources: RedirectSources;
  private media: { versions: string; index: Promise<MediaIndex> } | null = null;

  constructor(readonly kv: Deno.Kv, options: ContentStateOptions = {}) {
    const clock = new VersionClock(kv, options.versionCheckMs, options.now);
    this.clock = clock;
    this.snapshot = new SnapshotHolder(kv, () => clock.current(), { readVersion: () => clock.read() });
    this.search = new VersionedSearchIndex(
      kv,
      () => clock.current(),
      snapshotChanges(() => this.snapshot.get()),
      KV_SNAPSHOTS,
    );
    this.redirectSources = new RedirectSources(kv, () => clock.current());
  }

  /** Every media key shown anywhere, as of the content version read from the store now (checks before a deletion). */
  async freshMediaUsage(): Promise<MediaUsageMap> {
    return (await this.snapshot.get(true)).mediaUsage;
  }

  /**
   * The media search index of the current content and media versions: the one held, or built now (once, however
   * many searches wait; a failed build is not kept).
   */
  async mediaIndex(): Promise<MediaIndex> {
    const snapshot = await this.snapshot.get();
    const versions = `${this.clock.media}/${snapshot.version}`;
    if (this.media?.versions === versions) return this.media.index;
    const entry = { versions, index: buildMediaIndex(this.kv, snapshot) };
    this.media = entry;
    entry.index.catch(() => this.media === entry && (this.media = null));
    return entry.index;
  }
}

declare module "../app_env.ts" {
  /** The context carries this process's per-version state; the app (`lib/app.ts`) sets it on every request. */
  interface AppVariables {
    /** What this process keeps per content version: the snapshot, the search indexes, the query redirect sources. */
    content: ContentState;
  }
}
