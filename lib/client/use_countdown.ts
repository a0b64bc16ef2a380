/** Whole seconds left until a moment (0 once it has passed), re-rendering each second meanwhile. */
import { useEffect, useState } from "react";

/** See the module doc; `until` is a `Date.now()` time, 0 for none. */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  useEffect(() => setNow(Date.now()), [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
