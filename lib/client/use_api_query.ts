/**
 * Reading the API from islands, as the admin specification asks: data is always
 * treated as stale and never kept between mounts; it is fetched on mount, again
 * when the window regains focus or the browser comes back online, and a failed
 * read is retried once. Answers to older requests are dropped, so the newest
 * path always wins. A 401 is handled by `api()` (credentials cleared, browser
 * sent to `/admin/login`) and is not retried; any other failed read shows the
 * screen's `failureToast`, when it has one.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api, ApiError, isUnauthorized } from "./api.ts";
import { showToast } from "./toasts.ts";

/** Delay before the single retry of a failed read. */
export const RETRY_DELAY_MS = 1000;

/** Options of {@link useApiQuery}. */
export interface ApiQueryOptions<T> {
  /**
   * Data the server rendered into the page for `path`. It stands in for the
   * first fetch (it was read for this very page load); focus and reconnect
   * still refetch.
   */
  initialData?: T;
  /** Delay before the retry (tests shorten it). */
  retryDelayMs?: number;
  /** The error toast of a failed read (the specification's text, shown as is). */
  failureToast?: string;
}

/** State of a query: the last answer, the last error, whether a read is running, and a manual refetch. */
export interface ApiQuery<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  /** Reads `path` again now. */
  refetch: () => Promise<void>;
  /** Replaces the shown data with a newer copy the island already has (for example a write's answer). */
  setData: (data: T) => void;
}

/** True for failures worth one more try: network errors and server errors, not 4xx answers. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** Reads `/api{path}` (nothing while `path` is null); see the module doc for when it refetches. */
export function useApiQuery<T>(path: string | null, options: ApiQueryOptions<T> = {}): ApiQuery<T> {
  const { initialData, retryDelayMs = RETRY_DELAY_MS, failureToast } = options;
  const [data, setData] = useState<T | undefined>(initialData);
  const [error, setError] = useState<Error | null>(null);
  const [running, setRunning] = useState(false);
  /** Path whose read last finished; `loading` is true from the render that changes `path`, not an effect later. */
  const [settledPath, setSettledPath] = useState(initialData !== undefined ? path : null);
  const latest = useRef(0);
  const pathRef = useRef(path);
  pathRef.current = path;
  const skipFirst = useRef(initialData !== undefined);

  const refetch = useCallback(async () => {
    const current = pathRef.current;
    if (current === null) return;
    const request = ++latest.current;
    setRunning(true);
    const read = () => api<T>(current);
    try {
      let result: T;
      try {
        result = await read();
      } catch (first) {
        if (!isRetryable(first) || request !== latest.current) throw first;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        if (request !== latest.current) return;
        result = await read();
      }
      if (request !== latest.current) return;
      setData(result);
      setError(null);
    } catch (caught) {
      if (request !== latest.current) return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
      if (failureToast && !isUnauthorized(caught)) showToast(failureToast, "error");
    } finally {
      if (request === latest.current) {
        setRunning(false);
        setSettledPath(current);
      }
    }
  }, [retryDelayMs, failureToast]);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    if (path === null) {
      latest.current++;
      setRunning(false);
      return;
    }
    refetch();
  }, [path, refetch]);

  useEffect(() => {
    const again = () => refetch();
    addEventListener("focus", again);
    addEventListener("online", again);
    return () => {
      removeEventListener("focus", again);
      removeEventListener("online", again);
      latest.current++;
    };
  }, [refetch]);

  const replace = useCallback((next: T) => {
    setData(next);
    setError(null);
  }, []);

  const loading = running || (path !== null && settledPath !== path);
  return { data, error, loading, refetch, setData: replace };
}
