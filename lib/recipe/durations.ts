/** Recipe times: ISO 8601 durations ("PT1H30M") as short Spanish text ("1 h 30 min"). */

/** ISO 8601 duration with at least one part, e.g. "PT1H30M", "P1D", "PT45M". */
export const ISO_DURATION = /^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;

/** Whole minutes of an ISO 8601 duration (days, hours, minutes, seconds), or null when it is empty or invalid. */
export function isoDurationMinutes(iso: string | null | undefined): number | null {
  const value = (iso ?? "").trim().toUpperCase();
  if (!value || !ISO_DURATION.test(value)) return null;
  const match = value.match(
    /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/,
  );
  if (!match) return null;
  const [, years, months, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  const totalDays = years * 365 + months * 30 + weeks * 7 + days;
  return Math.round(totalDays * 1440 + hours * 60 + minutes + seconds / 60);
}

/**
 * "PT1H30M" → "1 h 30 min", "PT45M" → "45 min", "PT2H" → "2 h", "P1DT2H" →
 * "1 d 2 h"; "" for an empty or invalid duration. Seconds round to minutes.
 */
export function formatIsoDuration(iso: string | null | undefined): string {
  const total = isoDurationMinutes(iso);
  if (total === null) return "";
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  const parts: string[] = [];
  if (days) parts.push(`${days} d`);
  if (hours) parts.push(`${hours} h`);
  if (minutes || parts.length === 0) parts.push(`${minutes} min`);
  return parts.join(" ");
}
