/**
 * XML events of a WordPress export read by htmlparser2 in XML mode, chunk by chunk (a chunk may end anywhere): start
 * tags, text and end tags come out as soon as they are complete, so memory is bounded by the longest token, never by
 * the file. The parser is fed a "byte string" (one character per byte of the file, see {@link bytesToByteString}),
 * so its offsets are byte offsets and an item can be read again later from its byte range; texts and attribute
 * values stay raw, to be decoded by {@link decodeText}. htmlparser2 forgives what XML does not: an end tag that
 * closes an element still open inside it, or elements left open at the end, is reported here as
 * `Malformed XML at line L, column C: …`.
 */
import { Parser } from "htmlparser2";

/** Where a token starts: 1-based line and column, and the byte offset in the stream. */
export interface XmlPosition {
  line: number;
  column: number;
  offset: number;
}

/** What {@link XmlEvents} calls for each complete token. */
export interface XmlHandler {
  /** A start tag (or an empty-element tag, followed at once by its `close`). Attribute values are raw byte strings. */
  open(name: string, attributes: Record<string, string>, at: XmlPosition): void;
  /** Text between tags, raw (entities not decoded); `cdata` for the content of a CDATA section. */
  text(raw: string, cdata: boolean): void;
  /** An end tag; `end` is the byte offset just after its `>`. */
  close(name: string, end: number): void;
}

/** Line and column of offsets met in file order; keeps only the text from the last one on. */
class Positions {
  #text = "";
  #start = 0;
  #line = 1;
  #lineStart = 0;

  write(text: string): void {
    this.#text += text;
  }

  /** The position of `offset` (not before the last one asked). */
  at(offset: number): XmlPosition {
    offset = Math.max(offset, this.#start);
    const passed = this.#text.slice(0, offset - this.#start);
    for (let i = passed.indexOf("\n"); i !== -1; i = passed.indexOf("\n", i + 1)) {
      this.#line++;
      this.#lineStart = this.#start + i + 1;
    }
    this.#text = this.#text.slice(passed.length);
    this.#start = offset;
    return { line: this.#line, column: offset - this.#lineStart + 1, offset };
  }

  /** The text from the last position asked to `end`. */
  upTo(end: number): string {
    return this.#text.slice(0, end - this.#start);
  }
}

function malformed(at: XmlPosition, reason: string): Error {
  return new Error(`Malformed XML at line ${at.line}, column ${at.column}: ${reason}`);
}

/** The reader: call `write` with each chunk (a byte string), then `end`. */
export class XmlEvents {
  #positions = new Positions();
  #open: { name: string; at: XmlPosition }[] = [];
  #cdata = false;
  #ending = false;
  /** Text (not CDATA) read since the last tag. */
  #text = "";
  #handler: XmlHandler;
  #parser: Parser;

  constructor(handler: XmlHandler) {
    const parser: Parser = new Parser({
      onopentag: (name, attributes) => {
        this.#flush();
        const at = this.#positions.at(parser.startIndex);
        this.#open.push({ name, at });
        handler.open(name, attributes, at);
      },
      ontext: (raw) => this.#cdata ? handler.text(raw, true) : this.#text += raw,
      oncdatastart: () => {
        this.#flush();
        this.#cdata = true;
      },
      oncdataend: () => this.#cdata = false,
      onclosetag: (name, implied) => {
        this.#flush();
        const open = this.#open.pop()!;
        const opened = `'${open.name}' (opened in line ${open.at.line}, col ${open.at.column})`;
        if (this.#ending) {
          throw malformed(this.#positions.at(parser.endIndex), `Unclosed tag ${opened} at the end of the file.`);
        }
        if (implied) {
          const at = this.#positions.at(Math.max(parser.startIndex, open.at.offset));
          const token = this.#positions.upTo(parser.endIndex + 1);
          const closing = token.match(/^<\/\s*([^\s>]+)/)?.[1];
          if (closing) throw malformed(at, `Expected closing tag ${opened} instead of closing tag '${closing}'.`);
        }
        handler.close(name, parser.endIndex + 1);
      },
    }, { xmlMode: true, decodeEntities: false });
    this.#parser = parser;
    this.#handler = handler;
  }

  /** Hands over the text read since the last tag (a chunk may end inside an entity). */
  #flush(): void {
    if (this.#text) this.#handler.text(this.#text, false);
    this.#text = "";
  }

  /** Adds a chunk and reports every token it completes. */
  write(chunk: string): void {
    this.#positions.write(chunk);
    this.#parser.write(chunk);
  }

  /** Reports what is left and checks that everything opened was closed. */
  end(): void {
    this.#ending = true;
    this.#parser.end();
    this.#flush();
  }
}

/** Bytes as a byte string (one character per byte, code points 0–255). */
export function bytesToByteString(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

const utf8 = new TextDecoder();
const XML_ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/**
 * A byte string of UTF-8 as text, always a new string: a slice of the tokenizer's buffer would keep the whole
 * buffer alive as long as the text is kept (an attachment's URL kept for the whole import would hold its chunk).
 */
export function byteStringToText(raw: string): string {
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return utf8.decode(bytes);
}

/** Raw text or an attribute value as text: UTF-8 decoded, the XML entities and character references replaced. */
export function decodeText(raw: string): string {
  const text = byteStringToText(raw);
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (whole, name: string) => {
    if (name[0] !== "#") return XML_ENTITIES[name] ?? whole;
    const code = name[1] === "x" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
