/**
 * Committing public-content writes: every atomic operation built here also
 * bumps the content version, and lock contention is retried. Optimistic
 * read-modify-write loops use {@link MAX_WRITE_ATTEMPTS} and {@link backoff}.
 */
import { bumpContentVersion } from "./content_version.ts";
import { retryLocked } from "./kv.ts";

/** Attempts an optimistic write loop makes before giving up. */
export const MAX_WRITE_ATTEMPTS = 30;

/** Builds a fresh atomic operation with `build`, adds the content-version bump and commits it. */
export function commitContentWrite(
  kv: Deno.Kv,
  build: (op: Deno.AtomicOperation) => void,
): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
  return retryLocked(() => {
    const op = kv.atomic();
    build(op);
    bumpContentVersion(op);
    return op.commit();
  });
}

/** Waits a short, growing, jittered time before the next attempt of a failed optimistic write. */
export function backoff(attempt: number): Promise<void> {
  const delay = Math.min(100, 2 ** attempt) * Math.random();
  return new Promise((resolve) => setTimeout(resolve, delay));
}
