/**
 * Whether this process may write to a file or create files in a folder, judged from the permission bits, the owner
 * and the group (no probe file is written): what the kernel would decide for a process with these ids, ACLs and
 * read-only mounts aside.
 */

/** The ids the kernel checks file permissions against. */
export interface ProcessIds {
  uid: number;
  /** The primary group and every supplementary group. */
  gids: number[];
}

/** This process's user and groups (supplementary groups from `/proc/self/status` on Linux). */
export function currentProcessIds(): ProcessIds {
  const gids = new Set([Deno.gid() ?? -1]);
  try {
    const groups = Deno.readTextFileSync("/proc/self/status").match(/^Groups:\s*(.*)$/m)?.[1] ?? "";
    for (const gid of groups.split(/\s+/).filter(Boolean)) gids.add(Number(gid));
  } catch {
    // Not Linux: the primary group only.
  }
  return { uid: Deno.uid() ?? -1, gids: [...gids] };
}

/**
 * True when a process with `ids` may write to the file `info` describes, or, for a folder, create and remove files
 * in it (write and search permission). Root may always.
 */
export function mayWrite(info: Pick<Deno.FileInfo, "mode" | "uid" | "gid" | "isDirectory">, ids: ProcessIds): boolean {
  if (ids.uid === 0) return true;
  const mode = info.mode ?? 0;
  const shift = info.uid === ids.uid ? 6 : info.gid !== null && ids.gids.includes(info.gid) ? 3 : 0;
  const bits = (mode >> shift) & 0o7;
  return info.isDirectory ? (bits & 0o3) === 0o3 : (bits & 0o2) === 0o2;
}
