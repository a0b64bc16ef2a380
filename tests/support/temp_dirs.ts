/**
 * Temporary folders for tests, and a real small file system for full-disk tests: a tmpfs of a given size mounted on
 * a new temporary folder (the tests run as root, as `npm test` does in CI), filled up on demand, unmounted and removed
 * afterwards whatever happened.
 */

async function run(command: string, args: string[]): Promise<void> {
  const { success, stderr } = await new Deno.Command(command, { args, stderr: "piped" }).output();
  if (!success) throw new Error(`${command} ${args.join(" ")} failed: ${new TextDecoder().decode(stderr).trim()}`);
}

/** Runs `fn` with a new temporary folder named `prefix…`, removed afterwards whatever happened. */
export async function withTempDir(prefix: string, fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Runs `fn` with a tmpfs of `kib` KiB mounted at a new folder; unmounts and removes it after. */
export function withTmpfs(kib: number, fn: (dir: string) => Promise<void>): Promise<void> {
  return withTempDir("recetas-tmpfs-", async (dir) => {
    await run("mount", ["-t", "tmpfs", "-o", `size=${kib}k`, "tmpfs", dir]);
    try {
      await fn(dir);
    } finally {
      await run("umount", ["--lazy", dir]);
    }
  });
}

/** Fills the file system of `dir` to the last byte with one file (`filler`), as a runaway log would. */
export async function fillDisk(dir: string): Promise<void> {
  try {
    await Deno.writeFile(`${dir}/filler`, new Uint8Array(1024 * 1024 * 1024));
  } catch (error) {
    if ((error as { code?: string }).code !== "ENOSPC") throw error;
  }
}
