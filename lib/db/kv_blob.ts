/**
 * A large value kept in KV (values hold at most 64 KiB) as numbered chunks of one generation, and a head naming the
 * generation complete: `[...prefix, "head"]` → {@link BlobHead}, `[...prefix, "chunk", generation, i]` → bytes.
 *
 * A writer marks its generation pending (`[...prefix, "pending", generation]` → start time), stores every chunk,
 * then sets the head only if it is still the head it read (another process may have written meanwhile: the loser
 * deletes its chunks), then deletes the generation it replaced and those of writers that stopped halfway (pending
 * for longer than {@link STALE_WRITE_MS}). A reader reads the head and that generation's chunks; a chunk gone meanwhile (replaced while reading)
 * reads as no blob, never as a mix of two. Works the same on a local store and over KV Connect.
 */
import { newId } from "../ids.ts";
import { listAll, retryLocked } from "./kv.ts";
import { commitOnce } from "./write.ts";

/** Bytes per chunk (under KV's 64 KiB value limit). */
export const BLOB_CHUNK_BYTES = 60_000;
/** Chunks written per atomic operation (under its 800 KiB total). */
const CHUNKS_PER_WRITE = 10;
/** A generation pending for longer was left by a writer that stopped: the next writer deletes it. */
export const STALE_WRITE_MS = 10 * 60_000;

/** The head of a stored blob. */
export interface BlobHead<M> {
  generation: string;
  chunks: number;
  bytes: number;
  meta: M;
}

/** The blob stored under `prefix` with its head, or null (none, or replaced while it was read). */
export async function readBlob<M>(
  kv: Deno.Kv,
  prefix: Deno.KvKey,
): Promise<{ bytes: Uint8Array; head: BlobHead<M> } | null> {
  const head = (await retryLocked(() => kv.get<BlobHead<M>>([...prefix, "head"]))).value;
  if (!head) return null;
  const entries = await listAll<Uint8Array>(kv, { prefix: [...prefix, "chunk", head.generation] }, { batchSize: 100 });
  if (entries.length !== head.chunks) return null;
  const bytes = new Uint8Array(head.bytes);
  let offset = 0;
  for (const entry of entries.sort((a, b) => Number(a.key.at(-1)) - Number(b.key.at(-1)))) {
    if (offset + entry.value.length > bytes.length) return null;
    bytes.set(entry.value, offset);
    offset += entry.value.length;
  }
  return offset === bytes.length ? { bytes, head } : null;
}

/**
 * Stores `bytes` with `meta` under `prefix` as a new generation; true when it became the head (false: another
 * writer's head came first, and this generation is removed again).
 */
export async function writeBlob<M>(
  kv: Deno.Kv,
  prefix: Deno.KvKey,
  bytes: Uint8Array,
  meta: M,
  now: () => number = Date.now,
): Promise<boolean> {
  const headKey = [...prefix, "head"];
  const before = await retryLocked(() => kv.get<BlobHead<M>>(headKey));
  const generation = newId();
  const chunks = Math.ceil(bytes.length / BLOB_CHUNK_BYTES);
  await commitOnce(kv.atomic().set([...prefix, "pending", generation], now()));
  try {
    for (let first = 0; first < chunks; first += CHUNKS_PER_WRITE) {
      const op = kv.atomic();
      for (let i = first; i < Math.min(chunks, first + CHUNKS_PER_WRITE); i++) {
        op.set([...prefix, "chunk", generation, i], bytes.subarray(i * BLOB_CHUNK_BYTES, (i + 1) * BLOB_CHUNK_BYTES));
      }
      if (await commitOnce(op) === null) throw new Error("chunk write refused");
    }
    const head: BlobHead<M> = { generation, chunks, bytes: bytes.length, meta };
    const won = await commitOnce(kv.atomic().check(before).set(headKey, head)) !== null;
    await deleteGeneration(kv, prefix, won ? before.value?.generation : generation);
    await commitOnce(kv.atomic().delete([...prefix, "pending", generation]));
    if (won) {
      const pending = await listAll<number>(kv, { prefix: [...prefix, "pending"] });
      for (const entry of pending.filter((entry) => entry.value < now() - STALE_WRITE_MS)) {
        await deleteGeneration(kv, prefix, String(entry.key.at(-1)));
        await commitOnce(kv.atomic().delete(entry.key));
      }
    }
    return won;
  } catch (error) {
    await deleteGeneration(kv, prefix, generation);
    await commitOnce(kv.atomic().delete([...prefix, "pending", generation]));
    throw error;
  }
}

async function deleteGeneration(kv: Deno.Kv, prefix: Deno.KvKey, generation: string | undefined): Promise<void> {
  if (!generation) return;
  const keys = (await listAll(kv, { prefix: [...prefix, "chunk", generation] }, { batchSize: 500 })).map((e) => e.key);
  for (let i = 0; i < keys.length; i += 100) {
    const op = kv.atomic();
    for (const key of keys.slice(i, i + 100)) op.delete(key);
    await commitOnce(op);
  }
}
