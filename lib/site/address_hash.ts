/** Hashing of client addresses, so abuse can be traced without storing the address itself. */

/** Hex SHA-256 of `address`, first 32 characters. */
export async function hashAddress(address: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`contact:${address}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("").slice(0, 32);
}
