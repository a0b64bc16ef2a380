import assert from "node:assert/strict";
import { ConflictError } from "../errors.ts";
import { CONTENT_VERSION_KEY, readContentVersion } from "./content_version.ts";
import { openKv } from "./kv.ts";
import { commitOnce, optimisticWrite, writePublic } from "./write.ts";

/** A read-increment-write of `["n"]` checked by versionstamp; `between` runs after the read. */
function increment(kv: Deno.Kv, options: { attempts?: number; between?: () => Promise<void> }, reads: number[]) {
  return optimisticWrite({ publicContent: false, attempts: options.attempts }, async (attempt) => {
    reads.push(attempt);
    const entry = await kv.get<number>(["n"]);
    await options.between?.();
    const next = (entry.value ?? 0) + 1;
    return { op: kv.atomic().check(entry).set(["n"], next), done: () => next };
  });
}

Deno.test("optimisticWrite: a failed check re-reads and retries, and becomes a ConflictError when attempts run out", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const reads: number[] = [];
    let interfered = 0;
    const value = await increment(kv, {
      between: async () => {
        if (interfered++ < 2) await kv.set(["n"], 100 + interfered);
      },
    }, reads);
    assert.deepEqual(reads, [0, 1, 2], "two lost races, then the third attempt commits");
    assert.equal(value, 103, "the committed value is built on the last read");
    assert.equal((await kv.get(["n"])).value, 103);

    const once: number[] = [];
    await assert.rejects(
      () => increment(kv, { attempts: 1, between: () => kv.set(["n"], 0).then(() => {}) }, once),
      ConflictError,
    );
    assert.deepEqual(once, [0], "attempts: 1 gives up after the first failed check");
    assert.equal((await kv.get(["n"])).value, 0, "nothing of the failed attempt was written");
  } finally {
    kv.close();
  }
});

Deno.test("optimisticWrite: exhausted and afterFailedCheck decide what a lost race means; skip writes nothing", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await kv.set(["taken"], "x");
    const taken = optimisticWrite({
      publicContent: false,
      afterFailedCheck: () => Promise.reject(new ConflictError("Taken", "slug")),
    }, () => ({ op: kv.atomic().check({ key: ["taken"], versionstamp: null }).set(["other"], 1), done: () => 1 }));
    await assert.rejects(() => taken, (error: ConflictError) => error.field === "slug");
    assert.equal((await kv.get(["other"])).value, null);

    const fallback = await optimisticWrite<string>(
      { publicContent: false, attempts: 2, exhausted: () => "gave up" },
      () => ({
        op: kv.atomic().check({ key: ["taken"], versionstamp: null }),
        done: () => "written",
      }),
    );
    assert.equal(fallback, "gave up");

    const skipped = await optimisticWrite({ publicContent: true }, () => ({ skip: "nothing to do" }));
    assert.equal(skipped, "nothing to do");
    assert.equal(await readContentVersion(kv), "0", "a skipped write bumps nothing");
  } finally {
    kv.close();
  }
});

Deno.test("optimisticWrite bumps the content version only for public writes", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const write = (publicContent: boolean, value: number) =>
      optimisticWrite({ publicContent }, () => ({ op: kv.atomic().set(["v"], value), done: (stamp) => stamp }));
    const privateStamp = await write(false, 1);
    assert.equal((await kv.get(CONTENT_VERSION_KEY)).versionstamp, null, "a private write leaves it alone");
    const publicStamp = await write(true, 2);
    assert.equal(await readContentVersion(kv), publicStamp, "bumped in the same commit");
    assert.notEqual(publicStamp, privateStamp);
    await writePublic(kv, (op) => op.set(["v"], 3));
    assert.notEqual(await readContentVersion(kv), publicStamp);
  } finally {
    kv.close();
  }
});

const HOLD_LOCK = `
import { DatabaseSync } from "node:sqlite";
const db = new DatabaseSync(Deno.args[0]);
db.exec("BEGIN IMMEDIATE");
console.log("locked");
await new Promise((resolve) => setTimeout(resolve, Number(Deno.args[1])));
db.exec("COMMIT");
db.close();
`;

Deno.test("optimisticWrite waits out another process's write lock and commits once", async () => {
  const dir = await Deno.makeTempDir({ prefix: "recetas-write-" });
  const path = `${dir}/store.kv`;
  const kv = await openKv(path);
  try {
    await kv.set(["n"], 0);
    const holder = new Deno.Command(Deno.execPath(), {
      args: ["eval", "--ext=ts", HOLD_LOCK, path, "400"],
      stdout: "piped",
      stderr: "inherit",
    }).spawn();
    const reader = holder.stdout.getReader();
    assert.equal(new TextDecoder().decode((await reader.read()).value).trim(), "locked");
    let plans = 0;
    const started = performance.now();
    const value = await optimisticWrite({ publicContent: true }, () => {
      plans++;
      return { op: kv.atomic().set(["n"], 1), done: () => "committed" };
    });
    const waited = performance.now() - started;
    reader.releaseLock();
    await holder.stdout.cancel();
    assert.ok((await holder.status).success);
    assert.equal(value, "committed");
    assert.equal(plans, 1, "lock contention retries the commit, not the plan");
    assert.ok(waited >= 200, `the commit waited for the other process's lock (${waited} ms)`);
    assert.equal((await kv.get(["n"])).value, 1);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("commitOnce returns the versionstamp, or null when a check failed, without retrying", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const claim = () => kv.atomic().check({ key: ["claim"], versionstamp: null }).set(["claim"], 1);
    assert.equal(await commitOnce(claim()), (await kv.get(["claim"])).versionstamp);
    assert.equal(await commitOnce(claim()), null);
    assert.equal(await readContentVersion(kv), "0", "private by default");
    const stamp = await commitOnce(kv.atomic().set(["shown"], 1), true);
    assert.equal(await readContentVersion(kv), stamp, "a public write bumps the content version");
  } finally {
    kv.close();
  }
});
