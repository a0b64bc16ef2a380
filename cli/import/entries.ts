/**
 * The entries of every command-line input, in order, with their total known before the first is imported. A
 * source that streams its input (a WordPress export) says how many entries it will yield and is then read one
 * entry at a time as the import goes; the entries of other sources (a JSON file, a Markdown file, a page) are read
 * at once, as those formats are read whole anyway.
 */
import { describeError } from "../lib/errors.ts";
import { failure } from "./formats/shared/input.ts";
import { folderFiles } from "./inputs.ts";
import { sourceFor } from "./sources.ts";
import type { ImportEntry, ImportInput } from "./types.ts";

/** The entries of the inputs and how many there are. */
export interface ImportEntries {
  total: number;
  entries: AsyncIterable<ImportEntry>;
}

/** An input opened: either all its entries, or the first and the rest to stream. */
type Opened =
  | { entries: ImportEntry[] }
  | { first: ImportEntry[]; rest: AsyncIterator<ImportEntry>; input: ImportInput; expected: number };

async function open(input: ImportInput, format: string | undefined, pages: boolean): Promise<Opened[]> {
  const source = await sourceFor(input, format, { pages });
  if (!source && input.kind === "folder") {
    const files = await folderFiles(input.location);
    return (await Promise.all(files.map((file) => open(file, format, pages)))).flat();
  }
  if (!source) return [{ entries: [failure(input.location, "Unknown format")] }];
  let expected: number | null = null;
  const iterator = source.read(input, (count) => expected = count)[Symbol.asyncIterator]();
  const entries: ImportEntry[] = [];
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      entries.push(next.value);
      if (expected !== null) return [{ first: entries, rest: iterator, input, expected }];
    }
  } catch (error) {
    entries.push(failure(input.location, describeError(error)));
  }
  return [{ entries }];
}

/** The entries in order; stopped early, it lets every streaming source close its file. */
async function* stream(opened: Opened[]): AsyncGenerator<ImportEntry> {
  try {
    for (const input of opened) {
      if ("entries" in input) {
        yield* input.entries;
        continue;
      }
      yield* input.first;
      try {
        for (let next = await input.rest.next(); !next.done; next = await input.rest.next()) yield next.value;
      } catch (error) {
        yield failure(input.input.location, describeError(error));
      }
    }
  } finally {
    for (const input of opened) if ("rest" in input) await input.rest.return?.();
  }
}

/** Opens every input (folders file by file) with the format `format`, or the one each is detected as. */
export async function openEntries(
  inputs: ImportInput[],
  format: string | undefined,
  pages: boolean,
): Promise<ImportEntries> {
  const opened: Opened[] = [];
  for (const input of inputs) opened.push(...await open(input, format, pages));
  const total = opened.reduce(
    (sum, input) => sum + ("entries" in input ? input.entries.length : input.expected),
    0,
  );
  return { total, entries: stream(opened) };
}
