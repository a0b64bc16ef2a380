import assert from "node:assert/strict";
import { exactTerm, foldedWords, indexTerms, searchTerm, soundKey, spanishStem } from "./spanish_terms.ts";

Deno.test("spanish terms: accents and case folded, plurals and gender stemmed, stop words dropped", () => {
  assert.deepEqual(foldedWords("¡Plátano MADURO, ají-cachucha!"), ["platano", "maduro", "aji", "cachucha"]);
  assert.equal(searchTerm("Frijoles"), searchTerm("frijol"));
  assert.equal(searchTerm("PLÁTANOS"), searchTerm("platano"));
  assert.equal(spanishStem("nueces"), "nuez", "the media library's stemmer is unchanged");
  assert.equal(searchTerm("de"), null);
  assert.deepEqual(indexTerms("1 cucharadita de comino"), ["1", "kuçaradit", "komin"]);
});

/** Pairs a reader may type for the same word, by the rule that makes them meet. */
const SOUND_ALIKE: [rule: string, written: string, typed: string][] = [
  ["b/v", "vaca", "baca"],
  ["b/v", "ropa vieja", "ropa bieja"],
  ["b/v", "habichuelas", "abichuelas"],
  ["ll/y", "picadillo", "picadiyo"],
  ["ll/y", "pollo", "poyo"],
  ["ll/y", "cebolla", "ceboya"],
  ["c/s before e/i", "cebolla", "sebolla"],
  ["c/s before e/i", "dulce", "dulse"],
  ["z/s", "zanahoria", "sanahoria"],
  ["z/s", "mazorca", "masorca"],
  ["c/k before a/o/u", "yuca", "yuka"],
  ["c/k before a/o/u", "coco", "koko"],
  ["qu/k before e/i", "queso", "keso"],
  ["qu/k before e/i", "mantequilla", "mantekiya"],
  ["g/j before e/i", "gelatina", "jelatina"],
  ["g/j before e/i", "ajengibre", "ajenjibre"],
  ["silent h", "habanero", "abanero"],
  ["silent h", "huevos", "uevos"],
  ["silent h", "zanahoria", "zanaoria"],
  ["accents", "lechón", "lechon"],
  ["ñ typed as n", "piña", "pina"],
  ["doubled letters", "arroz", "aroz"],
  ["plural of -z", "nueces", "nuez"],
  ["plural and gender", "pollos", "poyo"],
  ["plural and gender", "frijoles", "frijol"],
  ["plural and gender", "ajos", "ajo"],
  ["case", "MOJITO", "mojito"],
];

/** Pairs that sound different and must stay apart. */
const SOUND_DIFFERENT: [rule: string, a: string, b: string][] = [
  ["ch is not c", "leche", "lece"],
  ["gu before e/i is a hard g", "guiso", "jiso"],
  ["c before a/o/u is not s", "casa", "sasa"],
  ["ch is not k", "chorizo", "korizo"],
  ["r is not l", "arroz", "alloz"],
  ["n is not m", "comino", "comimo"],
];

Deno.test("spanish terms: words spelt as they sound meet on one term, by each rule", () => {
  for (const [rule, written, typed] of SOUND_ALIKE) {
    assert.deepEqual(indexTerms(typed), indexTerms(written), `${rule}: ${typed} → ${written}`);
  }
  for (const [rule, a, b] of SOUND_DIFFERENT) {
    assert.notDeepEqual(indexTerms(a), indexTerms(b), `${rule}: ${a} ≠ ${b}`);
  }
});

Deno.test("spanish terms: the sound key rewrites letters in order, the word as written is kept apart", () => {
  assert.equal(soundKey("chocolate"), "çokolate");
  assert.equal(soundKey("guiso"), "giso");
  assert.equal(soundKey("gelatina"), "jelatina");
  assert.equal(soundKey("quimbombo"), "kimbombo");
  assert.equal(soundKey("arroz"), "aroz", "a final z stays, so it is never a plural -s");
  assert.equal(soundKey("mazorca"), "masorka");
  assert.equal(searchTerm("arroces"), searchTerm("arroz"));
  assert.equal(exactTerm("pollo"), "=poll");
  assert.notEqual(exactTerm("pollo"), exactTerm("poyo"), "as written, pollo and poyo differ");
  assert.equal(exactTerm("de"), null);
});
