import assert from "node:assert/strict";
import { illFormedStringPath } from "./json_object.ts";

Deno.test("illFormedStringPath finds lone surrogates in values and keys at any depth", () => {
  const cases: [unknown, string | null][] = [
    [{ title: "Flan 🍮", tags: ["a", { b: "c" }], n: 5, none: null }, null],
    ["\ud800", "_"],
    [{ title: "Flan \ud800" }, "title"],
    [{ title: "a\udfffb" }, "title"],
    [{ list: ["ok", "\udc00"] }, "list.1"],
    [{ a: { "b\ud83c": 1 } }, "a.b\ud83c"],
    [{ instructions: [{ name: "x", text: "\ud83c" }] }, "instructions.0.text"],
  ];
  for (const [value, path] of cases) assert.equal(illFormedStringPath(value), path, JSON.stringify(value));
});

Deno.test("illFormedStringPath walks deep nesting without recursion", () => {
  let deep: unknown = "\ud800";
  for (let i = 0; i < 100_000; i++) deep = [deep];
  const path = illFormedStringPath(deep);
  assert.equal(path?.split(".").length, 100_000);
});
