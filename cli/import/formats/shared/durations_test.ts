import assert from "node:assert/strict";
import { isoToMinutes, minutesToIso, normalizeDuration, normalizeVideoDuration, toMinutes } from "./durations.ts";

Deno.test("ISO 8601 durations become minutes", () => {
  const cases: [string, number | null][] = [
    ["PT45M", 45],
    ["PT1H30M", 90],
    ["P0DT1H15M", 75],
    ["pt2h", 120],
    ["PT90S", 2],
    ["P1D", 1440],
    ["PT0.5H", 30],
    ["P", null],
    ["PT", null],
    ["45 minutes", null],
  ];
  for (const [iso, minutes] of cases) assert.equal(isoToMinutes(iso), minutes, iso);
});

Deno.test("minutes become the API's duration", () => {
  const cases: [number, string][] = [[90, "PT1H30M"], [45, "PT45M"], [120, "PT2H"], [0, ""], [-5, ""], [1500, "PT25H"]];
  for (const [minutes, iso] of cases) assert.equal(minutesToIso(minutes), iso, String(minutes));
});

Deno.test("times as files write them are understood", () => {
  const cases: [unknown, number | null][] = [
    [150, 150],
    ["20", 20],
    ["PT20M", 20],
    ["2 h 50 min", 170],
    ["1 hora", 60],
    ["35 minutos", 35],
    ["un rato", null],
    [{}, null],
  ];
  for (const [value, minutes] of cases) assert.equal(toMinutes(value), minutes, String(value));
  assert.equal(normalizeDuration("P0DT1H15M"), "PT1H15M");
  assert.equal(normalizeDuration("un rato"), "");
});

Deno.test("a video's length keeps its seconds", () => {
  const cases: [unknown, string][] = [
    ["pt4m30s", "PT4M30S"],
    ["PT1H2M3.5S", "PT1H2M3.5S"],
    [9, "PT9M"],
    ["1 h 5 min", "PT1H5M"],
    ["PT", ""],
    ["largo", ""],
  ];
  for (const [value, iso] of cases) assert.equal(normalizeVideoDuration(value), iso, String(value));
});
