import assert from "node:assert/strict";
import { foldedWords, indexTerms, searchTerm, spanishStem } from "./spanish_terms.ts";

Deno.test("spanish terms: accents and case folded, plurals and gender stemmed, stop words dropped", () => {
  assert.deepEqual(foldedWords("¡Plátano MADURO, ají-cachucha!"), ["platano", "maduro", "aji", "cachucha"]);
  assert.equal(searchTerm("Frijoles"), searchTerm("frijol"));
  assert.equal(searchTerm("PLÁTANOS"), searchTerm("platano"));
  assert.equal(spanishStem("nueces"), "nuez");
  assert.equal(spanishStem("meses"), "mes");
  assert.equal(spanishStem("ajo"), "ajo", "short words stay");
  assert.equal(searchTerm("de"), null);
  assert.deepEqual(indexTerms("1 cucharadita de comino"), ["1", "cucharadit", "comin"]);
});
