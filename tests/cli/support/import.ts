/** Shared helpers of the import parser tests: fixture paths and reading a source to the end. */
import type { ImportEntry, ImportInput, ImportItem, ImportSource } from "../../../cli/import/types.ts";

/** Absolute path of a file under tests/cli/fixtures. */
export function fixturePath(relative: string): string {
  return new URL(`../fixtures/${relative}`, import.meta.url).pathname;
}

/** The import input of a file. */
export function fileInput(path: string): ImportInput {
  return { location: path, kind: "file" };
}

/** Every entry `source` reads from `input`. */
export async function readAll(source: ImportSource, input: ImportInput): Promise<ImportEntry[]> {
  const results: ImportEntry[] = [];
  for await (const result of source.read(input)) results.push(result);
  return results;
}

/** The only entry read from `input`, which must be a post. */
export async function readOnePost(source: ImportSource, input: ImportInput): Promise<ImportItem> {
  const results = await readAll(source, input);
  if (results.length !== 1 || results[0].kind !== "post") {
    throw new Error(`Expected one post, got ${JSON.stringify(results)}`);
  }
  return results[0];
}
