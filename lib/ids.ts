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
