/** How many server processes to run: `WEB_CONCURRENCY`, default one per CPU core. */

/** Reads `WEB_CONCURRENCY` (a whole number from 1 to 64); unset or empty means one per core. */
export function webConcurrency(env: (name: string) => string | undefined): number {
  const value = env("WEB_CONCURRENCY");
  if (value === undefined || value.trim() === "") return Math.max(1, navigator.hardwareConcurrency || 1);
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, got ${value}`);
  }
  return count;
}
