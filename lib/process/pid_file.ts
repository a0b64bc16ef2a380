/**
 * The supervisor's pid file (`PID_FILE`, default `data/recetas.pid`): written at start so `kill -HUP $(cat …)` finds
 * the process, removed at exit, but only while it still names this process (a second supervisor's file is left).
 */

/** Writes this process's id to `path`, creating its folder. */
export async function writePidFile(path: string, pid = Deno.pid): Promise<void> {
  const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
  if (folder) await Deno.mkdir(folder, { recursive: true });
  await Deno.writeTextFile(path, `${pid}\n`);
}

/** Removes `path` when it holds `pid` (default this process's); a missing file is fine. */
export function removePidFile(path: string, pid = Deno.pid): void {
  try {
    if (Deno.readTextFileSync(path).trim() === String(pid)) Deno.removeSync(path);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
}
