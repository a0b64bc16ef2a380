import assert from "node:assert/strict";
import { isSerialized, phpUnserialize } from "./php_unserialize.ts";

Deno.test("serialized PHP values are read, string lengths counted in UTF-8 bytes", () => {
  const cases: [string, unknown][] = [
    ["N;", null],
    ["b:1;", true],
    ["i:-42;", -42],
    ["d:1.5;", 1.5],
    ['s:5:"ñame";', "ñame"],
    ['s:8:"a;b:"c";";', 'a;b:"c";'],
    ['a:2:{i:0;s:1:"a";i:1;s:1:"b";}', ["a", "b"]],
    ['a:2:{s:4:"name";s:6:"Arroz!";s:3:"uid";i:3;}', { name: "Arroz!", uid: 3 }],
    ['a:1:{i:5;s:1:"x";}', { "5": "x" }],
    ['O:8:"stdClass":1:{s:1:"a";i:1;}', { a: 1 }],
  ];
  for (const [text, value] of cases) assert.deepEqual(phpUnserialize(text), value, text);
});

Deno.test("broken serialized PHP throws with the position", () => {
  const cases: [string, RegExp][] = [
    ['s:9:"ñame";', /String longer than the data|Expected/],
    ['a:2:{i:0;s:1:"a";}', /at byte/],
    ["x:1;", /Unsupported type "x"/],
    ['s:1:"a";extra', /Unexpected data after the value/],
  ];
  for (const [text, message] of cases) assert.throws(() => phpUnserialize(text), message, text);
});

Deno.test("serialized values are told from plain text", () => {
  assert.equal(isSerialized('a:1:{i:0;s:1:"a";}'), true);
  assert.equal(isSerialized("i:3;"), true);
  assert.equal(isSerialized("1 taza de arroz"), false);
});
