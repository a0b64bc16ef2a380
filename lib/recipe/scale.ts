/**
 * Scales the quantities of Spanish ingredient lines ("2 tazas de arroz",
 * "1/2 cucharadita", "1 ½", "2-3 dientes de ajo", "una pizca", "250 g") by a
 * servings factor and, on request, converts US kitchen measures to metric or
 * metric to US measures. Lines without a leading quantity stay as written.
 * Dependency-free (also used in the browser).
 */
import { AMOUNT_SOURCE, formatDecimal, formatFraction, parseAmount, roundMetric } from "./amounts.ts";
import { agreeNotes } from "./agreement.ts";
import { gramsPerTeaspoon, SPOON_MAX_GRAMS } from "./spoon_measures.ts";
import { findUnit, nounPhrase, type Unit, unitForm, UNITS } from "./units.ts";

/** How units are shown: as written, metric (ml, g) or US measures (cups, spoons, ounces, pounds). */
export type UnitSystem = "original" | "metric" | "us";

const LINE = new RegExp(
  `^(\\s*)(${AMOUNT_SOURCE})(?:(\\s*[-–]\\s*|\\s+a\\s+)(${AMOUNT_SOURCE}))?(\\s*)(.*)$`,
  "iu",
);
const INNER = new RegExp(`\\((\\s*)(${AMOUNT_SOURCE})(?:(\\s*[-–]\\s*)(${AMOUNT_SOURCE}))?(\\s*)([\\p{L}.]+)`, "giu");
/** Words after "un"/"una" that make it an article, not an amount ("un poco de sal"). */
const NOT_AMOUNTS = new Set(["poco", "poquito", "toque", "par"]);

const unit = (id: string) => UNITS.find((u) => u.id === id)!;

/** Grams or millilitres below 1000, kilograms or litres from there ("0,17 kg" → "165 g"). */
function metricSize(values: number[], from: Unit): { unit: Unit; values: number[] } {
  const base = values.map((v) => v * (from.ml ?? from.g!));
  const [small, large] = from.ml ? ["ml", "l"] : ["g", "kg"];
  return base[0] >= 1000
    ? { unit: unit(large), values: base.map((v) => v / 1000) }
    : { unit: unit(small), values: base };
}

/** The unit and values a measure is shown in for `system`; `food` (the rest of the line) picks a spice's spoon size. */
function convert(values: number[], from: Unit, system: UnitSystem, food = ""): { unit: Unit; values: number[] } {
  if ((system === "metric" && from.us) || (system !== "us" && from.metric)) return metricSize(values, from);
  if (system === "us" && from.metric) {
    if (from.ml) {
      const ml = values.map((v) => v * from.ml!);
      const target = ml[0] >= 60 ? unit("taza") : ml[0] >= 15 ? unit("cucharada") : unit("cucharadita");
      return { unit: target, values: ml.map((v) => v / target.ml!) };
    }
    const g = values.map((v) => v * from.g!);
    if (g[g.length - 1] <= SPOON_MAX_GRAMS) {
      const teaspoons = g.map((v) => v / gramsPerTeaspoon(food));
      const target = teaspoons[0] >= 3 ? unit("cucharada") : unit("cucharadita");
      return { unit: target, values: teaspoons.map((v) => (v * unit("cucharadita").ml!) / target.ml!) };
    }
    const oz = g.map((v) => v / unit("oz").g!);
    return oz[0] >= 16 ? { unit: unit("lb"), values: oz.map((v) => v / 16) } : { unit: unit("oz"), values: oz };
  }
  return { unit: from, values };
}

function formatValue(value: number, shown: Unit | null): string {
  if (shown?.metric) {
    return shown.id === "g" || shown.id === "ml" ? formatDecimal(roundMetric(value), 1) : formatDecimal(value, 2);
  }
  return formatFraction(value);
}

/** A measure (`values` of `from`, or a count without unit) scaled, converted and written; null unit word keeps `token`. */
function writeMeasure(
  values: number[],
  from: Unit | null,
  token: string,
  sep: string,
  factor: number,
  system: UnitSystem,
  food = "",
) {
  const scaled = values.map((v) => v * factor);
  const shown = from ? convert(scaled, from, system, food) : { unit: null, values: scaled };
  const amount = shown.values.map((v) => formatValue(v, shown.unit)).join(sep);
  const last = shown.values[shown.values.length - 1];
  const word = !shown.unit
    ? token
    : shown.unit !== from || [from.singular, from.plural].includes(token.toLowerCase())
    ? unitForm(shown.unit, last)
    : token;
  return { amount, word, last };
}

/** Scales the measures written in brackets further on the line ("1 cebolla (250 g)"). */
function scaleInner(text: string, factor: number, system: UnitSystem): string {
  return text.replace(INNER, (all, space: string, low: string, sep = "", high = "", gap: string, token: string) => {
    const from = findUnit(token);
    const values = [parseAmount(low), ...(high ? [parseAmount(high)] : [])];
    if (!from || values.some((v) => v === null)) return all;
    const out = writeMeasure(values as number[], from, token, sep, factor, system);
    return `(${space}${out.amount}${gap || " "}${out.word}`;
  });
}

/** `line` with its quantities multiplied by `factor` and its units shown in `system`. */
export function scaleIngredient(line: string, factor: number, system: UnitSystem = "original"): string {
  if (factor === 1 && system === "original") return line;
  const m = line.match(LINE);
  if (!m) return line;
  const [, lead, low, sep = "", high = "", gap, rest] = m;
  const first = parseAmount(low);
  const second = high ? parseAmount(high) : null;
  if (first === null || (high && second === null)) return line;
  const token = rest.match(/^[\p{L}.]+/u)?.[0] ?? "";
  if (/^\p{L}/u.test(low) && NOT_AMOUNTS.has(token.toLowerCase())) return line;
  if (/^\d/.test(low) && /^\d/.test(rest)) return line;
  const from = token ? findUnit(token) : null;
  const values = second === null ? [first] : [first, second];
  let tail = from ? rest.slice(token.length) : rest;
  const out = writeMeasure(values, from, token, sep, factor, system, tail);
  const many = out.last > 1;
  if ((!from || from.counted) && tail && many !== values[values.length - 1] > 1) {
    tail = agreeNotes(from ? tail : nounPhrase(tail, many), many);
  }
  tail = scaleInner(tail, factor, system);
  const space = gap || (from || tail ? " " : "");
  return `${lead}${out.amount}${space}${from ? out.word : ""}${tail}`;
}

/** The number of servings a yield text names ("4 porciones" → 4), or null. */
export function yieldServings(recipeYield: string): number | null {
  const m = recipeYield.match(/\d+/);
  const n = m ? Number(m[0]) : 0;
  return n > 0 ? n : null;
}
