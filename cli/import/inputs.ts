/** Command-line import arguments as {@link ImportInput}s: http(s) URLs, files and folders. */
import { UsageError } from "../lib/errors.ts";
import type { ImportInput } from "./types.ts";

/** Classifies each argument; a path that does not exist is a usage error. */
export async function classifyInputs(args: string[]): Promise<ImportInput[]> {
  const inputs: ImportInput[] = [];
  for (const location of args) {
    if (/^https?:\/\//i.test(location)) {
      inputs.push({ location, kind: "url" });
      continue;
    }
    try {
      const info = await Deno.stat(location);
      inputs.push({ location: location.replace(/\/+$/, "") || "/", kind: info.isDirectory ? "folder" : "file" });
    } catch {
      throw new UsageError(`No such file or folder: ${location}`);
    }
  }
  return inputs;
}

/** The files directly inside a folder, sorted, for sources that read single files. */
export async function folderFiles(folder: string): Promise<ImportInput[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(folder)) {
    if (entry.isFile && !entry.name.startsWith(".")) names.push(entry.name);
  }
  return names.sort().map((name) => ({ location: `${folder}/${name}`, kind: "file" as const }));
}
