/** Serialising structured data for `<script type="application/ld+json">`. */

/** A JSON-LD node (a plain JSON object). */
export type JsonLd = Record<string, unknown>;

/**
 * JSON text safe inside a script element: `<`, `>` and `&` are written as
 * `\u003c`, `\u003e`, `\u0026` (so `</script>` and `<!--` cannot occur), and
 * the line separators U+2028/U+2029 are escaped too. The result parses to the same value.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Drops keys whose value is undefined, null, "" or an empty array, so optional properties are simply absent. */
export function compact(node: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) =>
      value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0)
    ),
  );
}
