/** Reading an import input: its text, and the label failures and items name it by. */
import type { ImportFailure, ImportInput } from "../types.ts";

/** How results name the input: the path, the URL, or "input" for text alone. */
export function inputLabel(input: ImportInput): string {
  return input.path ?? input.url ?? "input";
}

/** The input's text: `text` when given, otherwise the file at `path`. */
export async function readInputText(input: ImportInput): Promise<string> {
  if (input.text !== undefined) return input.text;
  if (input.path !== undefined) return await Deno.readTextFile(input.path);
  throw new Error("Nothing to read: give a path or text");
}

/** The input's bytes chunk by chunk: the file at `path` read piece by piece (never whole), or `text` encoded. */
export async function* inputChunks(input: ImportInput): AsyncGenerator<Uint8Array> {
  if (input.text !== undefined) {
    yield new TextEncoder().encode(input.text);
    return;
  }
  if (input.path === undefined) throw new Error("Nothing to read: give a path or text");
  const file = await Deno.open(input.path);
  yield* file.readable;
}

/** Bytes `start` to `end` of the input (the file is opened, read there and closed). */
export async function readInputRange(input: ImportInput, start: number, end: number): Promise<Uint8Array> {
  if (input.text !== undefined) return new TextEncoder().encode(input.text).subarray(start, end);
  if (input.path === undefined) throw new Error("Nothing to read: give a path or text");
  using file = await Deno.open(input.path);
  await file.seek(start, Deno.SeekMode.Start);
  const bytes = new Uint8Array(end - start);
  for (let read = 0; read < bytes.length;) {
    const count = await file.read(bytes.subarray(read));
    if (count === null) throw new Error(`${input.path} changed while it was read`);
    read += count;
  }
  return bytes;
}

/** The lower-case extension of the input's path ("" without one). */
export function inputExtension(input: ImportInput): string {
  return input.path?.match(/\.([a-z0-9]+)$/i)?.[1].toLowerCase() ?? "";
}

/** A failure for `source`. */
export function failure(source: string, reason: string): ImportFailure {
  return { kind: "failure", source, reason };
}

/** The message of a thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
