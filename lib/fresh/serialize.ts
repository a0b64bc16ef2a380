/**
 * Serialises island props for the browser, devalue-style: the output is a
 * JSON array of values where containers refer to other entries by index, so
 * shared references and cycles survive, and types JSON lacks (undefined, Date,
 * Map, Set, BigInt, RegExp, URL, NaN, ±Infinity, -0, sparse arrays) round-trip.
 *
 * Encoding of `values[i]`:
 * - string, boolean, finite number, null: itself;
 * - plain array: an array of indices (numbers);
 * - plain object: `{ key: index }`;
 * - special: an array whose first item is a type tag string, e.g. `["Date", iso]`.
 * Negative indices stand for constants (see {@link HOLE} and friends).
 */

/** Index constants for values that JSON cannot hold. */
export const UNDEFINED = -1,
  NAN = -2,
  POSITIVE_INFINITY = -3,
  NEGATIVE_INFINITY = -4,
  NEGATIVE_ZERO = -5,
  HOLE = -6;

/** Thrown for values that cannot cross to the browser (functions, symbols, class instances). */
export class SerializeError extends Error {}

/** Encodes `value` into the index-table JSON text (not yet HTML-escaped). */
export function stringify(value: unknown): string {
  const values: unknown[] = [];
  const seen = new Map<unknown, number>();

  const encode = (input: unknown, path: string): number => {
    if (input === undefined) return UNDEFINED;
    if (typeof input === "number") {
      if (Number.isNaN(input)) return NAN;
      if (input === Infinity) return POSITIVE_INFINITY;
      if (input === -Infinity) return NEGATIVE_INFINITY;
      if (input === 0 && 1 / input < 0) return NEGATIVE_ZERO;
    }
    if (seen.has(input)) return seen.get(input)!;
    const index = values.length;
    values.push(null);
    seen.set(input, index);
    values[index] = encodeAt(input, path);
    return index;
  };

  const encodeAt = (input: unknown, path: string): unknown => {
    switch (typeof input) {
      case "string":
      case "boolean":
      case "number":
        return input;
      case "bigint":
        return ["BigInt", input.toString()];
      case "function":
      case "symbol":
        throw new SerializeError(`Cannot serialise a ${typeof input} at ${path || "root"}`);
    }
    if (input === null) return null;
    if (Array.isArray(input)) {
      const out: number[] = [];
      for (let i = 0; i < input.length; i++) out.push(i in input ? encode(input[i], `${path}[${i}]`) : HOLE);
      return out;
    }
    if (input instanceof Date) return ["Date", Number.isNaN(input.getTime()) ? "" : input.toISOString()];
    if (input instanceof RegExp) return ["RegExp", input.source, input.flags];
    if (input instanceof URL) return ["URL", input.href];
    if (input instanceof Set) {
      return [
        "Set",
        ...[...input].map((item, i) => encode(item, `${path}.Set[${i}]`)),
      ];
    }
    if (input instanceof Map) {
      const out: unknown[] = ["Map"];
      let i = 0;
      for (const [k, v] of input) out.push(encode(k, `${path}.Map[${i}]`), encode(v, `${path}.Map[${i++}]`));
      return out;
    }
    if (isVNode(input)) throw new SerializeError(`JSX at ${path || "root"} can only be passed as children`);
    const proto = Object.getPrototypeOf(input);
    if (proto !== Object.prototype && proto !== null) {
      throw new SerializeError(
        `Cannot serialise an instance of ${proto?.constructor?.name ?? "?"} at ${path}`,
      );
    }
    const out: Record<string, number> = {};
    for (const key of Object.keys(input as object)) {
      out[key] = encode((input as Record<string, unknown>)[key], `${path}.${key}`);
    }
    return out;
  };

  encode(value, "");
  return JSON.stringify(values);
}

/** Decodes text produced by {@link stringify}. */
export function parse(text: string): unknown {
  const values = JSON.parse(text) as unknown[];
  if (!Array.isArray(values) || values.length === 0) return undefined;
  const revived = new Map<number, unknown>();

  const decode = (index: number): unknown => {
    switch (index) {
      case UNDEFINED:
      case HOLE:
        return undefined;
      case NAN:
        return NaN;
      case POSITIVE_INFINITY:
        return Infinity;
      case NEGATIVE_INFINITY:
        return -Infinity;
      case NEGATIVE_ZERO:
        return -0;
    }
    if (revived.has(index)) return revived.get(index);
    const raw = values[index];
    if (raw === null || typeof raw !== "object") {
      revived.set(index, raw);
      return raw;
    }
    if (Array.isArray(raw)) {
      if (typeof raw[0] === "string") return decodeSpecial(index, raw);
      const out: unknown[] = new Array(raw.length);
      revived.set(index, out);
      raw.forEach((item: number, i: number) => {
        if (item !== HOLE) out[i] = decode(item);
      });
      return out;
    }
    const out: Record<string, unknown> = {};
    revived.set(index, out);
    for (const [key, item] of Object.entries(raw as Record<string, number>)) {
      // Assign via defineProperty so a "__proto__" key stays an own property.
      Object.defineProperty(out, key, {
        value: decode(item),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };

  const decodeSpecial = (index: number, raw: unknown[]): unknown => {
    const [tag, ...rest] = raw as [string, ...unknown[]];
    switch (tag) {
      case "Date": {
        const date = new Date(rest[0] === "" ? NaN : String(rest[0]));
        revived.set(index, date);
        return date;
      }
      case "RegExp": {
        const re = new RegExp(String(rest[0]), String(rest[1]));
        revived.set(index, re);
        return re;
      }
      case "URL": {
        const url = new URL(String(rest[0]));
        revived.set(index, url);
        return url;
      }
      case "BigInt": {
        const big = BigInt(String(rest[0]));
        revived.set(index, big);
        return big;
      }
      case "Set": {
        const set = new Set();
        revived.set(index, set);
        for (const item of rest as number[]) set.add(decode(item));
        return set;
      }
      case "Map": {
        const map = new Map();
        revived.set(index, map);
        for (let i = 0; i < rest.length; i += 2) {
          map.set(decode(rest[i] as number), decode(rest[i + 1] as number));
        }
        return map;
      }
    }
    throw new SerializeError(`Unknown serialised type ${tag}`);
  };

  return decode(0);
}

/**
 * Makes serialised text safe inside `<script type="application/json">`:
 * every `<` becomes `\u003c` (so neither `</script` nor `<!--` can appear),
 * and the JavaScript line separators are escaped as well.
 */
export function escapeForScript(json: string): string {
  return json.replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");
}

function isVNode(value: unknown): boolean {
  return typeof value === "object" && value !== null && "type" in value && "props" in value &&
    Object.hasOwn(value, "constructor") && (value as { constructor: unknown }).constructor === undefined;
}
