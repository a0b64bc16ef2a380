/**
 * An export is written to a temporary folder beside its destination and moved into place only when complete, so an
 * interrupted or failed export leaves no folder that looks like a valid export. A destination that exists and is not
 * empty is replaced only with `force`; then none of its files survive (a post deleted since the last export does
 * not come back from a stale file).
 */
import { UsageError } from "../lib/errors.ts";

/** A folder being written; `commit` moves it into place, `discard` removes it. */
export interface StagedFolder {
  /** Where to write. */
  path: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

async function isNonEmptyFolder(path: string): Promise<boolean> {
  try {
    if (!(await Deno.stat(path)).isDirectory) throw new UsageError(`${path} exists and is not a folder`);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
  for await (const _ of Deno.readDir(path)) return true;
  return false;
}

function split(folder: string): { parent: string; name: string } {
  const trimmed = folder.replace(/\/+$/, "") || "/";
  const at = trimmed.lastIndexOf("/");
  return at === -1
    ? { parent: ".", name: trimmed }
    : { parent: trimmed.slice(0, at) || "/", name: trimmed.slice(at + 1) };
}

/** A temporary folder for an export to `folder`; throws a usage error when `folder` has files and `force` is not set. */
export async function stageFolder(folder: string, force: boolean): Promise<StagedFolder> {
  if (!force && await isNonEmptyFolder(folder)) {
    throw new UsageError(`${folder} is not empty: add --force to replace its contents with the new export`);
  }
  const { parent, name } = split(folder);
  await Deno.mkdir(parent, { recursive: true });
  const path = await Deno.makeTempDir({ dir: parent, prefix: `.${name}.partial-` });
  const discard = () => Deno.remove(path, { recursive: true }).catch(() => {});
  return {
    path,
    discard,
    async commit() {
      let old: string | null = null;
      try {
        await Deno.stat(folder);
        old = await Deno.makeTempDir({ dir: parent, prefix: `.${name}.old-` });
        await Deno.rename(folder, `${old}/${name}`);
      } catch (error) {
        if (!(error instanceof Deno.errors.NotFound)) throw error;
      }
      await Deno.rename(path, folder);
      if (old) await Deno.remove(old, { recursive: true });
    },
  };
}
