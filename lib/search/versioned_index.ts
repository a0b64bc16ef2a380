/**
 * The search index of one process, per content version: built lazily the first time a search asks for a version,
 * once (concurrent searches await the same build), and replaced as a whole by the next version's build, so a search
 * never reads a half-built index. The version comes from the page cache's clock: a write in this process is seen at
 * once, another process's within `CACHE_VERSION_CHECK_MS`.
 */
import { listCategories } from "../db/categories.ts";
import { iteratePosts } from "../db/posts.ts";
import type { Category } from "../schemas/category.ts";
import { type PostDocument, postDocument } from "./post_documents.ts";
import { PostIndex } from "./post_index.ts";

/** Reads every post (any status) as search documents. */
export async function readPostDocuments(kv: Deno.Kv): Promise<PostDocument[]> {
  const categories = new Map<string, Category>(
    (await listCategories(kv, { includeInactive: true })).map((category) => [category.id, category]),
  );
  const docs: PostDocument[] = [];
  for await (const post of iteratePosts(kv)) docs.push(postDocument(post, categories));
  return docs;
}

/** The index of the current content version, built on demand. */
export class VersionedSearchIndex {
  private held: { version: string; index: Promise<PostIndex> } | null = null;
  /** Builds started since the process started (for the cache panel and tests). */
  builds = 0;

  /** `version` answers the current content version (throttled by the caller's clock). */
  constructor(
    private readonly kv: Deno.Kv,
    private readonly version: () => string | Promise<string>,
    private readonly read: (kv: Deno.Kv) => Promise<PostDocument[]> = readPostDocuments,
  ) {}

  /** The index of the current version: the one held, or one built now (once, however many callers wait). */
  async get(): Promise<PostIndex> {
    const version = await this.version();
    const held = this.held;
    if (held && held.version === version) return held.index;
    this.builds++;
    const index = this.read(this.kv).then((docs) => new PostIndex(docs));
    const entry = { version, index };
    this.held = entry;
    index.catch(() => {
      if (this.held === entry) this.held = held;
    });
    return index;
  }

  /** Drops the held index (the next search builds one). */
  clear(): void {
    this.held = null;
  }
}
