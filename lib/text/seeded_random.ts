/**
 * A seeded pseudo-random sequence (FNV-1a of the seed, then Mulberry32):
 * small, fast and the same on every runtime, so drawings and test inputs made
 * from a seed replay exactly.
 */

/** FNV-1a hash of the seed, used to start the sequence. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Numbers in [0, 1) drawn from `seed`; the same seed gives the same numbers. */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
