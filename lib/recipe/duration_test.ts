import assert from "node:assert/strict";
import {
  formatIsoDuration,
  ISO_DURATION,
  isoDurationMinutes,
  isoDurationSeconds,
  minutesToIso,
  secondsToIso,
} from "./duration.ts";

Deno.test("ISO durations read as whole minutes and seconds", () => {
  const minutes: [string | null, number | null][] = [
    ["PT1H30M", 90],
    ["pt45m", 45],
    [" P0DT1H15M ", 75],
    ["P1DT2H", 26 * 60],
    ["PT90S", 2],
    ["PT0.5H", 30],
    ["P1W", 7 * 1440],
    ["", null],
    ["P", null],
    ["PT", null],
    ["1 hora", null],
    [null, null],
  ];
  for (const [iso, expected] of minutes) assert.equal(isoDurationMinutes(iso), expected, String(iso));
  assert.equal(isoDurationSeconds("PT1M0.6S"), 61);
  assert.equal(isoDurationSeconds("PT1H2M3S"), 3723);
  assert.equal(isoDurationSeconds("bad"), null);
});

Deno.test("the stored form takes a fraction on seconds only", () => {
  for (const iso of ["PT1H30M", "P1D", "PT4M30.5S", "P1Y2M3W4DT5H6M7S"]) assert.ok(ISO_DURATION.test(iso), iso);
  for (const iso of ["", "P", "PT", "PT0.5H", "1H", "P1DT"]) assert.ok(!ISO_DURATION.test(iso), iso);
});

Deno.test("minutes and seconds become ISO durations", () => {
  const cases: [number, string][] = [[90, "PT1H30M"], [45, "PT45M"], [120, "PT2H"], [0, ""], [-5, ""], [1500, "PT25H"]];
  for (const [minutes, iso] of cases) assert.equal(minutesToIso(minutes), iso, String(minutes));
  assert.equal(secondsToIso(270), "PT4M30S");
  assert.equal(secondsToIso(3605), "PT1H5S");
  assert.equal(secondsToIso(Number.NaN), "");
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
