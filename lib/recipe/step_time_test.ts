import assert from "node:assert/strict";
import { formatCountdown, formatTimerLength, stepMinutes } from "./step_time.ts";

Deno.test("step time: the first time a step mentions, in minutes", () => {
  assert.equal(stepMinutes("Tapa y cocina 20 minutos a fuego lento."), 20);
  assert.equal(stepMinutes("Hornea 1 hora y 30 minutos."), 90);
  assert.equal(stepMinutes("Cocina 2 horas, removiendo."), 120);
  assert.equal(stepMinutes("Deja reposar media hora."), 30);
  assert.equal(stepMinutes("Cocina una hora y media."), 90);
  assert.equal(stepMinutes("Sofríe 10-15 min hasta dorar."), 10);
  assert.equal(stepMinutes("Cocina 1 minuto."), 1);
  assert.equal(stepMinutes("Hierve 5 minutos y luego 1 hora más."), 5);
  assert.equal(stepMinutes("Sirve caliente con arroz blanco."), null);
  assert.equal(stepMinutes("Corta en 4 trozos."), null);
});

Deno.test("step time: labels and countdowns", () => {
  assert.equal(formatTimerLength(20), "20 min");
  assert.equal(formatTimerLength(90), "1 h 30 min");
  assert.equal(formatTimerLength(60), "1 h");
  assert.equal(formatCountdown(1200), "20:00");
  assert.equal(formatCountdown(65.2), "1:06");
  assert.equal(formatCountdown(3725), "1:02:05");
  assert.equal(formatCountdown(-3), "0:00");
});
