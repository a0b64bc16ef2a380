/** A `Deno.Kv` that counts the reads made through it (get, getMany, list), for tests of paths that should read none. */

/** A store plus the number of reads made through it so far. */
export interface CountingKv {
  kv: Deno.Kv;
  /** Reads since the wrapper was made, or since the last {@link CountingKv.reset}. */
  readonly reads: number;
  /** The methods called, in order (since the last reset). */
  readonly calls: string[];
  reset(): void;
}

const READS = new Set(["get", "getMany", "list"]);

/** Wraps `kv`: every method works as before; reads are counted. */
export function countingKv(kv: Deno.Kv): CountingKv {
  const calls: string[] = [];
  const wrapped = new Proxy(kv, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver === wrapped ? target : receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (typeof name === "string" && READS.has(name)) calls.push(name);
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
    reset() {
      calls.length = 0;
    },
  };
}
