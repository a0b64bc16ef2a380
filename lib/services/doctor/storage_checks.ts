/**
 * The doctor's `store` and `media` checks, read-only: the store is inspected as the site does before opening it
 * (`lib/db/store_check.ts`), opened and its marker read, never written (not even the marker a start would add);
 * write access is judged from permissions (`lib/process/writable.ts`), without a probe file.
 */
import type { MediaConfig } from "../../config/media.ts";
import { S3MediaStore } from "../../media/s3_store.ts";
import type { S3StoreOptions } from "../../config/media.ts";
import { openKv, retryLocked } from "../../db/kv.ts";
import { inspectStoreFile, STORE_APP, STORE_FORMAT, STORE_MARKER_KEY, type StoreMarker } from "../../db/store_check.ts";
import { mayWrite, type ProcessIdentity } from "../../process/writable.ts";
import { type CheckResult, checkResult, type CheckStatus, errorText } from "./check_result.ts";

/** The store check's outcome, and the store it opened (for the checks that read it), or null. */
export interface StoreCheck {
  result: CheckResult;
  kv: Deno.Kv | null;
}

/** How long the check waits for a KV Connect store to open. */
export const REMOTE_STORE_TIMEOUT_MS = 10_000;

/** `promise`, or a rejection once `ms` passed (the doctor then ends; nothing waits for the promise). */
function withinDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

const AS_SERVICE = "run the doctor as the service's user (recetas-npm run doctor)";

/** Checks the store at `kvPath` (a file, `:memory:` or a KV Connect URL) and opens it for reading. */
export async function checkStore(kvPath: string, ids: ProcessIdentity): Promise<StoreCheck> {
  const fail = (detail: string, fix: string): StoreCheck => ({
    result: checkResult("store", "fail", detail, fix),
    kv: null,
  });
  if (kvPath === ":memory:") {
    return { result: checkResult("store", "warn", "KV_PATH is :memory: (nothing is kept)", "set KV_PATH"), kv: null };
  }
  const remote = /^https?:\/\//.test(kvPath);
  let size = "";
  if (!remote) {
    const info = await Deno.stat(kvPath).catch((error) => error as Error);
    if (info instanceof Deno.errors.NotFound) {
      return fail(`no store at ${kvPath}`, "start the site once (it creates the store), or restore a backup");
    }
    if (info instanceof Error) return fail(`${kvPath} cannot be read (${info.message})`, AS_SERVICE);
    try {
      await inspectStoreFile(kvPath);
    } catch (error) {
      return fail(errorText(error), "see the message");
    }
    const folder = await Deno.stat(parentOf(kvPath));
    if (!mayWrite(info, ids) || !mayWrite(folder, ids)) {
      return fail(
        `${kvPath} or its folder is not writable by this user (uid ${ids.uid})`,
        `${AS_SERVICE}, or give the folder to that user (chown -R recetas: ${parentOf(kvPath)})`,
      );
    }
    size = `, ${(info.size / 1024 / 1024).toFixed(1)} MiB`;
  }
  let kv: Deno.Kv;
  try {
    kv = remote ? await withinDeadline(openKv(kvPath), REMOTE_STORE_TIMEOUT_MS) : await openKv(kvPath);
  } catch (error) {
    return fail(`${kvPath} cannot be opened (${errorText(error)})`, "check KV_PATH (and DENO_KV_ACCESS_TOKEN)");
  }
  try {
    const marker = (await retryLocked(() => kv.get<Partial<StoreMarker>>(STORE_MARKER_KEY))).value;
    if (!marker) {
      const fix = "start the site once: it adds the marker to a store it recognises";
      return { result: checkResult("store", "warn", `${kvPath} has no marker of this site yet`, fix), kv };
    }
    if (marker.app !== STORE_APP || typeof marker.format !== "number" || marker.format > STORE_FORMAT) {
      kv.close();
      return fail(
        `${kvPath} is not a store this version can use`,
        "start the site to see why, and point KV_PATH at this site's store",
      );
    }
    return { result: { status: "ok", name: "store", detail: `${kvPath} (format ${marker.format}${size})` }, kv };
  } catch (error) {
    kv.close();
    return fail(`${kvPath} cannot be read (${errorText(error)})`, "restore it from a backup");
  }
}

/** The key the S3 check looks up: no media key looks like it, so the answer is "not found" when all is well. */
const S3_PROBE_KEY = "doctor-probe.txt";

/** Checks that the media folder can take files, or that the bucket answers with the credentials given. */
export async function checkMedia(
  media: MediaConfig,
  ids: ProcessIdentity,
  lookUp: (options: S3StoreOptions) => Promise<unknown> = (options) => new S3MediaStore(options).exists(S3_PROBE_KEY),
): Promise<CheckResult> {
  const result = (status: CheckStatus, detail: string, fix?: string) => checkResult("media", status, detail, fix);
  if (media.s3) {
    const location = `s3://${media.s3.bucket}/${media.s3.prefix ?? ""}`;
    try {
      await lookUp(media.s3);
      return result("ok", `${location} answers`);
    } catch (error) {
      const fix = "check MEDIA_STORE, S3_ENDPOINT, AWS_REGION and the access keys";
      return result("fail", `${location}: ${errorText(error)}`, fix);
    }
  }
  const info = await Deno.stat(media.dir).catch(() => null);
  if (info && !info.isDirectory) return result("fail", `${media.dir} is not a folder`, "move it away or set MEDIA_DIR");
  if (info) {
    if (mayWrite(info, ids)) return result("ok", `${media.dir} is writable`);
    const fix = `${AS_SERVICE}, or chown -R recetas: ${media.dir}`;
    return result("fail", `${media.dir} is not writable by this user (uid ${ids.uid})`, fix);
  }
  const parent = await existingAncestor(media.dir);
  if (mayWrite(await Deno.stat(parent), ids)) {
    return result("warn", `${media.dir} does not exist yet`, "the first upload creates it");
  }
  const fix = `create it for the service's user: install -d -o recetas -g recetas ${media.dir}`;
  return result("fail", `${media.dir} does not exist and ${parent} is not writable`, fix);
}

/** The folder of `path` (`.` for a bare file name). */
export function parentOf(path: string): string {
  const slash = path.replace(/\/+$/, "").lastIndexOf("/");
  return slash > 0 ? path.slice(0, slash) : slash === 0 ? "/" : ".";
}

/** `path` itself when it exists, else its nearest folder that does. */
export async function existingAncestor(path: string): Promise<string> {
  let current = path;
  while (true) {
    try {
      await Deno.stat(current);
      return current;
    } catch {
      const parent = parentOf(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}
