/** Reading an import input (a file, or a page at a URL) for the formats. */
import { describeError } from "../../../lib/errors.ts";
import type { ImportEntry, ImportFailure, ImportInput } from "../../types.ts";

/** The file's bytes chunk by chunk, read piece by piece (never whole). */
export async function* inputChunks(input: ImportInput): AsyncGenerator<Uint8Array> {
  const file = await Deno.open(input.location);
  yield* file.readable;
}

/** Bytes `start` to `end` of the file (opened, read there and closed). */
export async function readInputRange(input: ImportInput, start: number, end: number): Promise<Uint8Array> {
  using file = await Deno.open(input.location);
  await file.seek(start, Deno.SeekMode.Start);
  const bytes = new Uint8Array(end - start);
  for (let read = 0; read < bytes.length;) {
    const count = await file.read(bytes.subarray(read));
    if (count === null) throw new Error(`${input.location} changed while it was read`);
    read += count;
  }
  return bytes;
}

/** The lower-case extension of a file input ("" for a folder, a URL or a name without one). */
export function inputExtension(input: ImportInput): string {
  return input.kind === "file" ? input.location.match(/\.([a-z0-9]+)$/i)?.[1].toLowerCase() ?? "" : "";
}

/** A failure of `label`. */
export function failure(label: string, reason: string): ImportFailure {
  return { kind: "failure", label, reason };
}

/** A source's `read` for inputs that hold one entry: what `entry` gives, or a failure with the reason it threw. */
export function oneEntry(entry: (input: ImportInput) => Promise<ImportEntry>) {
  return async function* (input: ImportInput): AsyncGenerator<ImportEntry> {
    try {
      yield await entry(input);
    } catch (error) {
      yield failure(input.location, describeError(error));
    }
  };
}
