/**
 * Whether this process could write a file or create files in a folder, found out WITHOUT writing anything (health
 * checks must not write): an existing file is opened for append and closed again (no byte written; the kernel
 * refuses the open on a read-only mount or without permission), a folder is checked by its mode bits against this
 * process's user and groups (root passes) and by its mount's `ro` option (`/proc/self/mountinfo`). ACLs and quotas
 * are not looked at; a full disk is told by its free-space counters ({@link fullDiskProblem}). Each function answers
 * null when writing is possible, else why not, in a few words.
 */
import { statfs } from "node:fs/promises";

/** Who this process is, for mode-bit checks. */
export interface ProcessIdentity {
  uid: number;
  /** Primary and supplementary groups. */
  groups: number[];
}

/**
 * True when `who` may write to the file `info` describes, or, for a folder, create and remove files in it (write and
 * search permission), by the owner's, the group's or the others' bits, whichever class `who` is in. Root may always.
 */
export function mayWrite(
  info: Pick<Deno.FileInfo, "mode" | "uid" | "gid" | "isDirectory">,
  who: ProcessIdentity,
): boolean {
  if (who.uid === 0) return true;
  const mode = info.mode ?? 0;
  const shift = info.uid === who.uid ? 6 : info.gid !== null && who.groups.includes(info.gid) ? 3 : 0;
  const bits = (mode >> shift) & 0o7;
  return info.isDirectory ? (bits & 0o3) === 0o3 : (bits & 0o2) === 0o2;
}

/** Why the folder `info` describes is not writable by `who` (mode bits only), or null. */
export function folderModeProblem(info: Deno.FileInfo, who: ProcessIdentity): string | null {
  if (!info.isDirectory) return "not a folder";
  return mayWrite(info, who) ? null : "no write permission";
}

/** The identity of this process (`/proc/self/status` groups; the primary group alone elsewhere). */
export function processIdentity(): ProcessIdentity {
  const uid = Deno.uid() ?? 0;
  const groups = [Deno.gid() ?? 0];
  try {
    const line = Deno.readTextFileSync("/proc/self/status").match(/^Groups:(.*)$/m)?.[1] ?? "";
    groups.push(...line.trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    // Not Linux: the primary group only.
  }
  return { uid, groups };
}

/** Whether the mount holding `realPath` (an absolute path without links) is read-only; false when unknown. */
export function onReadOnlyMount(realPath: string, mountInfo?: string): boolean {
  let text = mountInfo;
  if (text === undefined) {
    try {
      text = Deno.readTextFileSync("/proc/self/mountinfo");
    } catch {
      return false;
    }
  }
  let best = { length: -1, readOnly: false };
  for (const line of text.split("\n")) {
    const fields = line.split(" ");
    if (fields.length < 6) continue;
    const point = fields[4].replace(/\\040/g, " ");
    const inside = point === "/" || realPath === point || realPath.startsWith(point + "/");
    // Later lines of the same point are mounts on top of earlier ones.
    if (inside && point.length >= best.length) {
      best = { length: point.length, readOnly: fields[5].split(",")[0] === "ro" };
    }
  }
  return best.readOnly;
}

function parentFolder(path: string): string {
  return path.replace(/\/+[^/]*\/*$/, "") || (path.startsWith("/") ? "/" : ".");
}

/** Below this many bytes free (for this process's user), a disk counts as full: no image or store page fits. */
export const FULL_DISK_BYTES = 64 * 1024;

/**
 * "no space left (N KiB free)" when the disk holding `path` (or its nearest existing parent) is full, read from the
 * file system's counters (`statfs`, nothing written), else null (also when nothing can be read).
 */
export async function fullDiskProblem(path: string): Promise<string | null> {
  for (let current = path;; current = parentFolder(current)) {
    try {
      const stats = await statfs(current);
      const free = Number(stats.bavail) * Number(stats.bsize);
      return free < FULL_DISK_BYTES ? `no space left (${Math.floor(free / 1024)} KiB free)` : null;
    } catch {
      if (parentFolder(current) === current) return null;
    }
  }
}

/** Why files cannot be created in `path` (or, while it does not exist, in its nearest existing parent), or null. */
export async function folderWriteProblem(
  path: string,
  who: ProcessIdentity = processIdentity(),
): Promise<string | null> {
  let current = path;
  for (;;) {
    try {
      const info = await Deno.stat(current);
      const problem = folderModeProblem(info, who);
      if (problem) return `${current}: ${problem}`;
      return onReadOnlyMount(await Deno.realPath(current)) ? `${current}: read-only file system` : null;
    } catch (error) {
      const missing = error instanceof Deno.errors.NotFound || error instanceof Deno.errors.NotADirectory;
      if (!missing) return `${current}: ${describe(error)}`;
      const parent = parentFolder(current);
      if (parent === current) return `${current}: not found`;
      current = parent;
    }
  }
}

/** Why the file at `path` cannot be written (opened for append, nothing written), or its folder when it is missing. */
export async function fileWriteProblem(path: string, who: ProcessIdentity = processIdentity()): Promise<string | null> {
  const folder = path.includes("/") ? path.replace(/\/+[^/]*$/, "") || "/" : ".";
  const folderProblem = await folderWriteProblem(folder, who);
  if (folderProblem) return folderProblem;
  try {
    const file = await Deno.open(path, { append: true });
    file.close();
    return null;
  } catch (error) {
    return error instanceof Deno.errors.NotFound ? null : `${path}: ${describe(error)}`;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.replace(/[:,]? (?:open|stat|realpath) '.*$/, "") : String(error);
}
