/** The doctor's `disk` check: free space on the file systems holding the store, the media and the backups. */
import { type CheckResult, checkResult, errorText } from "./check_result.ts";
import { existingAncestor } from "./storage_checks.ts";

/** Below this much free space the check fails: the store and uploads are about to meet a full disk. */
export const DISK_FAIL_BYTES = 512 * 1024 * 1024;
/** Below this much free space, or {@link DISK_WARN_SHARE} of the disk, the check warns. */
export const DISK_WARN_BYTES = 2 * 1024 * 1024 * 1024;
/** Share of the disk under which the check warns. */
export const DISK_WARN_SHARE = 0.1;

/** Space of one file system, as `df` reports it. */
export interface DiskSpace {
  mount: string;
  freeBytes: number;
  totalBytes: number;
}

/** Reads `df -P -k <path>`'s answer (POSIX format, 1024-byte blocks): the file system's mount point and space. */
export function parseDf(output: string): DiskSpace {
  const line = output.trim().split("\n").slice(1).join(" ");
  const fields = line.trim().split(/\s+/);
  // Filesystem 1024-blocks Used Available Capacity Mounted-on (the file system's name may hold spaces).
  const mountAt = fields.findIndex((field, i) => i >= 4 && /^\d+%$/.test(field));
  if (mountAt < 4) throw new Error(`unexpected df output: ${output.slice(0, 200)}`);
  const [total, , available] = fields.slice(mountAt - 3, mountAt).map(Number);
  return { mount: fields.slice(mountAt + 1).join(" "), freeBytes: available * 1024, totalBytes: total * 1024 };
}

/** Runs `df -P -k` on `path`. */
export async function dfOf(path: string): Promise<DiskSpace> {
  const { code, stdout, stderr } = await new Deno.Command("df", { args: ["-P", "-k", path], env: { LC_ALL: "C" } })
    .output();
  if (code !== 0) throw new Error(new TextDecoder().decode(stderr).trim() || `df exited with ${code}`);
  return parseDf(new TextDecoder().decode(stdout));
}

/** `n` bytes in GiB or MiB, one decimal. */
function size(n: number): string {
  return n >= 1024 ** 3 ? `${(n / 1024 ** 3).toFixed(1)} GiB` : `${(n / 1024 ** 2).toFixed(1)} MiB`;
}

/** The verdict on one file system's free space. */
export function diskVerdict(space: DiskSpace): CheckResult {
  const share = space.totalBytes > 0 ? space.freeBytes / space.totalBytes : 0;
  const detail = `${size(space.freeBytes)} free of ${size(space.totalBytes)} (${
    Math.floor(share * 100)
  }%) on ${space.mount}`;
  const fix = "free space (old backups in BACKUP_DIR, journal: journalctl --vacuum-size) or grow the disk";
  if (space.freeBytes < DISK_FAIL_BYTES) return { status: "fail", name: "disk", detail, fix };
  if (space.freeBytes < DISK_WARN_BYTES || share < DISK_WARN_SHARE) {
    return { status: "warn", name: "disk", detail, fix };
  }
  return { status: "ok", name: "disk", detail };
}

const RANK = { ok: 0, warn: 1, fail: 2 } as const;

/**
 * Checks the file systems of `paths` (each at its nearest existing folder), each once; the line is the one in the
 * worst state, or all of them when all are fine.
 */
export async function checkDisk(
  paths: string[],
  df: (path: string) => Promise<DiskSpace> = dfOf,
): Promise<CheckResult> {
  const verdicts = new Map<string, CheckResult>();
  for (const path of paths) {
    try {
      const space = await df(await existingAncestor(path));
      verdicts.set(space.mount, diskVerdict(space));
    } catch (error) {
      return checkResult("disk", "warn", `free space of ${path} unknown (${errorText(error)})`, "run df -h");
    }
  }
  const all = [...verdicts.values()];
  const worst = all.reduce((a, b) => RANK[b.status] > RANK[a.status] ? b : a);
  if (worst.status !== "ok") return worst;
  return { status: "ok", name: "disk", detail: all.map((verdict) => verdict.detail).join("; ") };
}
