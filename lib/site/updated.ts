/** When a post shows its "Actualizado" date. */
import { formatDateEs } from "../format/dates.ts";

/** An update counts only when it happened more than this long after publication (1 hour). */
export const UPDATE_THRESHOLD_MS = 3_600_000;

/**
 * True when `updatedAt` is more than one hour after `publishedAt` and on a later day than the one the page shows as
 * the publication's (false when either date is missing or invalid).
 */
export function showsUpdatedDate(
  publishedAt: string | null | undefined,
  updatedAt: string | null | undefined,
): boolean {
  const published = publishedAt ? Date.parse(publishedAt) : NaN;
  const updated = updatedAt ? Date.parse(updatedAt) : NaN;
  if (Number.isNaN(published) || Number.isNaN(updated)) return false;
  return updated - published > UPDATE_THRESHOLD_MS && formatDateEs(updatedAt) !== formatDateEs(publishedAt);
}
