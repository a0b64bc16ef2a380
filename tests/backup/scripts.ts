/** Runs `npm run backup` / `npm run restore` as the operator does: `scripts/backup.ts` and `scripts/restore.ts` as processes. */
import { PROJECT_ROOT, stopProcessTree } from "../support/process.ts";

/** What a run printed and how it ended. */
export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment of a site in `dir` (as `startSite` lays it out: `store.kv`, `media/`). */
export function siteStoreEnv(dir: string, extra: Record<string, string> = {}): Record<string, string> {
  return { KV_PATH: `${dir}/store.kv`, MEDIA_DIR: `${dir}/media`, ...extra };
}

/** Runs `scripts/<name>.ts` with `args` and `env` (added to this process's); the process is stopped if this throws. */
export async function runScript(
  name: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", `${PROJECT_ROOT}/scripts/${name}.ts`, ...args],
    env,
    cwd: PROJECT_ROOT,
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let finished = false;
  try {
    const result = await child.output();
    finished = true;
    const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    return { code: result.code, stdout: decode(result.stdout), stderr: decode(result.stderr) };
  } finally {
    if (!finished) await stopProcessTree(child);
  }
}

/** The one backup folder (`recetas-…`) in `dir`. */
export async function onlyBackup(dir: string): Promise<string> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  if (names.length !== 1) throw new Error(`expected one backup in ${dir}, found ${names.join(", ")}`);
  return `${dir}/${names[0]}`;
}
