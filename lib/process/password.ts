/**
 * Password hashing with scrypt (memory-hard).
 *
 * Hashes are self-describing strings `scrypt$N$r$p$salt$hash` (salt and hash
 * in base64url), so parameters can be raised later without breaking existing
 * hashes: {@link verifyPassword} always uses the parameters stored in the hash.
 */
import { scrypt, timingSafeEqual } from "node:crypto";

/** scrypt cost parameters. */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/**
 * Production parameters: N=2^15, r=8 uses 32 MiB per hash and takes about
 * 90 ms on a 2-core server. Tests may pass cheaper parameters explicitly.
 */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Upper bounds accepted when reading a stored hash, so a corrupt record cannot exhaust memory. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** Hashes `password` with a random salt; returns the encoded `scrypt$N$r$p$salt$hash` string. */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  assertParams(params);
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await deriveKey(password, salt, params, KEY_BYTES);
  return ["scrypt", params.N, params.r, params.p, toBase64Url(salt), toBase64Url(key)].join("$");
}

/**
 * True when `password` matches `encoded`. Malformed hashes verify as false.
 * The comparison of derived keys is constant-time.
 */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(key, parsed.hash);
}

/** Parameters stored in an encoded hash, or null when it is not a valid scrypt hash. */
export function hashParams(encoded: string): ScryptParams | null {
  return parseHash(encoded)?.params ?? null;
}

function parseHash(encoded: string): { params: ScryptParams; salt: Uint8Array; hash: Uint8Array } | null {
  const parts = encoded.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => /^\d{1,8}$/.test(part) ? Number(part) : NaN);
  const params = { N, r, p };
  if (!validParams(params)) return null;
  const salt = fromBase64Url(parts[4]);
  const hash = fromBase64Url(parts[5]);
  if (!salt || !hash || salt.length < 8 || hash.length < 16) return null;
  return { params, salt, hash };
}

function validParams({ N, r, p }: ScryptParams): boolean {
  return Number.isInteger(N) && N >= 2 && N <= MAX_N && (N & (N - 1)) === 0 &&
    Number.isInteger(r) && r >= 1 && r <= MAX_R && Number.isInteger(p) && p >= 1 && p <= MAX_P;
}

function assertParams(params: ScryptParams): void {
  if (!validParams(params)) throw new RangeError(`Invalid scrypt parameters: ${JSON.stringify(params)}`);
}

function deriveKey(
  password: string,
  salt: Uint8Array,
  params: ScryptParams,
  length: number,
): Promise<Uint8Array> {
  // scrypt needs 128 * N * r bytes (plus 128 * r * p); leave headroom for the implementation.
  const maxmem = 128 * params.N * params.r + 128 * params.r * params.p + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, length, { ...params, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(new Uint8Array(key));
    });
  });
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}
