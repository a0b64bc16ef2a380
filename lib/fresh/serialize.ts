/**
 * Serialises island props for the browser with devalue: shared references and cycles survive, and the types JSON
 * lacks (undefined, Date, Map, Set, BigInt, RegExp, URL, NaN, ±Infinity, -0, sparse arrays) round-trip. Functions,
 * symbols, class instances and JSX (which can only be passed as children) are refused with the path to them.
 */
import * as devalue from "devalue";

/** Thrown for values that cannot cross to the browser (functions, symbols, class instances, JSX). */
export class SerializeError extends Error {}

/** A Preact element: a plain object whose own `constructor` is undefined (how Preact marks its vnodes). */
function isVNode(value: unknown): boolean {
  return typeof value === "object" && value !== null && "type" in value && "props" in value &&
    Object.hasOwn(value, "constructor") && (value as { constructor: unknown }).constructor === undefined;
}

/** Encodes `value` (not yet HTML-escaped). */
export function stringify(value: unknown): string {
  try {
    return devalue.stringify(value, {
      VNode: (item) => {
        if (isVNode(item)) throw new SerializeError("JSX can only be passed as children");
      },
      // devalue refuses a `__proto__` key; such an object (from parsed JSON) crosses as its entries.
      Entries: (item) => isPlainObject(item) && Object.hasOwn(item, "__proto__") && Object.entries(item),
    });
  } catch (error) {
    if (!(error instanceof Error) || error instanceof SerializeError) throw error;
    const { path, value: refused } = error as Error & { path?: string; value?: unknown };
    const kind = typeof refused === "object" && refused ? `an instance of ${refused.constructor?.name ?? "?"}` : "";
    throw new SerializeError(`${error.message}${kind ? ` (${kind})` : ""} at ${path || "root"}`);
  }
}

/** Decodes text produced by {@link stringify}. */
export function parse(text: string): unknown {
  return devalue.parse(text, {
    // Defined, not assigned, so a "__proto__" key stays an own property.
    Entries: (entries: [string, unknown][]) =>
      Object.defineProperties({}, Object.fromEntries(entries.map(([key, value]) => [key, ownData(value)]))),
  });
}

function isPlainObject(value: unknown): value is object {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function ownData(value: unknown): PropertyDescriptor {
  return { value, enumerable: true, writable: true, configurable: true };
}

/**
 * Makes serialised text safe inside `<script type="application/json">`:
 * every `<` becomes `\u003c` (so neither `</script` nor `<!--` can appear),
 * and the JavaScript line separators are escaped as well.
 */
export function escapeForScript(json: string): string {
  return json.replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");
}
