import assert from "node:assert/strict";
import { hasTransition, isPassive, readingEase, sentences, syllables } from "./readability.ts";

Deno.test("sentences split at end marks and line breaks", () => {
  assert.deepEqual(sentences("¿Tienes hambre? ¡Cocina! Es fácil.\nOtra"), [
    "¿Tienes hambre?",
    "¡Cocina!",
    "Es fácil.",
    "Otra",
  ]);
});

Deno.test("Spanish syllables: diphthongs, hiatus, silent u", () => {
  assert.equal(syllables("casa"), 2);
  assert.equal(syllables("pollo"), 2);
  assert.equal(syllables("tiene"), 2);
  assert.equal(syllables("cuidado"), 3);
  assert.equal(syllables("poeta"), 3);
  assert.equal(syllables("día"), 2);
  assert.equal(syllables("queso"), 2);
  assert.equal(syllables("guiso"), 2);
  assert.equal(syllables("y"), 1);
});

Deno.test("reading ease: short plain sentences read easier than long learned ones", () => {
  const easy = "El pollo es rico. La casa huele bien. Mi tía cocina arroz. Todos comen juntos.";
  const hard = "La caracterización organoléptica de preparaciones tradicionales evidencia particularidades " +
    "extraordinariamente heterogéneas, considerablemente influenciadas por condicionamientos socioeconómicos, " +
    "históricos, geográficos, climatológicos y culturales simultáneamente interrelacionados.";
  assert.ok(readingEase(easy) >= 60, String(readingEase(easy)));
  assert.ok(readingEase(hard) < 60, String(readingEase(hard)));
});

Deno.test("transition words, accents ignored, whole words only", () => {
  assert.ok(hasTransition("Además, el sofrito da sabor."));
  assert.ok(hasTransition("Sin embargo la yuca tarda."));
  assert.ok(hasTransition("Después se sirve."));
  assert.ok(!hasTransition("El sofrito da sabor."));
  assert.ok(!hasTransition("Luegoso no es palabra."));
});

Deno.test("passive voice: ser + participle", () => {
  assert.ok(isPassive("El cerdo fue asado durante horas."));
  assert.ok(isPassive("Las papas son fritas en aceite."));
  assert.ok(isPassive("El plato es servido caliente."));
  assert.ok(!isPassive("Asamos el cerdo durante horas."));
  assert.ok(!isPassive("El secreto es la comida casera."));
  assert.ok(!isPassive("Esto es nada."));
});
