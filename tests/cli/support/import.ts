/** Shared helpers of the import parser tests: fixture paths and reading a source to the end. */
import type { ImportInput, ImportItem, ImportResult, ImportSource } from "../../../cli/import/types.ts";

/** Absolute path of a file under tests/cli/fixtures. */
export function fixturePath(relative: string): string {
  return new URL(`../fixtures/${relative}`, import.meta.url).pathname;
}

/** Every result `source` reads from `input`. */
export async function readAll(source: ImportSource, input: ImportInput): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for await (const result of source.read(input)) results.push(result);
  return results;
}

/** The only result of reading `input`, which must be a post. */
export async function readOnePost(source: ImportSource, input: ImportInput): Promise<ImportItem> {
  const results = await readAll(source, input);
  if (results.length !== 1 || results[0].kind !== "post") {
    throw new Error(`Expected one post, got ${JSON.stringify(results)}`);
  }
  return results[0];
}
