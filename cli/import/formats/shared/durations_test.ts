import assert from "node:assert/strict";
import { normalizeDuration, normalizeVideoDuration, toMinutes } from "./durations.ts";

Deno.test("times as files write them are understood", () => {
  const cases: [unknown, number | null][] = [
    [150, 150],
    ["20", 20],
    ["PT20M", 20],
    ["PT0.5H", 30],
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
