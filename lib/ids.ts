/** Identifiers: time-ordered, URL-safe, unique across processes. */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
let lastTime = 0;
let lastRandom: number[] = [];

/**
 * A ULID-style id (26 chars, Crockford base32): 48-bit millisecond time then
 * 80 random bits, monotonic within one process. Ids sort by creation time.
 */
export function newId(now = Date.now()): string {
  let random: number[];
  if (now <= lastTime && lastRandom.length) {
    now = lastTime;
    random = increment(lastRandom);
  } else {
    random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b % 32);
  }
  lastTime = now;
  lastRandom = random;
  let time = "";
  for (let i = 0, t = now; i < 10; i++, t = Math.floor(t / 32)) time = ALPHABET[t % 32] + time;
  return time + random.map((d) => ALPHABET[d]).join("");
}

/**
 * An id of the same shape whose time part is `time` exactly (not bumped to keep
 * this process's ids increasing): for records restored with their original
 * time, so they sort where they were. Unique through its 80 random bits.
 */
export function idAt(time: number): string {
  let prefix = "";
  for (let i = 0, t = Math.max(0, Math.floor(time)); i < 10; i++, t = Math.floor(t / 32)) {
    prefix = ALPHABET[t % 32] + prefix;
  }
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => ALPHABET[b % 32]);
  return prefix + random.join("");
}

/** The millisecond time part of an id made by {@link newId} or {@link idAt}. */
export function idTime(id: string): number {
  return [...id.slice(0, 10)].reduce((time, letter) => time * 32 + ALPHABET.indexOf(letter), 0);
}

/** The smallest and largest ids whose time part is `time`, for reading the ids of one millisecond. */
export function idRangeAt(time: number): [string, string] {
  const prefix = idAt(time).slice(0, 10);
  return [prefix + "0".repeat(16), prefix + "Z".repeat(16)];
}

/** The shape of every {@link newId} id: 26 letters and digits of Crockford's base32 alphabet. */
export const ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    if (next[i] < 31) {
      next[i]++;
      return next;
    }
    next[i] = 0;
  }
  return next;
}

/** A random secret token, base64url, `bytes` long before encoding. */
export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}
