/**
 * Amounts in Spanish recipe text, read and written the way a cook does:
 * "2", "1/2", "½", "1 ½", "1 1/2", "1,5", "una"; written back as whole
 * numbers with kitchen fractions (½, ¼, ¾, ⅓, ⅔, ⅛) or, for metric units,
 * as decimals with a comma. Dependency-free (also used in the browser).
 */

const VULGAR: Record<string, number> = {
  "½": 1 / 2,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};

/** Number words that may open an ingredient line ("una pizca", "media taza"). */
export const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  medio: 0.5,
  media: 0.5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
};

const V = "[½¼¾⅓⅔⅛⅜⅝⅞]";
/** One amount: mixed numbers first, then fractions, vulgar fractions, decimals and number words. */
export const AMOUNT_SOURCE = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\s*${V}|\\d+\\/\\d+|${V}|\\d+(?:[.,]\\d+)?|(?:${
  Object.keys(NUMBER_WORDS).join("|")
})(?![\\p{L}]))`;

/** The value of one amount as matched by {@link AMOUNT_SOURCE}, or null. */
export function parseAmount(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t in NUMBER_WORDS) return NUMBER_WORDS[t];
  let m = t.match(/^(\d+)\s+(\d+)\/(\d+)$/);
  if (m) return Number(m[3]) ? Number(m[1]) + Number(m[2]) / Number(m[3]) : null;
  m = t.match(new RegExp(`^(\\d+)\\s*(${V})$`));
  if (m) return Number(m[1]) + VULGAR[m[2]];
  m = t.match(/^(\d+)\/(\d+)$/);
  if (m) return Number(m[2]) ? Number(m[1]) / Number(m[2]) : null;
  if (t in VULGAR) return VULGAR[t];
  if (/^\d+(?:[.,]\d+)?$/.test(t)) return Number(t.replace(",", "."));
  return null;
}

const FRACTIONS: [number, string][] = [
  [0, ""],
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [1, ""],
];

/** "1 ½", "¾", "3", "⅛": the value rounded to the nearest kitchen fraction (whole numbers from 10). */
export function formatFraction(value: number): string {
  if (value >= 10) return String(Math.round(value));
  let whole = Math.floor(value);
  const rest = value - whole;
  let best = FRACTIONS[0];
  for (const candidate of FRACTIONS) {
    if (Math.abs(candidate[0] - rest) < Math.abs(best[0] - rest)) best = candidate;
  }
  if (best[0] === 1) whole += 1;
  if (whole === 0 && !best[1]) return "⅛";
  if (!best[1]) return String(whole);
  return whole ? `${whole} ${best[1]}` : best[1];
}

/** "250", "1,5", "0,75": a metric amount with at most `decimals` decimals and a decimal comma. */
export function formatDecimal(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return String(rounded).replace(".", ",");
}

/** A gram or millilitre amount rounded the way recipes write it: 5 g steps from 50, 1 g below (never 0). */
export function roundMetric(value: number): number {
  if (value >= 50) return Math.round(value / 5) * 5;
  if (value >= 10) return Math.round(value);
  return Math.max(0.5, Math.round(value * 2) / 2);
}
