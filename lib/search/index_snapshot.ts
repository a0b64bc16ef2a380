/**
 * The search index saved in the store, so a process starting does not index every post again: MiniSearch's index
 * (its `toJSON` data, loaded back with `loadJSAsync`), the indexed documents, the versionstamp each post had when indexed and the categories key, as
 * gzipped JSON lines in a chunked KV blob (`kv_blob.ts`, under `["search_snapshot"]`): a head line, then a line per
 * index word, then a line per document, so both writing and reading go a slice at a time with pauses between, and the
 * process answers other requests meanwhile (at 10,000 posts the text is about 50 MB: written in one go it held the
 * process for 1.9 s, read in one go for about 1 s). A process loads it and then reads only the
 * posts whose versionstamp changed since (`versioned_index.ts`), so a snapshot of any age gives the current index.
 *
 * The format is a hash of the code that makes documents, summaries and terms: a snapshot written by other code
 * (another field indexed, another stemmer) is not loaded.
 */
import MiniSearch, { type AsPlainObject } from "minisearch";
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

/** The first line: MiniSearch's `toJSON` data without its index, and what the process keeps beside it. */
interface HeadLine {
  engine: Omit<AsPlainObject, "index">;
  known: [string, string][];
  categoriesKey: string;
  /** Lines of index words that follow, then lines of documents. */
  terms: number;
  documents: number;
}

/** One index word's line: the word and its postings, field number → post number → occurrences. */
type TermLine = AsPlainObject["index"][number];

/** How the saved text is laid out (part of the format: a snapshot laid out otherwise is not loaded). */
const LAYOUT = "json-lines-1";

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
    LAYOUT,
  ].map(String);
  return format ??= shortHash(new TextEncoder().encode(source.join("\n")));
}

/** Characters of JSON made or read between two pauses (a few milliseconds' work). */
const SLICE_CHARS = 256 * 1024;
/** Compressed bytes handed to the decompressor at once. */
const GZIP_SLICE = 64 * 1024;

/** A pause that lets timers and I/O run. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The state as gzipped JSON lines, made and compressed a slice at a time. The index must not change until the
 * promise settles (`VersionedSearchIndex` starts no build while a save runs); MiniSearch's background clean-up may
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
  for (const line of snapshotLines(state)) {
    pending.push(line, "\n");
    size += line.length + 1;
    if (size >= SLICE_CHARS) {
      await flush();
      await pause();
    }
  }
  await flush();
  await writer.close();
  return await compressed;
}

/** The lines of the saved state: {@link HeadLine}, then a {@link TermLine} per index word, then a document per line. */
function* snapshotLines(state: IndexState): Generator<string> {
  const { index, ...engine } = state.index.toJSON();
  const head: HeadLine = {
    engine,
    known: [...state.known],
    categoriesKey: state.categoriesKey,
    terms: index.length,
    documents: state.index.size,
  };
  yield JSON.stringify(head);
  for (const line of index) yield JSON.stringify(line satisfies TermLine);
  for (const doc of state.index.all()) {
    yield JSON.stringify({ ...doc, categoryIds: [...doc.categoryIds] } satisfies StoredDocument);
  }
}

/** The state in `bytes` (from {@link encodeSnapshot}), read a slice at a time and given to `MiniSearch.loadJSAsync`. */
export async function decodeSnapshot(bytes: Uint8Array<ArrayBuffer>): Promise<IndexState> {
  let head: HeadLine | null = null;
  const terms: TermLine[] = [];
  const documents: PostDocument[] = [];
  for await (const lines of gunzippedLines(bytes)) {
    for (const line of lines) {
      if (!head) head = JSON.parse(line) as HeadLine;
      else if (terms.length < head.terms) terms.push(JSON.parse(line));
      else {
        const doc: StoredDocument = JSON.parse(line);
        documents.push({ ...doc, categoryIds: new Set(doc.categoryIds) });
      }
    }
    await pause();
  }
  if (!head || terms.length !== head.terms || documents.length !== head.documents) {
    throw new Error("The saved index is cut short");
  }
  const engine = await MiniSearch.loadJSAsync<PostDocument>({ ...head.engine, index: terms }, ENGINE_OPTIONS);
  return { index: new PostIndex(documents, engine), known: new Map(head.known), categoriesKey: head.categoriesKey };
}

/** The lines of gzipped `bytes`, in batches of about {@link SLICE_CHARS} characters. */
async function* gunzippedLines(bytes: Uint8Array<ArrayBuffer>): AsyncGenerator<string[]> {
  const gunzip = new DecompressionStream("gzip");
  const writer = gunzip.writable.getWriter();
  const feeding = (async () => {
    for (let at = 0; at < bytes.length; at += GZIP_SLICE) await writer.write(bytes.subarray(at, at + GZIP_SLICE));
    await writer.close();
  })();
  feeding.catch(() => {}); // a corrupt input is reported by the reading side
  const decoder = new TextDecoder();
  let rest = "";
  for await (const chunk of gunzip.readable) {
    const text = rest + decoder.decode(chunk, { stream: true });
    const end = text.lastIndexOf("\n");
    if (end < 0) {
      rest = text;
      continue;
    }
    rest = text.slice(end + 1);
    yield text.slice(0, end).split("\n");
  }
  const last = rest + decoder.decode();
  if (last) yield [last];
  await feeding;
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
