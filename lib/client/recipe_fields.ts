/**
 * The recipe block's helpers: the specification's recipe categories and
 * grouped cuisines, hour/minute inputs as ISO 8601 durations ("PT1H30M") and
 * the video length with seconds ("PT4M30S"),
 * the total suggested from preparation plus cooking, list editing (move,
 * remove), pasted lines split into ingredients, and the video URL check.
 */
import { videoEmbed } from "../shared/video.ts";
import { isHttpUrl, isSitePath } from "../shared/url_rules.ts";
import { isoDurationMinutes, isoDurationSeconds, minutesToIso, secondsToIso } from "../recipe/duration.ts";

/** Recipe categories offered by default (specification §9). */
export const RECIPE_CATEGORIES = [
  "Plato Principal",
  "Postre",
  "Aperitivo",
  "Entrada",
  "Acompañamiento",
  "Bebida",
  "Desayuno",
  "Almuerzo",
  "Cena",
] as const;

/** The cuisine list, grouped as the specification groups it. */
export const CUISINE_GROUPS: readonly { label: string; cuisines: readonly string[] }[] = [
  {
    label: "Caribbean and Latin American",
    cuisines: [
      "Cubana",
      "Caribeña",
      "Puertorriqueña",
      "Dominicana",
      "Jamaicana",
      "Mexicana",
      "Latinoamericana",
      "Centroamericana",
    ],
  },
  {
    label: "South American",
    cuisines: ["Sudamericana", "Argentina", "Brasileña", "Peruana", "Colombiana", "Venezolana", "Chilena"],
  },
  { label: "European", cuisines: ["Española", "Italiana", "Francesa", "Portuguesa", "Mediterránea"] },
  { label: "Other", cuisines: ["Africana", "Asiática", "Americana", "Fusion", "Internacional"] },
];

/** Message under the video URL when it is not a supported video. */
export const VIDEO_URL_INVALID = "Use a YouTube, Vimeo or Dailymotion link or an .mp4, .webm or .ogg file";

/** A duration as the hour and minute inputs show it. */
export interface DurationParts {
  hours: number;
  minutes: number;
}

/** Hours, minutes and seconds of a stored duration, as the video length inputs show it; zeros when empty. */
export function clockParts(iso: string): DurationParts & { seconds: number } {
  const total = isoDurationSeconds(iso) ?? 0;
  return { hours: Math.floor(total / 3600), minutes: Math.floor(total / 60) % 60, seconds: total % 60 };
}

/** Hours, minutes and seconds as an ISO 8601 duration ("PT1H2M5S", "PT4M30S"); overflow carries; "" for none. */
export function isoFromClock(parts: DurationParts & { seconds: number }): string {
  return secondsToIso(Math.max(0, parts.hours) * 3600 + Math.max(0, parts.minutes) * 60 + Math.max(0, parts.seconds));
}

/** Hours and minutes of a stored duration (days count as 24 hours); zeros when empty. */
export function durationParts(iso: string): DurationParts {
  const total = isoDurationMinutes(iso) ?? 0;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Preparation plus cooking as a duration, or "" when neither is set. */
export function suggestedTotal(prep: string, cook: string): string {
  return minutesToIso((isoDurationMinutes(prep) ?? 0) + (isoDurationMinutes(cook) ?? 0));
}

/** "1 h 30 min", "45 min"; "" for no duration. */
export function describeDuration(iso: string): string {
  const total = isoDurationMinutes(iso);
  if (!total) return "";
  const { hours, minutes } = durationParts(iso);
  return [hours ? `${hours} h` : "", minutes ? `${minutes} min` : ""].filter(Boolean).join(" ");
}

/** `list` with the item at `from` moved to `to` (out-of-range moves change nothing). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** `list` without the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * Lines of pasted text as ingredients: one per non-blank line, trimmed, with a
 * leading list marker ("-", "*", "•", "·", "1.", "2)") removed.
 */
export function splitPastedLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(/^(?:[-*•·–]|\d+[.)])\s+/, "").trim())
    .filter(Boolean);
}

/**
 * `list` with the text pasted into item `index` (its selected part `start`–`end`
 * replaced) split over that item and new items after it.
 */
export function pasteIntoList(
  list: readonly string[],
  index: number,
  pasted: string,
  selection: { start: number; end: number },
): string[] {
  const lines = splitPastedLines(pasted);
  if (lines.length === 0) return [...list];
  const current = list[index] ?? "";
  const before = current.slice(0, selection.start);
  const after = current.slice(selection.end);
  lines[0] = `${before}${lines[0]}`;
  lines[lines.length - 1] = `${lines[lines.length - 1]}${after}`;
  return [...list.slice(0, index), ...lines, ...list.slice(index + 1)];
}

/** True when `url` is empty or a video the site can embed (as the server checks it). */
export function isValidVideoUrl(url: string): boolean {
  const value = url.trim();
  if (!value) return true;
  return (isSitePath(value) || isHttpUrl(value)) && videoEmbed(value) !== null;
}
