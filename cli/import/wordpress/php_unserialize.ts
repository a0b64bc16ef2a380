/**
 * PHP's `serialize()` format, as WordPress stores structured post meta (WP
 * Recipe Maker ingredients, instructions, nutrition). String lengths count
 * UTF-8 bytes. Arrays with keys 0…n-1 become JS arrays, other arrays and
 * objects become plain objects.
 */

/** A value read from serialized PHP. */
export type PhpValue = null | boolean | number | string | PhpValue[] | { [key: string]: PhpValue };

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

class Reader {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}

  fail(message: string): never {
    throw new Error(`${message} at byte ${this.pos}`);
  }

  char(): string {
    if (this.pos >= this.bytes.length) this.fail("Unexpected end");
    return String.fromCharCode(this.bytes[this.pos++]);
  }

  expect(expected: string): void {
    for (const c of expected) if (this.char() !== c) this.fail(`Expected "${expected}"`);
  }

  until(stop: string): string {
    const start = this.pos;
    const code = stop.charCodeAt(0);
    while (this.pos < this.bytes.length && this.bytes[this.pos] !== code) this.pos++;
    if (this.pos >= this.bytes.length) this.fail(`Missing "${stop}"`);
    const text = decoder.decode(this.bytes.subarray(start, this.pos));
    this.pos++;
    return text;
  }

  integer(stop: string): number {
    const raw = this.until(stop);
    if (!/^-?\d+$/.test(raw)) this.fail(`Bad number "${raw}"`);
    return Number(raw);
  }

  string(): string {
    const length = this.integer(":");
    this.expect('"');
    if (this.pos + length > this.bytes.length) this.fail("String longer than the data");
    const value = decoder.decode(this.bytes.subarray(this.pos, this.pos + length));
    this.pos += length;
    this.expect('";');
    return value;
  }

  entries(): [string | number, PhpValue][] {
    const count = this.integer(":");
    this.expect("{");
    const entries: [string | number, PhpValue][] = [];
    for (let i = 0; i < count; i++) {
      const key = this.value();
      if (typeof key !== "string" && typeof key !== "number") this.fail("Array key must be a string or an integer");
      entries.push([key, this.value()]);
    }
    this.expect("}");
    return entries;
  }

  value(): PhpValue {
    const type = this.char();
    if (type === "N") {
      this.expect(";");
      return null;
    }
    this.expect(":");
    switch (type) {
      case "b":
        return this.integer(";") !== 0;
      case "i":
        return this.integer(";");
      case "d": {
        const raw = this.until(";");
        const value = Number(raw);
        if (Number.isNaN(value) && raw !== "NAN") this.fail(`Bad float "${raw}"`);
        return value;
      }
      case "s":
        return this.string();
      case "a":
        return toValue(this.entries());
      case "O": {
        this.skipClassName();
        return toValue(this.entries(), true);
      }
      default:
        return this.fail(`Unsupported type "${type}"`);
    }
  }

  /** Skips an object's class name (`8:"stdClass":`). */
  skipClassName(): void {
    const length = this.integer(":");
    this.expect('"');
    this.pos += length;
    this.expect('":');
  }
}

function toValue(entries: [string | number, PhpValue][], forceObject = false): PhpValue {
  if (!forceObject && entries.every(([key], i) => key === i)) return entries.map(([, value]) => value);
  return Object.fromEntries(entries.map(([key, value]) => [String(key), value]));
}

/** True when `text` looks like serialized PHP (`a:…{`, `s:…"`, `i:…;`, …). */
export function isSerialized(text: string): boolean {
  return /^(?:[aO]:\d+:|s:\d+:"|[idb]:-?[\d.]+;|N;)/.test(text.trim());
}

/** The value of serialized PHP; throws an Error saying where the data is broken. */
export function phpUnserialize(text: string): PhpValue {
  const reader = new Reader(encoder.encode(text.trim()));
  const value = reader.value();
  if (reader.pos !== reader.bytes.length) reader.fail("Unexpected data after the value");
  return value;
}
