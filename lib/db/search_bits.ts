/**
 * Bitmaps of search numbers kept in KvU64 words (64 posts each) and changed
 * with `sum`, so writes never read them: setting a bit adds it, clearing it
 * adds its two's complement (sums wrap modulo 2^64). A search reads the words
 * of each query prefix and intersects them for an exact count of matches.
 */
import { listAll } from "./kv.ts";

/** A bitmap: word index → 64 bits. */
export type Bitmap = Map<number, bigint>;

const WRAP = 1n << 64n;

/** The word index of search number `seq`. */
export function bitWord(seq: number): number {
  return Math.floor(seq / 64);
}

/** The bit of `seq` within its word. */
export function bitOf(seq: number): bigint {
  return 1n << BigInt(seq % 64);
}

/** The `sum` operand adding `delta` (a positive or negative bit value) to a word. */
export function wrapDelta(delta: bigint): bigint {
  return ((delta % WRAP) + WRAP) % WRAP;
}

/** Reads the bitmap stored under `prefix` (`[...prefix, word]` → KvU64); missing words are empty. */
export async function readBitmap(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Bitmap> {
  const entries = await listAll<Deno.KvU64>(kv, { prefix }, { batchSize: 1000 });
  const bits: Bitmap = new Map();
  for (const { key, value } of entries) {
    if (value.value) bits.set(Number(key[key.length - 1]), value.value);
  }
  return bits;
}

/** The posts in every one of `maps`. */
export function intersect(maps: readonly Bitmap[]): Bitmap {
  const [first, ...rest] = [...maps].sort((a, b) => a.size - b.size);
  const out: Bitmap = new Map();
  for (const [word, bits] of first ?? []) {
    let value = bits;
    for (const other of rest) {
      value &= other.get(word) ?? 0n;
      if (!value) break;
    }
    if (value) out.set(word, value);
  }
  return out;
}

/** The posts in any of `maps`. */
export function union(maps: readonly Bitmap[]): Bitmap {
  const out: Bitmap = new Map();
  for (const map of maps) {
    for (const [word, bits] of map) out.set(word, (out.get(word) ?? 0n) | bits);
  }
  return out;
}

/** True when `seq` is in `bits`. */
export function hasBit(bits: Bitmap, seq: number): boolean {
  return ((bits.get(bitWord(seq)) ?? 0n) & bitOf(seq)) !== 0n;
}

/** How many posts `bits` holds. */
export function countBits(bits: Bitmap): number {
  let n = 0;
  for (const word of bits.values()) {
    let low = Number(word & 0xffff_ffffn);
    let high = Number(word >> 32n);
    while (low) {
      low &= low - 1;
      n++;
    }
    while (high) {
      high &= high - 1;
      n++;
    }
  }
  return n;
}

/** The search numbers in `bits`, ascending. */
export function bitSeqs(bits: Bitmap): number[] {
  const seqs: number[] = [];
  for (const word of [...bits.keys()].sort((a, b) => a - b)) {
    const value = bits.get(word)!;
    for (let i = 0; i < 64; i++) if ((value >> BigInt(i)) & 1n) seqs.push(word * 64 + i);
  }
  return seqs;
}
