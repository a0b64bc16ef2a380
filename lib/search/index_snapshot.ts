/**
 * The search index saved in the store, so a process starting does not index every post again: MiniSearch's index
 * (`toJSON`), the indexed documents, the versionstamp each post had when indexed and the categories key, as gzipped
 * JSON in a chunked KV blob (`kv_blob.ts`, under `["search_snapshot"]`). A process loads it and then reads only the
 * posts whose versionstamp changed since (`versioned_index.ts`), so a snapshot of any age gives the current index.
 *
 * The format is a hash of the code that makes documents, summaries and terms: a snapshot written by other code
 * (another field indexed, another stemmer) is not loaded.
 */
import MiniSearch from "minisearch";
import { toPostSummary } from "../db/post_indexes.ts";
import { shortHash } from "../fresh/utils.ts";
import { isoDurationMinutes } from "../site/durations.ts";
import { htmlToText, postExcerpt } from "../site/excerpt.ts";
import { readBlob, writeBlob } from "./kv_blob.ts";
import { type PostDocument, postDocument } from "./post_documents.ts";
import { ENGINE_OPTIONS, PostIndex, SEARCH_FIELDS } from "./post_index.ts";
import { foldedTerm, foldedWords, spanishStem, STOP_WORDS } from "./spanish_terms.ts";

/** Key prefix of the saved index. */
export const SNAPSHOT_PREFIX: Deno.KvKey = ["search_snapshot"];

/** What a process holds of its index besides MiniSearch's data. */
export interface IndexState {
  index: PostIndex;
  /** Post id → versionstamp of the record indexed. */
  known: ReadonlyMap<string, string>;
  categoriesKey: string;
}

type StoredDocument = Omit<PostDocument, "categoryIds"> & { categoryIds: string[] };

interface StoredState {
  engine: ReturnType<MiniSearch["toJSON"]>;
  documents: StoredDocument[];
  known: [string, string][];
  categoriesKey: string;
}

let format: Promise<string> | null = null;

/** The snapshot format of this code: a hash of what makes documents and their terms. */
export function snapshotFormat(): Promise<string> {
  const source = [
    postDocument,
    toPostSummary,
    postExcerpt,
    htmlToText,
    isoDurationMinutes,
    foldedWords,
    foldedTerm,
    spanishStem,
    [...STOP_WORDS],
    SEARCH_FIELDS,
  ].map(String);
  return format ??= shortHash(new TextEncoder().encode(source.join("\n")));
}

/** The state as bytes (taken synchronously, so later changes to the index are not half in it). */
export function encodeSnapshot(state: IndexState): Promise<Uint8Array> {
  const stored: StoredState = {
    engine: state.index.engineJSON(),
    documents: [...state.index.all()].map((doc) => ({
      ...doc,
      categoryIds: [...doc.categoryIds],
    })),
    known: [...state.known],
    categoriesKey: state.categoriesKey,
  };
  const json = new Blob([JSON.stringify(stored)]);
  return new Response(json.stream().pipeThrough(new CompressionStream("gzip"))).bytes();
}

/** The state in `bytes` (from {@link encodeSnapshot}). */
export async function decodeSnapshot(bytes: Uint8Array<ArrayBuffer>): Promise<IndexState> {
  const text = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
  const stored: StoredState = JSON.parse(text);
  const documents: PostDocument[] = stored.documents.map((doc) => ({
    ...doc,
    categoryIds: new Set(doc.categoryIds),
  }));
  const engine = MiniSearch.loadJS<PostDocument>(stored.engine, ENGINE_OPTIONS);
  return { index: new PostIndex(documents, engine), known: new Map(stored.known), categoriesKey: stored.categoriesKey };
}

/** Saves `state` as the store's snapshot; false when another process saved one at the same time (it stays). */
export async function saveSnapshot(kv: Deno.Kv, state: IndexState): Promise<boolean> {
  const bytes = await encodeSnapshot(state);
  return await writeBlob(kv, SNAPSHOT_PREFIX, bytes, { format: await snapshotFormat(), posts: state.index.size });
}

/** The store's snapshot, or null when there is none or it was written by code of another format. */
export async function loadSnapshot(kv: Deno.Kv): Promise<IndexState | null> {
  const blob = await readBlob<{ format: string }>(kv, SNAPSHOT_PREFIX);
  if (!blob || blob.head.meta.format !== await snapshotFormat()) return null;
  return await decodeSnapshot(blob.bytes as Uint8Array<ArrayBuffer>);
}
