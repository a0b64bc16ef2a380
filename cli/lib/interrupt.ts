/**
 * Ctrl+C: the first press aborts the run's signal so the command stops starting work, lets what is under way
 * finish and says what was done; a second press exits at once with code 130.
 */
import process from "node:process";
import { EXIT } from "./errors.ts";

/** The run's abort signal plus a way to stop listening. */
export interface Interrupt {
  readonly signal: AbortSignal;
  /** Aborts as Ctrl+C does (ink prompts call it, since a raw-mode terminal sends Ctrl+C as input). */
  trigger(): void;
  dispose(): void;
}

/** Starts listening for SIGINT. */
export function listenForInterrupt(onFirst: () => void): Interrupt {
  const controller = new AbortController();
  const handler = () => {
    if (controller.signal.aborted) Deno.exit(EXIT.interrupted);
    onFirst();
    controller.abort(new DOMException("Interrupted", "AbortError"));
  };
  // Through node's `process` rather than Deno.addSignalListener: ink's exit hook (signal-exit) re-sends SIGINT to the
  // process when it believes it is the only listener, which ended a terminal run at the first Ctrl+C.
  process.on("SIGINT", handler);
  return {
    signal: controller.signal,
    trigger: handler,
    dispose: () => process.off("SIGINT", handler),
  };
}

/** True when `error` comes from an aborted signal. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
