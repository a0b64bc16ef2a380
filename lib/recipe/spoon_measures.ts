/**
 * Grams in a US teaspoon of the spices and small-amount ingredients of Spanish recipe lines, so "5 g de comino"
 * shows in US measures as teaspoons or tablespoons, never as a fraction of an ounce. Dependency-free.
 */

/** Most grams shown in spoons in US measures; larger amounts go to ounces and pounds. */
export const SPOON_MAX_GRAMS = 45;

/** Grams per teaspoon by the first letters of the food (accents removed). */
const GRAMS_PER_TEASPOON: [RegExp, number][] = [
  [/\bsal\b/, 6],
  [/\bazucar\b/, 4.2],
  [/\bcomino/, 2.1],
  [/\boregano/, 1],
  [/\bpimienta/, 2.3],
  [/\bpimenton|\bpaprika/, 2.3],
  [/\bcanela/, 2.6],
  [/\bnuez moscada/, 2.2],
  [/\bclavo/, 2.1],
  [/\bbija|\bachiote|\bbijol/, 2.5],
  [/\bcurry|\bcurcuma|\bjengibre molido/, 2.5],
  [/\blaurel molido|\btomillo|\bromero|\bperejil seco/, 1],
  [/\bbicarbonato/, 4.6],
  [/\bpolvo de hornear|\bpolvos de hornear|\blevadura/, 4],
  [/\bmaicena|\bfecula|\bharina/, 2.6],
  [/\bmantequilla|\bmargarina|\bmanteca/, 5],
  [/\bcacao|\bcafe/, 2.5],
];

/** Grams per teaspoon assumed for a small amount of anything else (water-like). */
const DEFAULT_GRAMS_PER_TEASPOON = 5;

/** Grams in one teaspoon of the food `text` names (after the measure: "de comino molido"). */
export function gramsPerTeaspoon(text: string): number {
  const plain = text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return GRAMS_PER_TEASPOON.find(([pattern]) => pattern.test(plain))?.[1] ?? DEFAULT_GRAMS_PER_TEASPOON;
}
