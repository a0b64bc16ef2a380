/**
 * The checks behind `/readyz` (`lib/http/health.ts`), none of which writes anything:
 * - `store`: for a local KV file, the file and its folder can be written (`lib/process/writable.ts`: the file opened
 *   for append and closed, the folder's mode bits and mount), then one read of the content version succeeds;
 *   `:memory:` and KV Connect stores are checked by the read alone;
 * - `snapshot`: the content snapshot of the current content version (`lib/snapshot/`) is built (a request for it
 *   starts the build when it is not, which only reads);
 * - `media`: a local `MEDIA_DIR` (or its nearest existing parent) can be written, checked like the store's folder;
 *   an S3 bucket answers a HEAD of one key with its credentials (a missing key is fine);
 * - `server`: present only while the process stops (`draining`), so a proxy stops sending to it.
 * Beside the checks, `space` names the local store's and media's disks that are full (`statfs`): the server stays
 * ready (reads, and sign-in with only the media disk full, go on), writes there answer 507.
 * Each check is bounded by `timeoutMs`: one that takes longer reports `timed out` (the snapshot `building`).
 */
import { readContentVersion } from "../db/content_version.ts";
import { CHECK_OK, type ReadinessProbe, readinessReport } from "../process/readiness_report.ts";
import { MediaStore } from "../media/store.ts";
import type { MediaStorage } from "../config/media_storage.ts";
import { fileWriteProblem, folderWriteProblem, fullDiskProblem } from "../process/writable.ts";
import type { ContentState } from "../snapshot/content_state.ts";

/** Longest one check may take by default. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

/** A key of the bucket HEAD asks for (it need not exist). */
const MEDIA_PROBE_KEY = "readyz-probe.webp";

/** What {@link readinessProbe} checks. */
export interface ReadinessOptions {
  kv: Deno.Kv;
  /** `KV_PATH`: a local file's folder and file are checked for writing; other stores by a read only. */
  kvPath?: string;
  media: MediaStorage;
  /** Whose snapshot is checked (the app's). */
  content: ContentState;
  /** True once the process is stopping. */
  draining?: () => boolean;
  /** Bound of each check (default {@link READINESS_CHECK_TIMEOUT_MS}). */
  timeoutMs?: number;
}

/** The `/readyz` probe of a started site. */
export function readinessProbe(options: ReadinessOptions): ReadinessProbe {
  const timeoutMs = options.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  return async () => {
    const [store, snapshot, media] = await Promise.all([
      bounded(storeProblem(options.kv, options.kvPath), timeoutMs, "timed out"),
      bounded(options.content.snapshot.get().then(() => null), timeoutMs, "building"),
      bounded(mediaProblem(options.media), timeoutMs, "timed out"),
    ]);
    const checks: Record<string, string> = { store, snapshot, media };
    if (options.draining?.()) checks.server = "draining";
    return readinessReport(checks, await fullDisks(options));
  };
}

/** Whether `kvPath` names a local file (not `:memory:`, not a KV Connect URL). */
export function isLocalStorePath(kvPath: string): boolean {
  return kvPath !== ":memory:" && !/^https?:\/\//i.test(kvPath);
}

async function storeProblem(kv: Deno.Kv, kvPath: string | undefined): Promise<string | null> {
  if (kvPath && isLocalStorePath(kvPath)) {
    const problem = await fileWriteProblem(kvPath);
    if (problem) return `not writable: ${problem}`;
  }
  await readContentVersion(kv);
  return null;
}

async function mediaProblem(media: MediaStorage): Promise<string | null> {
  if (media instanceof MediaStore) {
    const problem = await folderWriteProblem(media.dir);
    return problem ? `not writable: ${problem}` : null;
  }
  await media.exists(MEDIA_PROBE_KEY);
  return null;
}

/** The disks of the local store file and media folder that have no space left, by name. */
async function fullDisks(options: ReadinessOptions): Promise<Record<string, string>> {
  const paths: Record<string, string | null> = {
    store: options.kvPath && isLocalStorePath(options.kvPath) ? options.kvPath : null,
    media: options.media instanceof MediaStore ? options.media.dir : null,
  };
  const full: Record<string, string> = {};
  for (const [disk, path] of Object.entries(paths)) {
    const problem = path ? await fullDiskProblem(path) : null;
    if (problem) full[disk] = problem;
  }
  return full;
}

/** {@link CHECK_OK} when `check` resolves to null, its problem, `failed: …` when it throws, `late` past `ms`. */
async function bounded(check: Promise<string | null>, ms: number, late: string): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => timer = setTimeout(() => resolve(late), ms));
  try {
    return await Promise.race([
      check.then(
        (problem) => problem ?? CHECK_OK,
        (error) => `failed: ${error instanceof Error ? error.message : error}`,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
