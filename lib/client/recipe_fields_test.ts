import assert from "node:assert/strict";
import {
  clockParts,
  describeDuration,
  durationParts,
  isoFromClock,
  isValidVideoUrl,
  moveItem,
  pasteIntoList,
  splitPastedLines,
  suggestedTotal,
} from "./recipe_fields.ts";

Deno.test("hour and minute inputs map to ISO 8601 durations and back", () => {
  assert.equal(isoFromClock({ hours: 1, minutes: 30, seconds: 0 }), "PT1H30M");
  assert.equal(isoFromClock({ hours: 0, minutes: 45, seconds: 0 }), "PT45M");
  assert.equal(isoFromClock({ hours: 2, minutes: 0, seconds: 0 }), "PT2H");
  assert.equal(isoFromClock({ hours: 0, minutes: 90, seconds: 0 }), "PT1H30M", "minutes carry into hours");
  assert.equal(isoFromClock({ hours: 0, minutes: 0, seconds: 0 }), "");
  assert.deepEqual(durationParts("PT1H30M"), { hours: 1, minutes: 30 });
  assert.deepEqual(durationParts("P1DT2H"), { hours: 26, minutes: 0 });
  assert.deepEqual(durationParts("pt15m"), { hours: 0, minutes: 15 });
  assert.deepEqual(durationParts("nonsense"), { hours: 0, minutes: 0 });
  assert.deepEqual(durationParts(""), { hours: 0, minutes: 0 });
});

Deno.test("the video length keeps its seconds", () => {
  assert.equal(isoFromClock({ hours: 0, minutes: 4, seconds: 30 }), "PT4M30S");
  assert.equal(isoFromClock({ hours: 1, minutes: 0, seconds: 5 }), "PT1H5S");
  assert.equal(isoFromClock({ hours: 0, minutes: 0, seconds: 90 }), "PT1M30S", "seconds carry into minutes");
  assert.equal(isoFromClock({ hours: 0, minutes: 0, seconds: 0 }), "");
  assert.deepEqual(clockParts("PT4M30S"), { hours: 0, minutes: 4, seconds: 30 });
  assert.deepEqual(clockParts("PT1H2M3S"), { hours: 1, minutes: 2, seconds: 3 });
  assert.deepEqual(clockParts(""), { hours: 0, minutes: 0, seconds: 0 });
});

Deno.test("the total suggested is preparation plus cooking", () => {
  assert.equal(suggestedTotal("PT20M", "PT1H10M"), "PT1H30M");
  assert.equal(suggestedTotal("", "PT40M"), "PT40M");
  assert.equal(suggestedTotal("", ""), "");
  assert.equal(describeDuration("PT1H30M"), "1 h 30 min");
  assert.equal(describeDuration("PT2H"), "2 h");
  assert.equal(describeDuration(""), "");
});

Deno.test("pasted lines become ingredients without list markers or blank lines", () => {
  assert.deepEqual(splitPastedLines("- 1 pollo\r\n\n• 2 tazas de arroz\n3) sal\n  * 1 lima  \n10. agua"), [
    "1 pollo",
    "2 tazas de arroz",
    "sal",
    "1 lima",
    "agua",
  ]);
  assert.deepEqual(splitPastedLines("-1 taza"), ["-1 taza"], "a marker needs a space after it");
  assert.deepEqual(
    pasteIntoList(["a", "1 ", "z"], 1, "pollo\narroz", { start: 2, end: 2 }),
    ["a", "1 pollo", "arroz", "z"],
  );
  assert.deepEqual(pasteIntoList(["a"], 0, "\n\n", { start: 0, end: 0 }), ["a"]);
});

Deno.test("moving a list item", () => {
  assert.deepEqual(moveItem(["a", "b", "c"], 2, 0), ["c", "a", "b"]);
  assert.deepEqual(moveItem(["a", "b", "c"], 0, 1), ["b", "a", "c"]);
  assert.deepEqual(moveItem(["a", "b"], 0, -1), ["a", "b"]);
});

Deno.test("video URLs are checked as the server checks them", () => {
  assert.equal(isValidVideoUrl(""), true);
  assert.equal(isValidVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ"), true);
  assert.equal(isValidVideoUrl("https://vimeo.com/76979871"), true);
  assert.equal(isValidVideoUrl("https://example.com/clip.mp4"), true);
  assert.equal(isValidVideoUrl("https://example.com/page"), false);
  assert.equal(isValidVideoUrl("javascript:alert(1)//.mp4"), false);
});
