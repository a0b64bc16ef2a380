/**
 * The search index of one process, per content version: brought up to date lazily the first time a search asks for
 * a version, once (concurrent searches await the same build, and builds run one after another), so a search never
 * reads a half-built index. The version comes from the page cache's clock: a write in this process is seen at once,
 * another process's within `CACHE_VERSION_CHECK_MS`.
 *
 * A build lists the post records (versionstamps included) and reads the content of the posts whose versionstamp
 * changed since the last build only; the changes are applied to the index in one synchronous step. When the
 * categories changed (their names and parents are indexed with each post), every post is read and a new index
 * replaces the old one.
 */
import { listCategories } from "../db/categories.ts";
import { listAll } from "../db/kv.ts";
import { getPost } from "../db/posts.ts";
import { POSTS_PREFIX } from "../db/post_keys.ts";
import type { Category } from "../schemas/category.ts";
import { type PostDocument, postDocument } from "./post_documents.ts";
import { PostIndex } from "./post_index.ts";

/** Posts whose content one build reads at once. */
const READ_BATCH = 50;

/** What a build learnt from the store: the posts changed since `known`, those gone, and whether all were read. */
export interface StoreChanges {
  changed: { doc: PostDocument; versionstamp: string }[];
  removed: string[];
  /** True when every post was read (first build, or the categories changed). */
  full: boolean;
  categoriesKey: string;
}

/** Reads what changed since the posts `known` (id → versionstamp) and the categories `categoriesKey` were indexed. */
export async function readStoreChanges(
  kv: Deno.Kv,
  known: ReadonlyMap<string, string>,
  categoriesKey: string,
): Promise<StoreChanges> {
  const list = await listCategories(kv, { includeInactive: true });
  const categories = new Map<string, Category>(list.map((category) => [category.id, category]));
  const key = JSON.stringify(list.map((c) => [c.id, c.name, c.parent_id]));
  const full = key !== categoriesKey;
  const records = await listAll<{ id: string }>(kv, { prefix: POSTS_PREFIX });
  const present = new Set(records.map((entry) => entry.value.id));
  const stale = records.filter((entry) => full || known.get(entry.value.id) !== entry.versionstamp);
  const changed: StoreChanges["changed"] = [];
  for (let i = 0; i < stale.length; i += READ_BATCH) {
    const read = await Promise.all(stale.slice(i, i + READ_BATCH).map((entry) => getPost(kv, entry.value.id)));
    for (const result of read) {
      if (result) changed.push({ doc: postDocument(result.post, categories), versionstamp: result.versionstamp });
    }
  }
  const removed = [...known.keys()].filter((id) => !present.has(id));
  return { changed, removed, full, categoriesKey: key };
}

/** The index of the current content version, built on demand. */
export class VersionedSearchIndex {
  private held: { version: string; index: Promise<PostIndex> } | null = null;
  private index: PostIndex | null = null;
  private known = new Map<string, string>();
  private categoriesKey = "";
  /** Builds started since the process started. */
  builds = 0;

  /** `version` answers the current content version (throttled by the caller's clock). */
  constructor(
    private readonly kv: Deno.Kv,
    private readonly version: () => string | Promise<string>,
    private readonly read: typeof readStoreChanges = readStoreChanges,
  ) {}

  /** The index of the current version: the one held, or brought up to date now (once, however many callers wait). */
  async get(): Promise<PostIndex> {
    const version = await this.version();
    const held = this.held;
    if (held && held.version === version) return held.index;
    this.builds++;
    const previous = held ? held.index.catch(() => null) : Promise.resolve(null);
    const index = previous.then(() => this.build());
    const entry = { version, index };
    this.held = entry;
    index.catch(() => {
      if (this.held === entry) this.held = null;
    });
    return index;
  }

  private async build(): Promise<PostIndex> {
    const changes = await this.read(this.kv, this.index ? this.known : new Map(), this.categoriesKey);
    const known = changes.full ? new Map<string, string>() : new Map(this.known);
    for (const id of changes.removed) known.delete(id);
    for (const { doc, versionstamp } of changes.changed) known.set(doc.id, versionstamp);
    if (changes.full || !this.index) {
      this.index = new PostIndex(changes.changed.map((change) => change.doc));
    } else {
      this.index.update(changes.changed.map((change) => change.doc), changes.removed);
    }
    this.known = known;
    this.categoriesKey = changes.categoriesKey;
    return this.index;
  }
}
