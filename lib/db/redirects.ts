/**
 * URL redirects in KV (keys: `redirect_keys.ts`). The hit counter is bumped with `sum`, so hits never contend with
 * record writes. Every write that changes what visitors get bumps the content version.
 */
import { getExisting, KV_ONE, listAll, retryLocked } from "./kv.ts";
import { KeyTooLongError } from "./kv_limits.ts";
import {
  hitsKey,
  pathKey,
  putRedirect,
  readSource,
  recordKey,
  REDIRECT_HITS_PREFIX,
  REDIRECTS_BY_PATH_PREFIX,
  REDIRECTS_PREFIX,
  redirectsEndingAt,
  removeRedirect,
  type StoredRedirect,
} from "./redirect_keys.ts";
import { withoutUndefined } from "./without_undefined.ts";
import { commitOnce, conflictWith, optimisticWrite } from "./write.ts";
import { newId } from "../ids.ts";
import { ConflictError, ValidationError } from "../errors.ts";
import {
  decodePath,
  normalizeRedirectPath,
  type Redirect,
  type RedirectFilter,
  type RedirectInput,
  RedirectInputSchema,
  type RedirectPatch,
  RedirectPatchSchema,
} from "../schemas/redirect.ts";

/** The message of a duplicate source path. */
export const DUPLICATE_FROM_PATH = "A redirect from this path already exists";
/** Longest chain followed when looking for loops. */
const MAX_CHAIN = 20;

const STALE = conflictWith("Redirects changed while saving. Please try again.");

function withHits(record: StoredRedirect, hits: Deno.KvU64 | null | undefined): Redirect {
  return { ...record, hit_count: hits ? Number(hits.value) : 0 };
}

function assertDistinct(from: string, to: string): void {
  if (from === normalizeRedirectPath(to)) throw toPathError("From path and to path must be different");
}

function toPathError(message: string): ValidationError {
  return new ValidationError(message, { to_path: [message] });
}

/** Where a new redirect really ends, and the entries read to find out (checked by the write). */
interface ChainEnd {
  /** The end of the chain of active redirects starting at the target: what the new redirect points at. */
  target: string;
  reads: Deno.KvEntryMaybe<unknown>[];
}

/**
 * Follows active redirects from `to` to where they end, so a redirect never
 * points at another one (the chain is collapsed), and fails when the chain
 * comes back to `from` (a loop).
 */
async function followChain(kv: Deno.Kv, from: string, to: string): Promise<ChainEnd> {
  const reads: Deno.KvEntryMaybe<unknown>[] = [];
  const seen = new Set<string>();
  let current = normalizeRedirectPath(to);
  let target = to;
  for (let step = 0; step < MAX_CHAIN && !seen.has(current); step++) {
    if (current === from) throw toPathError("This redirect would create a redirect loop");
    seen.add(current);
    const { index, record } = await readSource(kv, current);
    reads.push(index);
    if (!record) break;
    reads.push(record);
    if (!record.value?.is_active) break;
    target = record.value.to_path;
    current = normalizeRedirectPath(target);
  }
  return { target, reads };
}

/**
 * Adds to `op` the re-pointing of every other redirect that ends at `from` so
 * it goes straight to `target` (no chain through the new source), each checked
 * unchanged since read. One that would then point at itself is left as it is
 * (it can only be inactive). Reads only the redirects ending at `from`.
 */
async function repointChainsTo(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  id: string,
  from: string,
  target: string,
): Promise<void> {
  const now = new Date().toISOString();
  for (const entry of await redirectsEndingAt(kv, from)) {
    const other = entry.value;
    if (other.id === id || other.from_path === normalizeRedirectPath(target)) continue;
    putRedirect(op.check(entry), { ...other, to_path: target, updated_at: now }, other);
  }
}

/** One redirect with its hit count, or null. */
export async function getRedirect(kv: Deno.Kv, id: string): Promise<Redirect | null> {
  const [record, hits] = await retryLocked(() =>
    kv.getMany<[StoredRedirect, Deno.KvU64]>([recordKey(id), hitsKey(id)])
  );
  return record.value ? withHits(record.value, hits.value) : null;
}

/**
 * Creates a redirect. `createdBy` is "manual", a user id, or "auto" for
 * system-created ones. Fails with a 409 naming `from_path` when the source
 * path is taken, and with a 400 for a self-redirect or a loop.
 */
export async function createRedirect(
  kv: Deno.Kv,
  input: RedirectInput,
  createdBy = "manual",
): Promise<Redirect> {
  const data = RedirectInputSchema.parse(input);
  assertDistinct(data.from_path, data.to_path);
  const afterFailedCheck = async () => {
    const taken = await retryLocked(() => kv.get(pathKey(data.from_path)));
    if (taken.value) throw new ConflictError(DUPLICATE_FROM_PATH, "from_path");
  };
  return await optimisticWrite({ publicContent: true, exhausted: STALE, afterFailedCheck }, async () => {
    const chain = data.is_active ? await followChain(kv, data.from_path, data.to_path) : null;
    const now = new Date().toISOString();
    const record: StoredRedirect = {
      id: newId(),
      ...data,
      to_path: chain?.target ?? data.to_path,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    };
    const op = kv.atomic().check({ key: pathKey(record.from_path), versionstamp: null });
    for (const entry of chain?.reads ?? []) op.check(entry);
    if (chain) await repointChainsTo(kv, op, record.id, record.from_path, record.to_path);
    putRedirect(op.set(pathKey(record.from_path), record.id), record, null);
    return { op, done: () => withHits(record, null) };
  });
}

/** Applies `patch` to a redirect, keeping the source-path index, uniqueness and loop rules. */
export async function updateRedirect(kv: Deno.Kv, id: string, patch: RedirectPatch): Promise<Redirect> {
  const changes: Partial<StoredRedirect> = withoutUndefined(RedirectPatchSchema.parse(patch));
  let movedTo: string | null = null;
  const afterFailedCheck = async () => {
    if (movedTo && (await retryLocked(() => kv.get(pathKey(movedTo!)))).value) {
      throw new ConflictError(DUPLICATE_FROM_PATH, "from_path");
    }
  };
  return await optimisticWrite({ publicContent: true, exhausted: STALE, afterFailedCheck }, async () => {
    const entry = await getExisting<StoredRedirect>(kv, recordKey(id), "Redirect not found");
    const before = entry.value;
    const record: StoredRedirect = { ...before, ...changes, updated_at: new Date().toISOString() };
    assertDistinct(record.from_path, record.to_path);
    const chain = record.is_active ? await followChain(kv, record.from_path, record.to_path) : null;
    if (chain) record.to_path = chain.target;
    const op = kv.atomic().check(entry);
    for (const read of chain?.reads ?? []) op.check(read);
    if (chain) await repointChainsTo(kv, op, id, record.from_path, record.to_path);
    const moved = record.from_path !== before.from_path;
    movedTo = moved ? record.from_path : null;
    if (moved) {
      const oldIndex = await retryLocked(() => kv.get<string>(pathKey(before.from_path)));
      if (oldIndex.value === id) op.check(oldIndex).delete(pathKey(before.from_path));
      op.check({ key: pathKey(record.from_path), versionstamp: null }).set(pathKey(record.from_path), id);
    }
    putRedirect(op, record, before);
    return {
      op,
      done: async () => withHits(record, (await retryLocked(() => kv.get<Deno.KvU64>(hitsKey(id)))).value),
    };
  });
}

/** Deletes a redirect, its index entries and its hit counter. */
export async function deleteRedirect(kv: Deno.Kv, id: string): Promise<void> {
  return await optimisticWrite({ publicContent: true, exhausted: STALE }, async () => {
    const entry = await getExisting<StoredRedirect>(kv, recordKey(id), "Redirect not found");
    const index = await retryLocked(() => kv.get<string>(pathKey(entry.value.from_path)));
    const op = kv.atomic().check(entry).check(index);
    removeRedirect(op, entry.value);
    if (index.value === id) op.delete(index.key);
    return { op, done: () => {} };
  });
}

/** Redirects matching `filter`, newest first, with hit counts. */
export async function listRedirects(kv: Deno.Kv, filter: RedirectFilter = {}): Promise<Redirect[]> {
  const [records, counters] = await Promise.all([
    listAll<StoredRedirect>(kv, { prefix: REDIRECTS_PREFIX }, { reverse: true }),
    listAll<Deno.KvU64>(kv, { prefix: REDIRECT_HITS_PREFIX }),
  ]);
  const hits = new Map(counters.map((entry) => [entry.key[1] as string, entry.value]));
  const needle = filter.search?.trim().toLowerCase();
  return records.map((entry) => entry.value)
    .filter((r) => filter.active === undefined || (r.is_active === 1) === filter.active)
    .filter((r) => !filter.post_id || r.post_id === filter.post_id)
    .filter((r) => !needle || [r.from_path, r.to_path, r.notes ?? ""].some((t) => t.toLowerCase().includes(needle)))
    .map((r) => withHits(r, hits.get(r.id)));
}

/**
 * The stored source paths that `path` may be redirected from, in the order {@link findActiveRedirect} tries them:
 * the path with its query string (as sent, then percent-decoded), then the bare path (unless `queryOnly`).
 */
export function redirectSourceCandidates(path: string, lookup: RedirectLookup = {}): string[] {
  const withQuery = path.replace(/#.*$/s, "");
  const bare = withQuery.replace(/\?.*$/s, "");
  const sources = withQuery === bare ? [] : [withQuery, decodePath(withQuery)];
  if (!lookup.queryOnly) sources.push(bare, decodePath(bare));
  return [...new Set(sources.map(normalizeRedirectPath))].filter((candidate) => candidate.startsWith("/"));
}

/** Every source path in the source-path index, active redirects or not: the paths worth a {@link findActiveRedirect}. */
export async function listSourcePaths(kv: Deno.Kv): Promise<string[]> {
  const entries = await listAll<string>(kv, { prefix: REDIRECTS_BY_PATH_PREFIX });
  return entries.map((entry) => entry.key[1] as string);
}

/** Options of {@link findActiveRedirect}. */
export interface RedirectLookup {
  /** Only a redirect from the path with its query string (`/?p=12`), never one from the bare path. */
  queryOnly?: boolean;
}

/**
 * The active redirect for `path`, or null: one whose source is the path with
 * its query string (`/?p=12`, as old sites link) first, then one whose source
 * is the bare path (query and fragment ignored); trailing slash optional and
 * percent-encoding tolerated either way.
 */
export async function findActiveRedirect(
  kv: Deno.Kv,
  path: string,
  lookup: RedirectLookup = {},
): Promise<Redirect | null> {
  for (const candidate of redirectSourceCandidates(path, lookup)) {
    // A path with a query string too long for a key names no redirect (sources are stored as keys): the page answers
    // as usual. A bare path that long is a 404 (KeyTooLongError), as for any other overlong lookup.
    const index = await retryLocked(() => kv.get<string>(pathKey(candidate))).catch((error) => {
      if (error instanceof KeyTooLongError && candidate.includes("?")) return null;
      throw error;
    });
    if (!index?.value) continue;
    const redirect = await getRedirect(kv, index.value);
    if (redirect?.is_active) return redirect;
  }
  return null;
}

/** Counts one use of a redirect (a commutative counter add: parallel hits never conflict). */
export async function recordRedirectHit(kv: Deno.Kv, id: string): Promise<void> {
  await commitOnce(kv.atomic().sum(hitsKey(id), KV_ONE.value));
}
