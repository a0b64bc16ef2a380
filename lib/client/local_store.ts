/** JSON values in localStorage; storage that is full or blocked is ignored (nothing is remembered). */

/** The stored value under `key`, or `fallback` when missing, unreadable or blocked. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) as T : fallback;
  } catch {
    return fallback;
  }
}

/** Stores `value` under `key` as JSON (silently not, when storage is full or blocked). */
export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // full or blocked storage: nothing is remembered
  }
}
