/** A value that follows another once it has stopped changing for a while: a search box's text, sent after a pause. */
import { useEffect, useState } from "react";

/** Milliseconds of typing pause before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/** `value` once it has stayed the same for `delayMs` (the first value at once). */
export function useDebounced<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
