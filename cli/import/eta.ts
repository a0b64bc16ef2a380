/** The time an import has left, from its pace so far, as the progress bar shows it (short: the bar is one line). */

/** "ETA 40s", "ETA 3m", "ETA 1h05m"; "" before the first item is done or after the last. */
export function etaText(startedAt: number, done: number, total: number, now: number): string {
  if (done < 1 || done >= total || now <= startedAt) return "";
  const seconds = Math.ceil((now - startedAt) / done * (total - done) / 1000);
  if (seconds < 60) return `ETA ${seconds}s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `ETA ${minutes}m`;
  return `ETA ${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, "0")}m`;
}
