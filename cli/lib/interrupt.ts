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

/**
 * SIGINTs this soon after the first are the same press: the terminal signals every process of the foreground group,
 * and under `npm run recipes` a parent passes its own on as well, about a millisecond later (seen on a busy machine,
 * where it ended runs at the first press). A person's second press comes later than this.
 */
export const SAME_PRESS_MS = 250;

/** What {@link listenForInterrupt} uses besides the process (tests replace them). */
export interface InterruptOptions {
  /** Clock in milliseconds (default `performance.now`). */
  now?: () => number;
  /** Ends the process at the second press (default `Deno.exit`). */
  exit?: (code: number) => void;
}

/** Starts listening for SIGINT. */
export function listenForInterrupt(onFirst: () => void, options: InterruptOptions = {}): Interrupt {
  const now = options.now ?? (() => performance.now());
  const exit = options.exit ?? ((code: number) => Deno.exit(code));
  const controller = new AbortController();
  let firstAt = 0;
  const handler = () => {
    if (controller.signal.aborted) {
      if (now() - firstAt >= SAME_PRESS_MS) exit(EXIT.interrupted);
      return;
    }
    firstAt = now();
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
