/**
 * The store's copy in a backup, made while the site keeps serving and writing.
 *
 * - A local KV file is copied with SQLite's online backup API (`node:sqlite`'s `backup`, all pages in one step): one
 *   read transaction, so the copy is the store exactly as one commit left it, however many server processes write
 *   meanwhile (in WAL mode readers never block writers). A plain file copy could catch a half-written page or miss
 *   the WAL, and is never used.
 * - A KV Connect store (`https://…`) has no file to copy: every entry is listed with strong consistency and written
 *   into a new local KV file, then everything is listed again; when the second listing finds exactly the same keys
 *   with the same versionstamps, no write touched any copied key between its two readings, so the copy is the store
 *   as it stood at the moment between the two listings (see {@link copyKvConnectStore} for the one limit). A store
 *   that keeps changing is listed again, up to a few times, then the backup fails rather than be inconsistent.
 *
 * The copy is then sealed: taken out of WAL mode into one self-contained file and checked with SQLite's
 * `integrity_check`, so its checksum names all of it.
 */
import { openKv, retryLocked } from "../../db/kv.ts";
import { toHex } from "../../text/hex.ts";

/** Records counted in the manifest: the name in `counts` → the key prefix of one record (`[prefix, id]`). */
const COUNTED: Record<string, string> = {
  posts: "posts",
  users: "users",
  categories: "categories",
  reviews: "reviews",
  media: "media",
  redirects: "redirects",
  menu_items: "menu_items",
  messages: "contact_messages",
};

/** Mutations per atomic write when entries are copied one store to another (values are at most 64 KiB). */
const COPY_BATCH = 10;

/** True when `path` is a KV Connect URL rather than a local file. */
export function isKvConnectUrl(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** Copies the store at `kvPath` (a file or a KV Connect URL) into the new local file `dest`; returns its kind. */
export async function copyStoreTo(kvPath: string, dest: string): Promise<"file" | "kv-connect"> {
  if (kvPath === ":memory:") throw new Error("KV_PATH=:memory: is a store of one process: there is nothing to back up");
  if (isKvConnectUrl(kvPath)) {
    await copyKvConnectStore(kvPath, dest);
    return "kv-connect";
  }
  await copyStoreFile(kvPath, dest);
  return "file";
}

/** SQLite's online backup of the KV file `path` into `dest`, in one step (one consistent read). */
export async function copyStoreFile(path: string, dest: string): Promise<void> {
  const info = await Deno.stat(path).catch(() => null);
  if (!info?.isFile || info.size === 0) throw new Error(`There is no store at KV_PATH=${path}`);
  const { DatabaseSync, backup } = await import("node:sqlite");
  await retryLocked(async () => {
    const db = new DatabaseSync(path, { readOnly: true });
    try {
      await backup(db, dest, { rate: -1 });
    } finally {
      db.close();
    }
  });
}

/** Copies the KV Connect store at `url` into the local file `dest` at one point in time ({@link copyKvAtOnePoint}). */
async function copyKvConnectStore(url: string, dest: string): Promise<void> {
  const source = await openKv(url);
  try {
    await copyKvAtOnePoint(source, dest).catch((error) => {
      throw new Error(`The store at KV_PATH=${url} ${error instanceof Error ? error.message : error}`);
    });
  } finally {
    source.close();
  }
}

/**
 * Copies every entry of `source` into the new local KV file `dest`, then lists `source` again; when the second
 * listing finds the same keys with the same versionstamps, the copy is `source` at the moment between the two
 * listings, else it is made again (up to `attempts` times, then this throws). The one limit: a key created and
 * deleted again entirely between its two readings appears in neither, though it existed at that moment; no other
 * write can pass unseen, because every write gives the keys it writes a new versionstamp.
 */
export async function copyKvAtOnePoint(source: Deno.Kv, dest: string, attempts = 5): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await removeStoreFiles(dest);
    const target = await openKv(dest);
    let seen: string[];
    try {
      seen = await copyEntries(source, target);
    } finally {
      target.close();
    }
    if (await listsSame(source, seen)) return;
  }
  throw new Error(`changed during each of ${attempts} readings; try again`);
}

/**
 * Writes every entry of `source` into `target` (values as they are, in atomic batches) and returns each entry's
 * key and versionstamp as text, in key order.
 */
export async function copyEntries(source: Deno.Kv, target: Deno.Kv): Promise<string[]> {
  const seen: string[] = [];
  let batch: Deno.KvEntry<unknown>[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const op = target.atomic();
    for (const entry of batch) op.set(entry.key, entry.value);
    const result = await retryLocked(() => op.commit());
    if (!result.ok) throw new Error("Could not write the store copy");
    batch = [];
  };
  for await (const entry of source.list({ prefix: [] }, { consistency: "strong", batchSize: 500 })) {
    seen.push(`${keyText(entry.key)} ${entry.versionstamp}`);
    batch.push(entry);
    if (batch.length >= COPY_BATCH) await flush();
  }
  await flush();
  return seen;
}

/** True when `kv` lists exactly the keys and versionstamps of `seen`, in order. */
async function listsSame(kv: Deno.Kv, seen: string[]): Promise<boolean> {
  let i = 0;
  for await (const entry of kv.list({ prefix: [] }, { consistency: "strong", batchSize: 500 })) {
    if (seen[i++] !== `${keyText(entry.key)} ${entry.versionstamp}`) return false;
  }
  return i === seen.length;
}

/** A key as unambiguous text (each part typed), for comparing listings. */
function keyText(key: Deno.KvKey): string {
  return key.map((part) => {
    if (part instanceof Uint8Array) return `u${toHex(part)}`;
    return `${typeof part}:${JSON.stringify(typeof part === "bigint" ? part.toString() : part)}`;
  }).join("/");
}

/** How many keys the KV file `path` holds, and how many records of each counted kind. */
export async function summarizeStoreFile(path: string): Promise<{ keys: number; counts: Record<string, number> }> {
  const counts: Record<string, number> = Object.fromEntries(Object.keys(COUNTED).map((name) => [name, 0]));
  const byPrefix = new Map(Object.entries(COUNTED).map(([name, prefix]) => [prefix, name]));
  let keys = 0;
  const kv = await Deno.openKv(path);
  try {
    for await (const entry of kv.list({ prefix: [] }, { batchSize: 1000 })) {
      keys++;
      const name = entry.key.length === 2 ? byPrefix.get(String(entry.key[0])) : undefined;
      if (name) counts[name]++;
    }
  } finally {
    kv.close();
  }
  return { keys, counts };
}

/**
 * Makes the KV file `path` one self-contained file (out of WAL mode, nothing left in side files) and checks its
 * integrity; a damaged copy throws.
 */
export async function sealStoreFile(path: string): Promise<void> {
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(path);
  try {
    db.exec("PRAGMA journal_mode = DELETE");
    const check = db.prepare("PRAGMA integrity_check").get() as { integrity_check?: string } | undefined;
    if (check?.integrity_check !== "ok") throw new Error(`The store copy is damaged (${check?.integrity_check})`);
  } finally {
    db.close();
  }
  await removeSideFiles(path);
}

/** Removes the KV file `path` and its side files, if any. */
export async function removeStoreFiles(path: string): Promise<void> {
  await Deno.remove(path).catch(() => {});
  await removeSideFiles(path);
}

async function removeSideFiles(path: string): Promise<void> {
  for (const side of ["-wal", "-shm", "-journal"]) await Deno.remove(path + side).catch(() => {});
}
