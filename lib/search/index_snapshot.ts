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

/** Characters of JSON made and compressed between two pauses of {@link encodeSnapshot} (a few milliseconds' work). */
const SLICE_CHARS = 256 * 1024;

/**
 * The state as gzipped JSON, the same text `JSON.stringify` would give of MiniSearch's `toJSON` and the documents,
 * written a slice at a time with a pause between slices, so the process answers other requests meanwhile (at 10,000
 * posts the text is about 50 MB: made in one go, it held the process for about 2 s; in slices, the longest pause
 * measured was under 50 ms). The index must not change until the promise settles (`VersionedSearchIndex` starts no build while a save runs); MiniSearch's background clean-up may
 * drop entries of removed posts meanwhile, which the loaded index ignores anyway.
 */
export async function encodeSnapshot(state: IndexState): Promise<Uint8Array> {
  const gzip = new CompressionStream("gzip");
  const writer = gzip.writable.getWriter();
  const compressed = new Response(gzip.readable).bytes();
  const encoder = new TextEncoder();
  let pending: string[] = [];
  let size = 0;
  const flush = async () => {
    await writer.write(encoder.encode(pending.join("")));
    pending = [];
    size = 0;
  };
  for (const piece of snapshotJson(state)) {
    pending.push(piece);
    size += piece.length;
    if (size >= SLICE_CHARS) {
      await flush();
      await pause();
    }
  }
  await flush();
  await writer.close();
  return await compressed;
}

/** A pause that lets timers and I/O run. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The JSON text of the stored state ({@link StoredState}), in pieces. */
function* snapshotJson(state: IndexState): Generator<string> {
  const engine = state.index.engineInternals();
  const small = {
    documentCount: engine._documentCount,
    nextId: engine._nextId,
    documentIds: Object.fromEntries(engine._documentIds),
    fieldIds: engine._fieldIds,
    fieldLength: Object.fromEntries(engine._fieldLength),
    averageFieldLength: engine._avgFieldLength,
    storedFields: Object.fromEntries(engine._storedFields),
    dirtCount: engine._dirtCount,
    serializationVersion: 2,
  };
  // MiniSearch's toJSON fields, then its index (word by word) before the closing brace.
  yield `{"engine":${JSON.stringify(small).slice(0, -1)},"index":[`;
  let count = 0;
  for (const [term, fields] of engine._index) {
    const data: Record<string, Record<string, number>> = {};
    for (const [fieldId, frequencies] of fields) data[fieldId] = Object.fromEntries(frequencies);
    yield `${count++ ? "," : ""}${JSON.stringify([term, data])}`;
  }
  yield `]},"documents":[`;
  count = 0;
  for (const doc of state.index.all()) {
    yield `${count++ ? "," : ""}${JSON.stringify({ ...doc, categoryIds: [...doc.categoryIds] })}`;
  }
  yield `],"known":${JSON.stringify([...state.known])},"categoriesKey":${JSON.stringify(state.categoriesKey)}}`;
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
