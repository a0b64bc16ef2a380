/**
 * The search index of one process, per content version: brought up to date lazily the first time a search asks for
 * a version, once (concurrent searches await the same build, and builds run one after another), so a search never
 * reads a half-built index. The version comes from the page cache's clock: a write in this process is seen at once,
 * another process's within `CACHE_VERSION_CHECK_MS`.
 *
 * A build takes the posts' versionstamps from the content snapshot of the same version (`snapshotChanges`; or lists
 * the post records, `readStoreChanges`) and reads the content of the posts whose versionstamp changed since the last
 * build only; the changes are applied to the index in one synchronous step. When the
 * categories changed (their names and parents are indexed with each post), every post is read and a new index
 * replaces the old one.
 *
 * The first build of a process starts from the snapshot saved in the store (`index_snapshot.ts`) when there is one,
 * so it reads only the posts changed since it was saved instead of indexing every post. A process saves a snapshot
 * after a build that read every post, and after {@link SNAPSHOT_AFTER_CHANGES} changes since the one it started
 * from, in the background once the search that waited has its index; a build waits for a save under way to end (at
 * 10,000 posts a save takes a few seconds, answering other requests meanwhile).
 */
import { listCategories } from "../db/categories.ts";
import { listAll } from "../db/kv.ts";
import { getPost } from "../db/posts.ts";
import { POSTS_PREFIX } from "../db/post_keys.ts";
import type { Category } from "../schemas/category.ts";
import type { ContentSnapshot } from "../snapshot/content_snapshot.ts";
import { type PostDocument, postDocument } from "./post_documents.ts";
import { PostIndex } from "./post_index.ts";
import { type IndexState, loadSnapshot, saveSnapshot } from "./index_snapshot.ts";
import { processMetrics, timed } from "../process/metrics.ts";

const BUILD_SECONDS = processMetrics.histogram(
  "recetas_search_index_build_seconds",
  "Search index builds and updates of this process (to a new content version) that succeeded, by duration.",
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
);
const BUILD_FAILURES = processMetrics.counter(
  "recetas_search_index_build_failures_total",
  "Search index builds of this process that failed.",
);

/** Posts whose content one build reads at once. */
const READ_BATCH = 50;
/** Posts changed since the snapshot a process started from (or saved) before it saves a new one. */
export const SNAPSHOT_AFTER_CHANGES = 200;

/** Where a process keeps its index between starts: `loadSnapshot`/`saveSnapshot`, or nothing. */
export interface SnapshotStore {
  load(kv: Deno.Kv): Promise<IndexState | null>;
  save(kv: Deno.Kv, state: IndexState): Promise<unknown>;
}

/** The store's snapshot (see `index_snapshot.ts`). */
export const KV_SNAPSHOTS: SnapshotStore = { load: loadSnapshot, save: saveSnapshot };

/** What a build learnt from the store: the posts changed since `known`, those gone, and whether all were read. */
export interface StoreChanges {
  changed: { doc: PostDocument; versionstamp: string }[];
  removed: string[];
  /** True when every post was read (first build, or the categories changed). */
  full: boolean;
  categoriesKey: string;
}

/** Reads what changed since the posts `known` (id → versionstamp) and the categories `categoriesKey` were indexed. */
export type ReadChanges = (
  kv: Deno.Kv,
  known: ReadonlyMap<string, string>,
  categoriesKey: string,
) => Promise<StoreChanges>;

/** What a build compares with what it indexed: every category (active or not) and every post's record versionstamp. */
interface Listing {
  categories: readonly Category[];
  posts: readonly { id: string; versionstamp: string }[];
}

/** {@link ReadChanges} listing the categories and the post records of the store. */
export const readStoreChanges: ReadChanges = listingChanges(async (kv) => {
  const records = await listAll<{ id: string }>(kv, { prefix: POSTS_PREFIX });
  const posts = records.map((entry) => ({ id: entry.value.id, versionstamp: entry.versionstamp }));
  return { categories: await listCategories(kv, { includeInactive: true }), posts };
});

/**
 * {@link ReadChanges} taking the categories and the posts' versionstamps from `snapshot` (the content snapshot of the
 * same version, which pages build anyway: its entries are written with each record, so they carry its versionstamp)
 * instead of listing the store again; only the changed posts are read.
 */
export function snapshotChanges(snapshot: () => Promise<ContentSnapshot>): ReadChanges {
  return listingChanges(async () => {
    const current = await snapshot();
    const posts = current.posts.map((post) => ({ id: post.summary.id, versionstamp: post.versionstamp }));
    return { categories: current.allCategories, posts };
  });
}

/** {@link ReadChanges} comparing what `list` gives with what was indexed, reading the changed posts. */
function listingChanges(list: (kv: Deno.Kv) => Promise<Listing>): ReadChanges {
  return async (kv, known, categoriesKey) => {
    const listing = await list(kv);
    const categories = new Map<string, Category>(listing.categories.map((category) => [category.id, category]));
    const key = JSON.stringify(listing.categories.map((c) => [c.id, c.name, c.parent_id]));
    const full = key !== categoriesKey;
    const present = new Set(listing.posts.map((post) => post.id));
    const stale = listing.posts.filter((post) => full || known.get(post.id) !== post.versionstamp);
    const changed: StoreChanges["changed"] = [];
    for (let i = 0; i < stale.length; i += READ_BATCH) {
      const read = await Promise.all(stale.slice(i, i + READ_BATCH).map((post) => getPost(kv, post.id)));
      for (const result of read) {
        if (result) changed.push({ doc: postDocument(result.post, categories), versionstamp: result.versionstamp });
      }
    }
    const removed = [...known.keys()].filter((id) => !present.has(id));
    return { changed, removed, full, categoriesKey: key };
  };
}

/** The index of the current content version, built on demand. */
export class VersionedSearchIndex {
  private held: { version: string; index: Promise<PostIndex> } | null = null;
  /** The index built last, with what it holds. */
  private state: IndexState | null = null;
  /** Posts changed since the snapshot this process loaded or saved (-1: none saved yet). */
  private unsaved = -1;
  /** The snapshot being saved, if any (one at a time). */
  saving: Promise<void> | null = null;
  /** Builds started since the process started. */
  builds = 0;

  /**
   * `version` answers the current content version (throttled by the caller's clock); `snapshots` keeps the index
   * between starts (none: every process indexes every post).
   */
  constructor(
    private readonly kv: Deno.Kv,
    private readonly version: () => string | Promise<string>,
    private readonly read: ReadChanges = readStoreChanges,
    private readonly snapshots: SnapshotStore | null = null,
  ) {}

  /** The index of the current version: the one held, or brought up to date now (once, however many callers wait). */
  async get(): Promise<PostIndex> {
    const version = await this.version();
    const held = this.held;
    if (held && held.version === version) return held.index;
    this.builds++;
    const previous = held ? held.index.catch(() => null) : Promise.resolve(null);
    const index = previous.then(() => timed(BUILD_SECONDS, BUILD_FAILURES, () => this.build()));
    const entry = { version, index };
    this.held = entry;
    index.catch(() => {
      if (this.held === entry) this.held = null;
    });
    return index;
  }

  private async build(): Promise<PostIndex> {
    // A save reads the index over many turns of the event loop: it must not change meanwhile.
    while (this.saving) await this.saving;
    if (!this.state && this.snapshots) await this.loadSnapshot(this.snapshots);
    const state = this.state;
    const changes = await this.read(this.kv, state?.known ?? new Map(), state?.categoriesKey ?? "");
    const known = new Map(changes.full ? [] : state?.known);
    for (const id of changes.removed) known.delete(id);
    for (const { doc, versionstamp } of changes.changed) known.set(doc.id, versionstamp);
    const docs = changes.changed.map((change) => change.doc);
    const index = changes.full || !state ? await PostIndex.build(docs) : state.index;
    if (index === state?.index) index.update(docs, changes.removed);
    this.state = { index, known, categoriesKey: changes.categoriesKey };
    if (this.unsaved >= 0 && !changes.full) this.unsaved += changes.changed.length + changes.removed.length;
    else this.unsaved = Infinity;
    if (this.snapshots && this.unsaved >= SNAPSHOT_AFTER_CHANGES && !this.saving) this.saveLater(this.snapshots);
    return index;
  }

  private async loadSnapshot(snapshots: SnapshotStore): Promise<void> {
    try {
      const state = await snapshots.load(this.kv);
      if (!state || this.state) return;
      this.state = state;
      this.unsaved = 0;
    } catch (error) {
      console.error("search: the saved index could not be read; indexing every post", error);
    }
  }

  /**
   * Saves the index once the current build's callers have it. The save reads the index a slice at a time
   * (`encodeSnapshot`), so the next build waits for it to end before changing the index.
   */
  private saveLater(snapshots: SnapshotStore): void {
    this.saving = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(() => {
        this.unsaved = 0;
        return snapshots.save(this.kv, this.state!);
      })
      .then(() => {}, (error) => console.error("search: the index could not be saved", error))
      .finally(() => this.saving = null);
  }
}
