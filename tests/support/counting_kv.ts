/** A `Deno.Kv` that counts the reads made through it (get, getMany, list), for tests of paths that should read none. */

/** A store plus the number of reads made through it so far. */
export interface CountingKv {
  kv: Deno.Kv;
  /** Reads since the wrapper was made, or since the last {@link CountingKv.reset}. */
  readonly reads: number;
  /** The methods called, in order (since the last reset). */
  readonly calls: string[];
  /** The keys read (a list's prefix or start), as JSON, in order (since the last reset). */
  readonly keys: string[];
  reset(): void;
}

const READS = new Set(["get", "getMany", "list"]);

/** Wraps `kv`: every method works as before; reads are counted. */
export function countingKv(kv: Deno.Kv): CountingKv {
  const calls: string[] = [];
  const keys: string[] = [];
  const wrapped = new Proxy(kv, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver === wrapped ? target : receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (typeof name === "string" && READS.has(name)) {
          calls.push(name);
          keys.push(...keysRead(name, args[0]).map((key) => JSON.stringify(key)));
        }
        return value.apply(target, args);
      };
    },
  });
  return {
    kv: wrapped,
    get reads() {
      return calls.length;
    },
    calls,
    keys,
    reset() {
      calls.length = 0;
      keys.length = 0;
    },
  };
}

/** The keys a read names: its key, its keys, or its list selector's prefix (else start). */
function keysRead(method: string, arg: unknown): Deno.KvKey[] {
  if (method === "get") return [arg as Deno.KvKey];
  if (method === "getMany") return arg as Deno.KvKey[];
  const selector = arg as { prefix?: Deno.KvKey; start?: Deno.KvKey };
  return [selector.prefix ?? selector.start ?? []];
}
