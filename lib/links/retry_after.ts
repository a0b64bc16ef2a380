/** Reads the `Retry-After` response header. */

/** Wait asked for by `Retry-After` (delay in seconds or an HTTP date) in ms, capped at `maxMs`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, maxMs: number, now = Date.now()): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) {
    ms = Number(trimmed) * 1000;
  } else {
    const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : NaN;
    if (Number.isNaN(date)) return null;
    ms = date - now;
  }
  return Math.min(Math.max(0, ms), maxMs);
}
