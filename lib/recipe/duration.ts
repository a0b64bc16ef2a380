/**
 * ISO 8601 durations of recipe times and video lengths ("PT1H30M", "PT4M30S"): the form the API stores, read as
 * seconds or minutes, written from them, and shown as short Spanish text. Browser-safe: the schemas, the pages, the
 * editor and the CLI all use this one module. A year counts 365 days and a month 30.
 */

/** An ISO 8601 duration as the API stores it: at least one part, a fraction on seconds only ("PT1H30M", "P1D"). */
export const ISO_DURATION = /^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;

/** The same with a fraction allowed on any part ("PT0.5H"), as imported files write it; one group per part. */
const READABLE = new RegExp(
  `^P(?=\\d|T\\d)${["Y", "M", "W", "D"].map(part).join("")}(?:T(?=\\d)${["H", "M", "S"].map(part).join("")})?$`,
);
const PART_SECONDS = [365 * 86400, 30 * 86400, 7 * 86400, 86400, 3600, 60, 1];

function part(letter: string): string {
  return `(?:(\\d+(?:\\.\\d+)?)${letter})?`;
}

function exactSeconds(iso: string | null | undefined): number | null {
  const match = (iso ?? "").trim().toUpperCase().match(READABLE);
  return match ? PART_SECONDS.reduce((sum, seconds, index) => sum + Number(match[index + 1] ?? 0) * seconds, 0) : null;
}

/** Whole seconds of an ISO 8601 duration (any case, spaces around ignored), or null when it is empty or not one. */
export function isoDurationSeconds(iso: string | null | undefined): number | null {
  const seconds = exactSeconds(iso);
  return seconds === null ? null : Math.round(seconds);
}

/** Whole minutes of an ISO 8601 duration ("PT90S" → 2), or null when it is empty or not one. */
export function isoDurationMinutes(iso: string | null | undefined): number | null {
  const seconds = exactSeconds(iso);
  return seconds === null ? null : Math.round(seconds / 60);
}

/** Seconds as an ISO 8601 duration ("PT1H2M5S", "PT4M30S"; hours never become days); "" for none. */
export function secondsToIso(seconds: number): string {
  const total = Math.round(seconds);
  if (!Number.isFinite(total) || total <= 0) return "";
  const [hours, minutes, rest] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest ? `${rest}S` : ""}`;
}

/** Minutes as an ISO 8601 duration (90 → "PT1H30M", 120 → "PT2H", 1500 → "PT25H"); "" for none. */
export function minutesToIso(minutes: number): string {
  return secondsToIso(Math.round(minutes) * 60);
}

/**
 * "PT1H30M" → "1 h 30 min", "PT45M" → "45 min", "PT2H" → "2 h", "P1DT2H" → "1 d 2 h", "PT0M" → "0 min"; "" for an
 * empty or invalid duration. Seconds round to minutes.
 */
export function formatIsoDuration(iso: string | null | undefined): string {
  const total = isoDurationMinutes(iso);
  if (total === null) return "";
  const [days, hours, minutes] = [Math.floor(total / 1440), Math.floor((total % 1440) / 60), total % 60];
  const parts = [days ? `${days} d` : "", hours ? `${hours} h` : ""].filter(Boolean);
  if (minutes || parts.length === 0) parts.push(`${minutes} min`);
  return parts.join(" ");
}
