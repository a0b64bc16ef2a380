import assert from "node:assert/strict";
import { h } from "preact";
import { escapeForScript, parse, SerializeError, stringify } from "./serialize.ts";

const roundTrip = (value: unknown) => parse(stringify(value));

Deno.test("serialize: primitives and JSON-less values round-trip", () => {
  const value = {
    s: "hola",
    n: 1.5,
    neg0: -0,
    nan: NaN,
    inf: Infinity,
    ninf: -Infinity,
    t: true,
    nil: null,
    undef: undefined,
    big: 12345678901234567890n,
    date: new Date("2026-01-02T03:04:05.000Z"),
    bad: new Date(NaN),
    re: /a+b/gi,
    url: new URL("https://example.com/x?y=1"),
    set: new Set([1, "dos"]),
    map: new Map<unknown, unknown>([["k", { deep: [1, 2] }], [3, undefined]]),
  };
  const out = roundTrip(value) as typeof value;
  assert.equal(out.s, "hola");
  assert.ok(Object.is(out.neg0, -0));
  assert.ok(Number.isNaN(out.nan));
  assert.equal(out.inf, Infinity);
  assert.equal(out.ninf, -Infinity);
  assert.ok("undef" in out && out.undef === undefined);
  assert.equal(out.big, 12345678901234567890n);
  assert.ok(out.date instanceof Date && out.date.toISOString() === "2026-01-02T03:04:05.000Z");
  assert.ok(Number.isNaN(out.bad.getTime()));
  assert.equal(out.re.source, "a+b");
  assert.equal(out.re.flags, "gi");
  assert.equal(out.url.href, "https://example.com/x?y=1");
  assert.deepEqual([...out.set], [1, "dos"]);
  assert.deepEqual(out.map.get("k"), { deep: [1, 2] });
  assert.ok(out.map.has(3) && out.map.get(3) === undefined);
});

Deno.test("serialize: nested objects, sparse arrays, shared refs and cycles", () => {
  const shared = { name: "compartido" };
  // deno-lint-ignore no-sparse-arrays
  const sparse = [1, , 3];
  const cyclic: Record<string, unknown> = { a: shared, b: shared, list: sparse };
  cyclic.self = cyclic;
  const out = roundTrip(cyclic) as Record<string, unknown>;
  assert.equal(out.a, out.b);
  assert.equal(out.self, out);
  const list = out.list as unknown[];
  assert.equal(list.length, 3);
  assert.ok(!(1 in list));
  assert.equal(list[2], 3);
});

Deno.test("serialize: __proto__ keys stay data", () => {
  const value = JSON.parse('{"__proto__": {"polluted": true}}');
  const out = roundTrip(value) as Record<string, unknown>;
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.deepEqual(Object.keys(out), ["__proto__"]);
});

Deno.test("serialize: refuses functions, class instances and JSX props", () => {
  assert.throws(() => stringify({ f: () => 1 }), SerializeError);
  assert.throws(() => stringify({ x: new (class Foo {})() }), /Foo/);
  assert.throws(() => stringify({ slot: h("p", null, "x") }), /children/);
});

Deno.test("serialize: hostile strings are escaped for a script element and survive", () => {
  const hostile = "</script><script>alert(1)</script><!-- x --> \u2028\u2029 </SCRIPT";
  const text = escapeForScript(stringify({ hostile }));
  assert.ok(!text.includes("<"), "no raw '<' remains");
  assert.ok(!text.includes("\u2028") && !text.includes("\u2029"));
  assert.deepEqual(parse(text), { hostile });
});
