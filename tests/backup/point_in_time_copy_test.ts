/**
 * The listing copy used for a KV Connect store (no KV Connect server can be run here, so it runs against a local
 * store, through the same `Deno.Kv` interface): a write between the two listings makes it copy again, a store that
 * never stops changing fails the backup rather than give an inconsistent copy.
 */
import assert from "node:assert/strict";
import { copyKvAtOnePoint } from "@/lib/services/backup/store_copy.ts";

/** `kv` whose `list` calls `beforeList(n)` first (n counts the calls from 1). */
function listingHook(kv: Deno.Kv, beforeList: (n: number) => Promise<void>): Deno.Kv {
  let calls = 0;
  return new Proxy(kv, {
    get(target, name) {
      if (name !== "list") return Reflect.get(target, name, target);
      return (selector: Deno.KvListSelector, options?: Deno.KvListOptions) => {
        const n = ++calls;
        async function* run() {
          await beforeList(n);
          yield* target.list(selector, options);
        }
        return run();
      };
    },
  });
}

async function entries(path: string) {
  const kv = await Deno.openKv(path);
  try {
    return await Array.fromAsync(kv.list({ prefix: [] }), (entry) => [entry.key, entry.value]);
  } finally {
    kv.close();
  }
}

Deno.test("point-in-time copy: equal to the source; a write between the listings makes it copy again", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-pit-" });
  const kv = await Deno.openKv(`${dir}/source.kv`);
  try {
    for (let i = 0; i < 30; i++) {
      await kv.set(["posts", `p${i}`], { title: `Receta ${i}`, n: new Deno.KvU64(BigInt(i)) });
    }
    await kv.set(["bin", new Uint8Array([1, 2]), 3n, true], "typed key parts");
    // The second listing (the check of the first copy) finds a post changed since: a second copy, which holds it.
    let listings = 0;
    const source = listingHook(kv, async (n) => {
      listings = n;
      if (n === 2) await kv.set(["posts", "p7"], { title: "Cambiada" });
    });
    await copyKvAtOnePoint(source, `${dir}/copy.kv`);
    assert.equal(listings, 4);
    assert.deepEqual(
      await entries(`${dir}/copy.kv`),
      await Array.fromAsync(kv.list({ prefix: [] }), (e) => [e.key, e.value]),
    );
    assert.deepEqual((await entries(`${dir}/copy.kv`)).find(([key]) => (key as Deno.KvKey)[1] === "p7")?.[1], {
      title: "Cambiada",
    });

    // A key deleted between the listings is noticed too; a store changing every time fails.
    const deleting = listingHook(kv, async (n) => {
      if (n % 2 === 0) await kv.delete(["posts", `p${n}`]);
    });
    await assert.rejects(() => copyKvAtOnePoint(deleting, `${dir}/copy2.kv`, 3), /changed during each of 3 readings/);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});
