/**
 * The search index saved in the store, so a process starting does not index every post again: MiniSearch's index
 * (its `toJSON` data, loaded back with `loadJSAsync`), the indexed documents, the versionstamp each post had when
 * indexed and the categories key, as gzipped JSON lines in a chunked KV blob (`kv_blob.ts`, under
 * `["search_snapshot"]`): a head line, then a line per index word, then a line per document, so both writing and
 * reading go a slice at a time with pauses between, and the process answers other requests meanwhile (at 10,000 posts
 * the text is about 50 MB). A process loads it and then reads only the posts whose versionstamp changed since
 * (`versioned_index.ts`), so a snapshot of any age gives the current index.
 *
 * The format is a hash of the code that makes documents, summaries and terms: a snapshot written by other code
 * (another field indexed, another stemmer) is not loaded.
 */
import MiniSearch, { type AsPlainObject } from "minisearch";
import { toPostSummary } from "../db/post_indexes.ts";
import { shortHash } from "../fresh/utils.ts";
import { isoDurationMinutes } from "../recipe/duration.ts";
import { postExcerpt } from "../content/excerpt.ts";
import { htmlToText } from "../text/html_text.ts";
import { readBlob, writeBlob } from "../db/kv_blob.ts";
import { type PostDocument, postDocument } from "./post_documents.ts";
import { ENGINE_OPTIONS, PostIndex, SEARCH_FIELDS } from "./post_index.ts";
import { exactTerm, foldedTerm, foldedWords, SOUND_RULES, soundKey, soundStem, STOP_WORDS } from "./spanish_terms.ts";

/** Key prefix of the saved index. */
export const SNAPSHOT_PREFIX: Deno.KvKey = ["search_snapshot"];

/** What a process holds of its index besides MiniSearch's data. */
export interface IndexState {
  index: PostIndex;
  /** Post id → versionstamp of the record indexed. */
  known: ReadonlyMap<string, string>;
  categoriesKey: string;
}

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
  const code = [postDocument, toPostSummary, postExcerpt, htmlToText, isoDurationMinutes, foldedWords, foldedTerm];
  const terms = [soundKey, soundStem, exactTerm, ENGINE_OPTIONS.processTerm, ...SOUND_RULES, [...STOP_WORDS]];
  const source = [...code, ...terms, SEARCH_FIELDS, LAYOUT].map(String);
  return format ??= shortHash(new TextEncoder().encode(source.join("\n")));
}

/** Characters of JSON made between two pauses (a few milliseconds' work). */
const SLICE_CHARS = 256 * 1024;
/** Compressed bytes handed to the decompressor at once (about {@link SLICE_CHARS} characters out). */
const GZIP_SLICE = 64 * 1024;

/** A pause that lets timers and I/O run. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The state as gzipped JSON lines, made and compressed a slice at a time. The index must not change until the
 * promise settles (`VersionedSearchIndex` starts no build while a save runs).
 */
export async function encodeSnapshot(state: IndexState): Promise<Uint8Array> {
  const text = ReadableStream.from(snapshotText(state));
  return await new Response(text.pipeThrough(new TextEncoderStream()).pipeThrough(new CompressionStream("gzip")))
    .bytes();
}

/**
 * The saved state's JSON lines ({@link HeadLine}, then a {@link TermLine} per index word, then a document per line)
 * in slices of about {@link SLICE_CHARS} characters, with a pause after each.
 */
async function* snapshotText(state: IndexState): AsyncGenerator<string> {
  const { index, ...engine } = state.index.toJSON();
  const head: HeadLine = {
    engine,
    known: [...state.known],
    categoriesKey: state.categoriesKey,
    terms: index.length,
    documents: state.index.size,
  };
  let slice = JSON.stringify(head) + "\n";
  for (const line of [...index, ...state.index.all()]) {
    slice += JSON.stringify(line satisfies TermLine | PostDocument) + "\n";
    if (slice.length < SLICE_CHARS) continue;
    yield slice;
    slice = "";
    await pause();
  }
  yield slice;
}

/** The state in `bytes` (from {@link encodeSnapshot}), read a slice at a time and given to `MiniSearch.loadJSAsync`. */
export async function decodeSnapshot(bytes: Uint8Array<ArrayBuffer>): Promise<IndexState> {
  const slices = function* () {
    for (let at = 0; at < bytes.length; at += GZIP_SLICE) yield bytes.subarray(at, at + GZIP_SLICE);
  };
  const text = ReadableStream.from(slices()).pipeThrough(new DecompressionStream("gzip"));
  const lines: unknown[] = [];
  let rest = "";
  for await (const chunk of text.pipeThrough(new TextDecoderStream())) {
    const whole = (rest + chunk).split("\n");
    rest = whole.pop()!;
    for (const line of whole) lines.push(JSON.parse(line));
    await pause();
  }
  const head = lines[0] as HeadLine | undefined;
  if (rest || !head || lines.length !== 1 + head.terms + head.documents) {
    throw new Error("The saved index is cut short");
  }
  const terms = lines.slice(1, 1 + head.terms) as TermLine[];
  const engine = await MiniSearch.loadJSAsync<PostDocument>({ ...head.engine, index: terms }, ENGINE_OPTIONS);
  const documents = lines.slice(1 + head.terms) as PostDocument[];
  return { index: new PostIndex(documents, engine), known: new Map(head.known), categoriesKey: head.categoriesKey };
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
