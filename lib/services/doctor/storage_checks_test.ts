import assert from "node:assert/strict";
import { openCheckedStore, STORE_MARKER_KEY } from "../../db/store_check.ts";
import { processIdentity } from "../../process/writable.ts";
import { checkMedia, checkStore, existingAncestor, parentOf } from "./storage_checks.ts";

/** Ids of a user who neither owns the temp files nor is in their group (the kernel would use the others' bits). */
const STRANGER = { uid: 54321, groups: [54321] };

async function withTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-doctor-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Every entry of the store at `path`, versionstamps included. */
async function entriesOf(path: string): Promise<string> {
  const kv = await Deno.openKv(path);
  try {
    const all = [];
    for await (const entry of kv.list({ prefix: [] })) all.push(entry);
    return JSON.stringify(all);
  } finally {
    kv.close();
  }
}

Deno.test("store check: this site's store is ok, opened for the checks after it, and not written", () =>
  withTempDir(async (dir) => {
    const path = `${dir}/recetas.kv`;
    (await openCheckedStore(path)).close();
    const before = await entriesOf(path);
    const { result, kv } = await checkStore(path, processIdentity());
    try {
      assert.equal(result.status, "ok", result.detail);
      assert.match(result.detail, new RegExp(`^${path} \\(format 1, \\d+\\.\\d MiB\\)$`));
      assert.ok(kv, "the store stays open for the backup check");
    } finally {
      kv?.close();
    }
    assert.equal(await entriesOf(path), before, "nothing written");
  }));

Deno.test("store check: a missing store, another file, another app's store, a store without marker", () =>
  withTempDir(async (dir) => {
    const ids = processIdentity();
    const missing = await checkStore(`${dir}/none.kv`, ids);
    assert.equal(missing.result.status, "fail");
    assert.match(missing.result.detail, /^no store at /);
    assert.equal(await Deno.stat(`${dir}/none.kv`).then(() => true, () => false), false, "not created");

    await Deno.writeTextFile(`${dir}/notes.kv`, "not a database at all");
    const other = await checkStore(`${dir}/notes.kv`, ids);
    assert.equal(other.result.status, "fail");
    assert.match(other.result.detail, /not a Deno KV store/);

    const foreign = await Deno.openKv(`${dir}/foreign.kv`);
    await foreign.set(STORE_MARKER_KEY, { app: "another-blog", format: 1 });
    foreign.close();
    const theirs = await checkStore(`${dir}/foreign.kv`, ids);
    assert.equal(theirs.result.status, "fail");
    assert.equal(theirs.kv, null);

    const unmarked = await Deno.openKv(`${dir}/unmarked.kv`);
    await unmarked.set(["settings"], { site_name: "Recetas" });
    unmarked.close();
    const old = await checkStore(`${dir}/unmarked.kv`, ids);
    old.kv?.close();
    assert.equal(old.result.status, "warn");
    assert.match(old.result.detail, /no marker/);
    const kv = await Deno.openKv(`${dir}/unmarked.kv`);
    assert.equal((await kv.get(STORE_MARKER_KEY)).versionstamp, null, "the doctor does not add the marker");
    kv.close();
  }));

Deno.test("store check: a store the user cannot write to fails, naming the user and the fix", () =>
  withTempDir(async (dir) => {
    const path = `${dir}/recetas.kv`;
    (await openCheckedStore(path)).close();
    await Deno.chmod(path, 0o644);
    const { result, kv } = await checkStore(path, STRANGER);
    assert.equal(kv, null);
    assert.equal(result.status, "fail");
    assert.match(result.detail, /not writable by this user \(uid 54321\)/);
    assert.match(result.fix ?? "", /recetas-npm run doctor/);
  }));

Deno.test("store check: a KV Connect URL nothing answers at fails, naming it", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  const url = `http://127.0.0.1:${port}/`;
  // Deno reads the token itself when it opens a KV Connect store.
  const token = Deno.env.get("DENO_KV_ACCESS_TOKEN");
  Deno.env.set("DENO_KV_ACCESS_TOKEN", "test-token");
  try {
    const { result, kv } = await checkStore(url, processIdentity());
    assert.equal(kv, null);
    assert.equal(result.status, "fail");
    assert.match(result.detail, new RegExp(`^${url} cannot be opened \\(.*refused`, "i"));
    assert.match(result.fix ?? "", /DENO_KV_ACCESS_TOKEN/);
  } finally {
    if (token === undefined) Deno.env.delete("DENO_KV_ACCESS_TOKEN");
    else Deno.env.set("DENO_KV_ACCESS_TOKEN", token);
  }
});

Deno.test("store check: KV_PATH=:memory: keeps nothing", async () => {
  const { result } = await checkStore(":memory:", processIdentity());
  assert.equal(result.status, "warn");
});

Deno.test("media check: a writable folder, one to be made, a file in its place, another user's folder", () =>
  withTempDir(async (dir) => {
    const ids = processIdentity();
    await Deno.mkdir(`${dir}/media`, { mode: 0o755 });
    assert.equal((await checkMedia({ dir: `${dir}/media`, s3: null }, ids)).status, "ok");
    assert.equal((await checkMedia({ dir: `${dir}/new/media`, s3: null }, ids)).status, "warn");
    await Deno.writeTextFile(`${dir}/file`, "");
    assert.equal((await checkMedia({ dir: `${dir}/file`, s3: null }, ids)).status, "fail");
    const stranger = await checkMedia({ dir: `${dir}/media`, s3: null }, STRANGER);
    assert.equal(stranger.status, "fail");
    assert.match(stranger.detail, /not writable/);
    const unmakeable = await checkMedia({ dir: `${dir}/media/sub`, s3: null }, STRANGER);
    assert.equal(unmakeable.status, "fail");
    assert.match(unmakeable.fix ?? "", /install -d -o recetas/);
  }));

Deno.test("media check: a bucket that answers, and one that refuses the credentials", async () => {
  const s3 = {
    endpoint: "http://127.0.0.1:9",
    bucket: "recetas",
    prefix: "prod",
    accessKeyId: "key",
    secretAccessKey: "secret",
  };
  const answers = await checkMedia({ dir: "unused", s3 }, STRANGER, () => Promise.resolve(false));
  assert.deepEqual(answers, { status: "ok", name: "media", detail: "s3://recetas/prod answers" });
  const refused = await checkMedia({ dir: "unused", s3 }, STRANGER, () => Promise.reject(new Error("403 Forbidden")));
  assert.equal(refused.status, "fail");
  assert.match(refused.detail, /s3:\/\/recetas\/prod: 403 Forbidden/);
});

Deno.test("parentOf and existingAncestor", async () => {
  assert.equal(parentOf("/var/lib/recetas/recetas.kv"), "/var/lib/recetas");
  assert.equal(parentOf("recetas.kv"), ".");
  assert.equal(parentOf("/recetas.kv"), "/");
  assert.equal(parentOf("data/media/"), "data");
  const dir = await Deno.makeTempDir();
  try {
    assert.equal(await existingAncestor(`${dir}/a/b/c`), dir);
  } finally {
    await Deno.remove(dir);
  }
});
