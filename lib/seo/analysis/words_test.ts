import assert from "node:assert/strict";
import { containsPhrase, countPhrase, fold, stem, stems } from "./words.ts";

Deno.test("fold removes case and accents", () => {
  assert.equal(fold("Pollo Asado con Limón y Pingüino"), "pollo asado con limon y pinguino");
});

Deno.test("stem: singular and plural meet", () => {
  assert.equal(stem("frijoles"), stem("frijol"));
  assert.equal(stem("postres"), stem("postre"));
  assert.equal(stem("luces"), stem("luz"));
  assert.equal(stem("Tostones"), stem("tostón"));
  assert.equal(stem("papas"), stem("papa"));
  assert.notEqual(stem("pollo"), stem("pollito"));
});

Deno.test("phrases match across case, accents and plurals, and only in order", () => {
  assert.ok(containsPhrase("Receta de POLLO ASADO al horno", "pollo asado"));
  assert.ok(containsPhrase("Frijoles negros dormidos", "frijol negro"));
  assert.ok(containsPhrase("El tostón perfecto", "tostones"));
  assert.ok(!containsPhrase("asado de pollo", "pollo asado"));
  assert.ok(!containsPhrase("pollo frito", "pollo asado"));
  assert.equal(countPhrase(stems("arroz y más arroz, arroces"), stems("arroz")), 3);
  assert.equal(countPhrase(stems("nada"), []), 0);
});
