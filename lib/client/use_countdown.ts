/** Whole seconds left until a moment (0 once it has passed), re-rendering at each whole second meanwhile. */
import { useEffect, useState } from "react";

/** See the module doc; `until` is a `Date.now()` time, 0 for none. Reads the clock while rendering, so a new `until` shows at once. */
export function useCountdown(until: number): number {
  const [ticks, setTicks] = useState(0);
  const leftMs = Math.max(0, until - Date.now());
  useEffect(() => {
    if (leftMs <= 0) return;
    const timer = setTimeout(() => setTicks((count) => count + 1), leftMs % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [until, ticks]);
  return Math.ceil(leftMs / 1000);
}
