/**
 * AI call deadlines the test fires itself (`AiEnv.startDeadline`): a timeout happens when the test says, never
 * because a busy machine was slow, and a call the test does not time out is never cut.
 */
import type { Deadline } from "@/lib/ai/deadline.ts";

/** Deadlines started by the site, fired on demand. */
export interface ManualDeadlines {
  /** Pass as `startDeadline`. */
  start(signal: AbortSignal, ms: number): Deadline;
  /** Fires every deadline started and not yet cleared; returns how many. */
  fire(): number;
}

/** A new set of {@link ManualDeadlines}. */
export function manualDeadlines(): ManualDeadlines {
  const pending = new Set<{ fire(): void }>();
  return {
    start(signal) {
      const timer = new AbortController();
      let fired = false;
      const entry = {
        fire() {
          fired = true;
          timer.abort(new DOMException("The AI service took too long", "TimeoutError"));
        },
      };
      pending.add(entry);
      return {
        signal: AbortSignal.any([signal, timer.signal]),
        timedOut: () => fired,
        clear: () => pending.delete(entry),
      };
    },
    fire() {
      const count = pending.size;
      for (const entry of pending) entry.fire();
      pending.clear();
      return count;
    },
  };
}
