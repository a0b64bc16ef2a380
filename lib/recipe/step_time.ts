/**
 * The time a recipe step mentions ("cocina 20 minutos", "1 hora y 30 minutos",
 * "media hora", "10-15 min"), for the cook-mode timer. Ranges take their
 * lower end (check early). Dependency-free (also used in the browser).
 */

const NUMBER = "(\\d+(?:[.,]\\d+)?)";
const RANGE = `${NUMBER}(?:\\s*(?:-|–|a)\\s*${NUMBER})?`;
const HOURS = new RegExp(
  `${RANGE}\\s*(?:horas?|h)(?![\\p{L}])(?:\\s*(?:y\\s*)?(?:(media)|${NUMBER}\\s*(?:minutos?|min)(?![\\p{L}])))?`,
  "iu",
);
const MINUTES = new RegExp(`${RANGE}\\s*(?:minutos?|min)(?![\\p{L}])`, "iu");
const HALF_HOUR = /\bmedia\s+hora\b/i;
const HOUR_AND_HALF = /\buna\s+hora\s+y\s+media\b/i;
const ONE_HOUR = /\buna\s+hora\b/i;

const num = (text: string) => Number(text.replace(",", "."));

/** Minutes of the first time the step mentions, or null. */
export function stepMinutes(text: string): number | null {
  const hours = text.match(HOURS);
  const minutes = text.match(MINUTES);
  if (hours && (!minutes || (hours.index ?? 0) <= (minutes.index ?? 0))) {
    const extra = hours[3] ? 30 : hours[4] ? num(hours[4]) : 0;
    return Math.round(num(hours[1]) * 60 + extra);
  }
  if (minutes) return Math.round(num(minutes[1]));
  if (HOUR_AND_HALF.test(text)) return 90;
  if (HALF_HOUR.test(text)) return 30;
  if (ONE_HOUR.test(text)) return 60;
  return null;
}

/** "20 min", "1 h 30 min": a timer's length for a button label. */
export function formatTimerLength(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ") || "0 min";
}

/** "19:05": seconds left as minutes and seconds (hours when needed). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}
