/** What every command receives: its output, the global options and the run's abort signal. */
import type { Api } from "./api.ts";
import type { Output } from "./output.ts";

/** Options every command accepts. */
export interface GlobalOptions {
  url?: string;
  json?: boolean;
}

/** The run a command belongs to. */
export interface RunContext {
  output: Output;
  signal: AbortSignal;
  /** A client of the chosen site, signed in and checked once (`signedInApi`). */
  api(): Promise<Api>;
  /** Aborts the run as Ctrl+C does. */
  interrupt(): void;
  /** Sets the process exit code (the highest set wins). */
  fail(code: number): void;
}

/** Runs a command's action inside a run (output, Ctrl+C, exit code). */
export type Runner = (action: (ctx: RunContext) => Promise<void>) => Promise<void>;
