/** Small helpers of the benchmarks' measurements. */

/** The `p`th percentile (0–100, nearest rank) of `sorted` (ascending). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Runs a full garbage collection when the process has `--v8-flags=--expose-gc`, so heap figures compare. */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
