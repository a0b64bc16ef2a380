/**
 * sharp, loaded on first use. Importing it costs a server process about 30 MiB of resident memory, which a process
 * that never handles an upload (most of them, most of the time) should not pay.
 */
import type SharpModule from "sharp";

/** The sharp entry function. */
export type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | null = null;

/** The sharp module, imported on the first call. */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
