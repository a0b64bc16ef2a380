/** Hex encoding of bytes and the hex SHA-256 digest of bytes or text. */

/** Lower-case hex of `bytes`, two characters a byte. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** Hex SHA-256 of `input` (text is hashed as UTF-8). */
export async function sha256Hex(input: Uint8Array | string): Promise<string> {
  const bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
  return toHex(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
}
