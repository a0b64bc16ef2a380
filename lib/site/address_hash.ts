/** Hashing of client addresses, so abuse can be traced without storing the address itself. */
import { sha256Hex } from "../text/hex.ts";

/** Hex SHA-256 of `address`, first 32 characters. */
export async function hashAddress(address: string): Promise<string> {
  return (await sha256Hex(`contact:${address}`)).slice(0, 32);
}
