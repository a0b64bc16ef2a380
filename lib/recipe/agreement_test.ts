import assert from "node:assert/strict";
import { agreeNotes, agreeWord } from "./agreement.ts";

Deno.test("agreeWord: participles and sizes in the singular and plural, keeping gender; others refused", () => {
  assert.equal(agreeWord("cortada", true), "cortadas");
  assert.equal(agreeWord("picados", false), "picado");
  assert.equal(agreeWord("frita", true), "fritas");
  assert.equal(agreeWord("grande", true), "grandes");
  assert.equal(agreeWord("verdes", false), "verde");
  assert.equal(agreeWord("Pelado", true), "Pelados");
  assert.equal(agreeWord("en", true), null);
  assert.equal(agreeWord("semillas", false), null);
  assert.equal(agreeWord("gusto", true), null);
});

Deno.test("agreeNotes: only the agreeing words opening each note change", () => {
  assert.equal(agreeNotes(" cebollas, cortada en dados", true), " cebollas, cortadas en dados");
  assert.equal(agreeNotes(" tomates, pelada y picada, sin piel", true), " tomates, peladas y picadas, sin piel");
  assert.equal(agreeNotes(" limón, su jugo", false), " limón, su jugo");
});
