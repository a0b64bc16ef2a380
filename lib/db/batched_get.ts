/** Reading many keys at once within the store's limit of ten keys per `getMany`. */
import { retryLocked } from "./kv.ts";

/** Largest key count one `getMany` call accepts. */
export const GET_MANY_LIMIT = 10;

/** Reads `keys` in concurrent batches of {@link GET_MANY_LIMIT}; entries come back in the order of `keys`. */
export async function getManyBatched<T>(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<Deno.KvEntryMaybe<T>[]> {
  const batches: Deno.KvKey[][] = [];
  for (let i = 0; i < keys.length; i += GET_MANY_LIMIT) batches.push(keys.slice(i, i + GET_MANY_LIMIT));
  const results = await Promise.all(batches.map((batch) => retryLocked(() => kv.getMany<T[]>(batch))));
  return results.flat();
}
