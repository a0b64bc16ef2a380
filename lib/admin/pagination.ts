/** Numbered pagination of the admin lists: page count and the window of page buttons. */

/** Most page buttons shown at once. */
export const MAX_PAGE_BUTTONS = 5;

/** Number of pages needed for `total` items at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page numbers to show as buttons: at most `max`, consecutive, containing
 * `current` and centred on it when there is room on both sides.
 */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  const last = Math.max(1, Math.floor(pages));
  const size = Math.min(last, Math.max(1, Math.floor(max)));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
