/**
 * Writes through the API from islands: `run(path, init)` calls `api()` and
 * tracks `pending` (for busy buttons) and the last `error`. Writes are never
 * retried. A 401 is handled by `api()` (the browser goes to `/admin/login`).
 */
import { useCallback, useRef, useState } from "react";
import { api } from "./api.ts";

/** State and trigger of a write. */
export interface ApiMutation {
  pending: boolean;
  error: Error | null;
  /** Sends the write; resolves the parsed answer or rethrows the failure (also kept in `error`). */
  run: <T>(path: string, init?: RequestInit & { json?: unknown }) => Promise<T>;
}

/** A write helper with its pending state; see the module doc. */
export function useApiMutation(): ApiMutation {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const running = useRef(0);

  const run = useCallback(async <T>(path: string, init?: RequestInit & { json?: unknown }): Promise<T> => {
    running.current++;
    setPending(true);
    setError(null);
    try {
      return await api<T>(path, init);
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
      throw caught;
    } finally {
      if (--running.current === 0) setPending(false);
    }
  }, []);

  return { pending, error, run };
}
