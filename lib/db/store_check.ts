/**
 * The check of the store at start: a site only ever opens a store it made.
 *
 * - Before opening a local file: a file that is not SQLite (random or damaged
 *   bytes) is refused, and so is a SQLite database holding tables other than
 *   Deno KV's (another program's database). The file is inspected read-only and
 *   never opened as a store, because opening would add Deno KV's tables to it
 *   and switch it to WAL mode; the database file itself is not written (one
 *   already in WAL mode gets its `-wal`/`-shm` side files, as any reader makes).
 * - After opening: the marker `["meta", "store"]` names the app and the format
 *   of its data. An empty store gets it in one atomic write (checked to be
 *   absent); a store without it that holds this site's keys (made before the
 *   marker existed) gets it added; a store of another app, of a newer format,
 *   or with other content and no marker is refused without writing to it.
 *
 * The format is the id of the last store migration applied (`migrations/`):
 * a new marker says {@link BASE_FORMAT} (the layout before numbered
 * migrations), and the migration run raises it as it records each migration,
 * up to {@link STORE_FORMAT}. A store of a format above this code's is refused
 * with one line naming both.
 *
 * A refusal is a {@link StoreRefusedError}: `main.ts` prints its message as one
 * line and exits with {@link STORE_REFUSED_EXIT_CODE}, which the supervisor does
 * not restart (a restart cannot fix the store).
 */
import { holdsAny, openKv, retryLocked } from "./kv.ts";
import { commitOnce } from "./write.ts";
import { CONTENT_VERSION_KEY } from "./content_version.ts";
import { POSTS_PREFIX } from "./post_keys.ts";
import { SETTINGS_KEY } from "./settings.ts";
import { COUNT_KEY, USERS_PREFIX } from "./users.ts";
import { STORE_REFUSED_EXIT_CODE } from "../process/exit_codes.ts";

export { STORE_REFUSED_EXIT_CODE };

/** Key of the store marker. */
export const STORE_MARKER_KEY: Deno.KvKey = ["meta", "store"];
/** The app a marker names. */
export const STORE_APP = "recetas-cubanas";
/**
 * Format of the data this version writes: the id of the newest store migration it knows (`lib/store_migrations.ts`
 * checks its list ends there); a store of a newer format is refused.
 */
export const STORE_FORMAT = 9;
/** Format of a store before numbered migrations (release b85cb1e and earlier), and of a new marker. */
export const BASE_FORMAT = 1;

/** Value of the store marker. */
export interface StoreMarker {
  app: string;
  format: number;
  created_at: string;
}

/** The store cannot be used; `message` says why and what to do, naming `KV_PATH`. */
export class StoreRefusedError extends Error {
  override name = "StoreRefusedError";
}

/** The first bytes of every SQLite database file. */
const SQLITE_HEADER = "SQLite format 3\0";
/** The tables Deno KV keeps in its SQLite file (a Deno that adds one fails the fresh-store case of the tests). */
const DENO_KV_TABLES = new Set(["migration_state", "data_version", "kv", "queue", "queue_running"]);
/**
 * Keys every earlier version wrote on its first start or first post: a store holding any of them is taken for this
 * site's (another app using the same names would be too; the marker settles it from now on).
 */
const SITE_KEYS: Deno.KvKey[] = [COUNT_KEY, SETTINGS_KEY, CONTENT_VERSION_KEY];
const SITE_PREFIXES: Deno.KvKey[] = [USERS_PREFIX, POSTS_PREFIX];

/** Opens the store at `path` (a file, `:memory:` or a KV Connect URL) after checking it is this site's. */
export async function openCheckedStore(path: string): Promise<Deno.Kv> {
  const local = path !== ":memory:" && !/^https?:\/\//.test(path);
  if (local) await inspectStoreFile(path);
  let kv: Deno.Kv;
  try {
    kv = await openKv(path);
  } catch (error) {
    throw refused(path, `cannot be opened (${reason(error)})`, "check the path and its permissions");
  }
  try {
    await ensureStoreMarker(kv, path);
    return kv;
  } catch (error) {
    kv.close();
    if (error instanceof StoreRefusedError) throw error;
    throw refused(path, `cannot be read (${reason(error)})`, "restore it from a backup or point KV_PATH at a new file");
  }
}

/** Refuses a file that is not SQLite or that holds another program's tables; a missing or empty file passes. */
export async function inspectStoreFile(path: string): Promise<void> {
  let header: Uint8Array | null;
  try {
    header = await readHeader(path, SQLITE_HEADER.length);
  } catch (error) {
    throw refused(path, `cannot be read (${reason(error)})`, "check the path and its permissions");
  }
  if (!header || header.length === 0) return;
  if (new TextDecoder().decode(header) !== SQLITE_HEADER) {
    throw refused(path, "is not a Deno KV store (not a SQLite database: damaged or another kind of file)", MOVE_AWAY);
  }
  const tables = await tablesOf(path);
  const foreign = tables.filter((name) => !DENO_KV_TABLES.has(name) && !name.startsWith("sqlite_"));
  if (foreign.length) {
    const names = foreign.slice(0, 3).join(", ") + (foreign.length > 3 ? ", …" : "");
    throw refused(path, `is another program's SQLite database (tables ${names}), left unchanged`, MOVE_AWAY);
  }
}

/** Checks the marker of an open store, writing it on an empty store or one this site made before it existed. */
export async function ensureStoreMarker(kv: Deno.Kv, path: string, now = new Date()): Promise<StoreMarker> {
  for (let attempt = 0;; attempt++) {
    const entry = await retryLocked(() => kv.get<unknown>(STORE_MARKER_KEY));
    if (entry.versionstamp) return checkMarker(entry.value, path);
    if (await holdsAny(kv, []) && !(await holdsSiteKeys(kv))) {
      // The one key may be the marker another process starting on this store just wrote.
      const again = await retryLocked(() => kv.get<unknown>(STORE_MARKER_KEY));
      if (again.versionstamp) return checkMarker(again.value, path);
      throw refused(path, "holds another app's data (no marker of this site and none of its records)", MOVE_AWAY);
    }
    const marker: StoreMarker = { app: STORE_APP, format: BASE_FORMAT, created_at: now.toISOString() };
    const op = kv.atomic().check({ key: STORE_MARKER_KEY, versionstamp: null }).set(STORE_MARKER_KEY, marker);
    if (await commitOnce(op)) return marker;
    // Another process starting on the same store wrote the marker first: read it again.
    if (attempt >= 2) throw refused(path, "keeps changing while its marker is written", MOVE_AWAY);
  }
}

const MOVE_AWAY = "point KV_PATH at this site's store, or move the file away to start with a new one";

function checkMarker(value: unknown, path: string): StoreMarker {
  const marker = (typeof value === "object" && value !== null ? value : {}) as Partial<StoreMarker>;
  if (marker.app !== STORE_APP) {
    throw refused(path, `belongs to another app (${JSON.stringify(String(marker.app)).slice(0, 60)})`, MOVE_AWAY);
  }
  const format = marker.format;
  if (typeof format !== "number" || !Number.isInteger(format) || format < 1) {
    throw refused(path, "has a damaged marker", "restore it from a backup or point KV_PATH at a new file");
  }
  if (format > STORE_FORMAT) {
    throw refused(
      path,
      `has format ${format}, this version of the site reads up to ${STORE_FORMAT}`,
      `run a version that reads format ${format}, or restore a backup made for format ${STORE_FORMAT} or earlier`,
    );
  }
  return marker as StoreMarker;
}

/** The first `size` bytes of the file at `path` (fewer when it is shorter), or null when there is no file. */
async function readHeader(path: string, size: number): Promise<Uint8Array | null> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true });
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
  try {
    const header = new Uint8Array(size);
    let read = 0;
    while (read < size) {
      const n = await file.read(header.subarray(read));
      if (n === null) break;
      read += n;
    }
    return header.subarray(0, read);
  } finally {
    file.close();
  }
}

async function holdsSiteKeys(kv: Deno.Kv): Promise<boolean> {
  const entries = await retryLocked(() => kv.getMany(SITE_KEYS));
  if (entries.some((entry) => entry.versionstamp !== null)) return true;
  for (const prefix of SITE_PREFIXES) if (await holdsAny(kv, prefix)) return true;
  return false;
}

/** The table names of the SQLite database at `path`, read without writing to the database file. */
async function tablesOf(path: string): Promise<string[]> {
  const { DatabaseSync } = await import("node:sqlite");
  try {
    return await retryLocked(() => {
      const db = new DatabaseSync(path, { readOnly: true });
      try {
        const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
        return Promise.resolve(rows.map((row) => String(row.name)));
      } finally {
        db.close();
      }
    });
  } catch (error) {
    throw refused(path, `is a damaged SQLite database (${reason(error)})`, MOVE_AWAY);
  }
}

function refused(path: string, what: string, todo: string): StoreRefusedError {
  return new StoreRefusedError(`The store at KV_PATH=${path} ${what}: ${todo}.`);
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0].slice(0, 200);
}
