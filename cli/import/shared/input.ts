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
