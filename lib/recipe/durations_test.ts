import assert from "node:assert/strict";
import { formatIsoDuration, isoDurationMinutes } from "./durations.ts";

Deno.test("ISO durations read as whole minutes", () => {
  assert.equal(isoDurationMinutes("PT1H30M"), 90);
  assert.equal(isoDurationMinutes("pt45m"), 45);
  assert.equal(isoDurationMinutes("P1DT2H"), 26 * 60);
  assert.equal(isoDurationMinutes("PT90S"), 2);
  assert.equal(isoDurationMinutes(""), null);
  assert.equal(isoDurationMinutes("1 hora"), null);
  assert.equal(isoDurationMinutes(null), null);
});

Deno.test("ISO durations format as short Spanish text", () => {
  assert.equal(formatIsoDuration("PT1H30M"), "1 h 30 min");
  assert.equal(formatIsoDuration("PT45M"), "45 min");
  assert.equal(formatIsoDuration("PT2H"), "2 h");
  assert.equal(formatIsoDuration("PT90M"), "1 h 30 min");
  assert.equal(formatIsoDuration("P1DT2H5M"), "1 d 2 h 5 min");
  assert.equal(formatIsoDuration("PT0M"), "0 min");
  assert.equal(formatIsoDuration("nonsense"), "");
  assert.equal(formatIsoDuration(undefined), "");
});
