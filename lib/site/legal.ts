/** Values shared by the legal pages. */
import { formatDateEs } from "../format/dates.ts";
import { page } from "../fresh/define.ts";

/** Age under which children must not send personal data. */
export const MINIMUM_AGE = 13;

/**
 * Cache-Control of the legal pages: their "last updated" date is the current
 * day, so they are rendered on each request and kept out of the shared page cache.
 */
export const LEGAL_CACHE_CONTROL = "private, no-cache";

/** Today's date (UTC) as ISO day and es-ES text, e.g. "5 de marzo de 2026". */
export function todayEs(now = new Date()): { iso: string; text: string } {
  const iso = now.toISOString().slice(0, 10);
  return { iso, text: formatDateEs(now.toISOString()) };
}

/** Route handler of a legal page: renders it with {@link LEGAL_CACHE_CONTROL}. */
export const legalPageHandler = {
  GET() {
    return page(undefined, { headers: { "Cache-Control": LEGAL_CACHE_CONTROL } });
  },
};
