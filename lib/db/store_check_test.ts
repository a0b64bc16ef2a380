import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { createPost, getPost } from "./posts.ts";
import {
  BASE_FORMAT,
  inspectStoreFile,
  openCheckedStore,
  STORE_APP,
  STORE_FORMAT,
  STORE_MARKER_KEY,
  type StoreMarker,
  StoreRefusedError,
} from "./store_check.ts";

const author = { id: "user-1", name: "Ana Pérez" };

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "recetas-store-check-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function markerOf(kv: Deno.Kv): Promise<StoreMarker | null> {
  return (await kv.get<StoreMarker>(STORE_MARKER_KEY)).value;
}

async function keysOf(path: string): Promise<string[]> {
  const kv = await Deno.openKv(path);
  try {
    return (await Array.fromAsync(kv.list({ prefix: [] }))).map((entry) => JSON.stringify(entry.key));
  } finally {
    kv.close();
  }
}

/** The refusal of `path`, checking it is one line naming KV_PATH and the path. */
async function refusal(path: string): Promise<string> {
  try {
    (await openCheckedStore(path)).close();
  } catch (thrown) {
    assert.ok(thrown instanceof StoreRefusedError, String(thrown));
    assert.ok(thrown.message.startsWith(`The store at KV_PATH=${path} `), thrown.message);
    assert.ok(!thrown.message.includes("\n"), "one line");
    return thrown.message;
  }
  throw new Error(`${path} was not refused`);
}

Deno.test("a new store gets the marker once; opening it again keeps it", () =>
  withDir(async (dir) => {
    const path = `${dir}/store.kv`;
    const kv = await openCheckedStore(path);
    const marker = await markerOf(kv);
    kv.close();
    assert.equal(marker?.app, STORE_APP);
    assert.equal(marker?.format, BASE_FORMAT, "migrations raise it as they are recorded");
    const again = await openCheckedStore(path);
    assert.deepEqual(await markerOf(again), marker);
    again.close();
  }));

Deno.test("processes starting together on a new store all open it, with one marker", () =>
  withDir(async (dir) => {
    const path = `${dir}/store.kv`;
    const stores = await Promise.all([1, 2, 3, 4].map(() => openCheckedStore(path)));
    const markers = await Promise.all(stores.map(markerOf));
    for (const kv of stores) kv.close();
    assert.ok(markers[0]);
    for (const marker of markers) assert.deepEqual(marker, markers[0]);
  }));

Deno.test("an empty file is a new store", () =>
  withDir(async (dir) => {
    const path = `${dir}/store.kv`;
    await Deno.writeFile(path, new Uint8Array(0));
    const kv = await openCheckedStore(path);
    assert.equal((await markerOf(kv))?.app, STORE_APP);
    kv.close();
  }));

Deno.test("a store this site made before the marker existed keeps its posts and gets the marker", () =>
  withDir(async (dir) => {
    const path = `${dir}/store.kv`;
    const old = await Deno.openKv(path);
    const { post } = await createPost(old, { title: "Ropa vieja", status: "published" }, author);
    old.close();
    const kv = await openCheckedStore(path);
    try {
      assert.equal((await markerOf(kv))?.app, STORE_APP);
      assert.equal((await getPost(kv, post.id))?.post.title, "Ropa vieja");
    } finally {
      kv.close();
    }
  }));

Deno.test("a Deno KV store of another app is refused and left as it was", () =>
  withDir(async (dir) => {
    const path = `${dir}/other.kv`;
    const other = await Deno.openKv(path);
    await other.set(["customers", 1], { name: "Ana" });
    other.close();
    const before = await keysOf(path);
    assert.match(await refusal(path), /holds another app's data.*move the file away/);
    assert.deepEqual(await keysOf(path), before, "nothing written");
  }));

Deno.test("a store marked by another app, by a newer version or with a damaged marker is refused", () =>
  withDir(async (dir) => {
    for (
      const [name, marker, message] of [
        ["app", { app: "other-blog", format: 1, created_at: "2026-01-01T00:00:00.000Z" }, /belongs to another app/],
        [
          "newer",
          { app: STORE_APP, format: STORE_FORMAT + 1, created_at: "2026-01-01" },
          new RegExp(`has format ${STORE_FORMAT + 1}, this version of the site reads up to ${STORE_FORMAT}: `),
        ],
        ["damaged", { app: STORE_APP, format: "1" }, /has a damaged marker/],
        ["foreign", "a value another app wrote here", /belongs to another app/],
      ] as const
    ) {
      const path = `${dir}/${name}.kv`;
      const kv = await Deno.openKv(path);
      await kv.set(STORE_MARKER_KEY, marker);
      kv.close();
      assert.match(await refusal(path), message);
    }
  }));

Deno.test("random bytes are refused before the file is opened, and stay as they were", () =>
  withDir(async (dir) => {
    for (const size of [4096, 10]) {
      const path = `${dir}/random-${size}.kv`;
      const bytes = crypto.getRandomValues(new Uint8Array(size));
      await Deno.writeFile(path, bytes);
      assert.match(await refusal(path), /is not a Deno KV store \(not a SQLite database/);
      assert.deepEqual(await Deno.readFile(path), bytes);
      assert.deepEqual((await Array.fromAsync(Deno.readDir(dir))).map((e) => e.name).sort(), [path.split("/").pop()]);
      await Deno.remove(path);
    }
  }));

Deno.test("another program's SQLite database is refused and not written to", () =>
  withDir(async (dir) => {
    const path = `${dir}/shop.sqlite`;
    const db = new DatabaseSync(path);
    db.exec("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO customers (name) VALUES ('Ana')");
    db.close();
    const bytes = await Deno.readFile(path);
    assert.match(await refusal(path), /is another program's SQLite database \(tables customers\), left unchanged/);
    assert.deepEqual(await Deno.readFile(path), bytes, "the database file is untouched");
    assert.deepEqual((await Array.fromAsync(Deno.readDir(dir))).map((e) => e.name), ["shop.sqlite"]);
  }));

Deno.test("a store made by this Deno passes the file check (its tables are the ones Deno KV makes)", () =>
  withDir(async (dir) => {
    const path = `${dir}/store.kv`;
    const kv = await Deno.openKv(path);
    await kv.set(["x"], 1);
    await kv.enqueue("job", { delay: 60_000 });
    kv.close();
    await inspectStoreFile(path);
    await inspectStoreFile(`${dir}/missing.kv`);
  }));

Deno.test("a folder at KV_PATH is refused with one line, not a stack trace", () =>
  withDir(async (dir) => {
    const path = `${dir}/folder.kv`;
    await Deno.mkdir(path);
    assert.match(await refusal(path), /cannot be read/);
  }));
