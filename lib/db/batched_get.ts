/** Reading many keys at once within the store's limit of ten keys per `getMany`. */
import { retryLocked } from "./kv.ts";

/** Largest key count one `getMany` call accepts. */
export const GET_MANY_LIMIT = 10;

/** Reads `keys` in batches of {@link GET_MANY_LIMIT}; entries come back in the order of `keys`. */
export async function getManyBatched<T>(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<Deno.KvEntryMaybe<T>[]> {
  const out: Deno.KvEntryMaybe<T>[] = [];
  for (let i = 0; i < keys.length; i += GET_MANY_LIMIT) {
    const batch = keys.slice(i, i + GET_MANY_LIMIT);
    out.push(...await retryLocked(() => kv.getMany<T[]>(batch)));
  }
  return out;
}
