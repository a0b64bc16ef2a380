/** Recipe times: ISO 8601 durations, minutes, and the canonical form the API stores ("PT1H30M"). */

const ISO =
  /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Whole minutes of an ISO 8601 duration ("PT1H30M" → 90, "P0DT45M" → 45), or null when it is not one. */
export function isoToMinutes(value: string): number | null {
  const text = value.trim().toUpperCase();
  if (!/^P(?=\d|T\d)/.test(text)) return null;
  const match = text.match(ISO);
  if (!match) return null;
  const [years, months, weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const totalDays = years * 365 + months * 30 + weeks * 7 + days;
  return Math.round(totalDays * 1440 + hours * 60 + minutes + seconds / 60);
}

/** The API's form of a number of minutes: 90 → "PT1H30M", 45 → "PT45M", 120 → "PT2H", 0 → "". */
export function minutesToIso(minutes: number): string {
  const total = Math.round(minutes);
  if (!Number.isFinite(total) || total <= 0) return "";
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ""}${rest ? `${rest}M` : ""}`;
}

/**
 * Minutes of a time as sources write it: an ISO 8601 duration, a number of
 * minutes (number or digits), or short text such as "1 h 30 min"; null otherwise.
 */
export function toMinutes(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  const iso = isoToMinutes(text);
  if (iso !== null) return iso;
  const match = text.toLowerCase().match(
    /^(?:(\d+)\s*(?:h|hr|hrs|horas?|hours?))?\s*(?:(\d+)\s*(?:m|min|mins|minutos?|minutes?))?$/,
  );
  if (!match || (!match[1] && !match[2])) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** The API's duration for any time {@link toMinutes} understands; "" when there is none. */
export function normalizeDuration(value: unknown): string {
  const minutes = toMinutes(value);
  return minutes === null ? "" : minutesToIso(minutes);
}

/**
 * A video's length as the API stores it: an ISO 8601 duration keeps its seconds
 * ("pt4m30s" → "PT4M30S"); anything else {@link toMinutes} understands becomes minutes; "" otherwise.
 */
export function normalizeVideoDuration(value: unknown): string {
  const text = typeof value === "string" ? value.trim().toUpperCase() : "";
  if (
    /^P(?=\d|T\d)/.test(text) &&
    /^P(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/.test(text)
  ) {
    return text;
  }
  return normalizeDuration(value);
}
