/** Recipe times as import files write them (ISO 8601, minutes, "1 h 30 min") in the form the API stores ("PT1H30M"). */
import { ISO_DURATION, isoDurationMinutes, minutesToIso } from "../../../../lib/recipe/duration.ts";

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
  const iso = isoDurationMinutes(text);
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
  return ISO_DURATION.test(text) ? text : normalizeDuration(value);
}
