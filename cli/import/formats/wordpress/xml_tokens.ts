/**
 * A streaming XML tokenizer for WordPress exports: text goes in chunk by chunk (a chunk may end anywhere, inside a
 * tag, a CDATA section or a comment) and start tags, text and end tags come out as soon as they are complete. Only
 * the unfinished token is kept between chunks, so memory is bounded by the longest token, never by the file.
 *
 * The text is a "byte string": one character per byte of the file (see {@link bytesToByteString}), so every offset
 * the tokenizer reports is a byte offset in the file and an item can be read again later from its byte range. Names
 * are ASCII; texts and attribute values stay byte strings with their entities, to be decoded by {@link decodeText}.
 *
 * It checks what an export needs checked (every start tag closed by its own end tag, nothing left open at the end)
 * and reports the first problem as `Malformed XML at line L, column C: …`. Comments, processing instructions and a
 * document type declaration are skipped.
 */

/** Where a token starts: 1-based line and column, and the byte offset in the stream. */
export interface XmlPosition {
  line: number;
  column: number;
  offset: number;
}

/** What the tokenizer calls for each complete token. */
export interface XmlHandler {
  /** A start tag (or an empty-element tag, followed at once by its `close`). Attribute values are raw byte strings. */
  open(name: string, attributes: Map<string, string>, at: XmlPosition): void;
  /** Text between tags, raw (entities not decoded); `cdata` for the content of a CDATA section. */
  text(raw: string, cdata: boolean): void;
  /** An end tag; `end` is the byte offset just after its `>`. */
  close(name: string, end: number): void;
}

/** An error in the XML, with the position of the token at fault. */
export class XmlSyntaxError extends Error {
  constructor(at: { line: number; column: number }, reason: string) {
    super(`Malformed XML at line ${at.line}, column ${at.column}: ${reason}`);
    this.name = "XmlSyntaxError";
  }
}

const NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*/;
const ATTRIBUTE = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;

/** The tokenizer: call `write` with each chunk, then `end`. */
export class XmlTokenizer {
  #buffer = "";
  /** Byte offset of the buffer's first character in the stream. */
  #offset = 0;
  #line = 1;
  #column = 1;
  #open: { name: string; line: number; column: number }[] = [];
  #handler: XmlHandler;

  constructor(handler: XmlHandler) {
    this.#handler = handler;
  }

  /** Adds a chunk and reports every token it completes. */
  write(chunk: string): void {
    this.#buffer += chunk;
    this.#drain();
  }

  /** Reports what is left and checks that everything opened was closed. */
  end(): void {
    this.#drain();
    if (this.#buffer.includes("<")) throw new XmlSyntaxError(this.#here(), "Unexpected end of file inside a tag.");
    if (this.#buffer) this.#emitText(this.#buffer.length);
    const open = this.#open.at(-1);
    if (open) {
      throw new XmlSyntaxError(
        this.#here(),
        `Unclosed tag '${open.name}' (opened in line ${open.line}, col ${open.column}) at the end of the file.`,
      );
    }
  }

  #here(): XmlPosition {
    return { line: this.#line, column: this.#column, offset: this.#offset };
  }

  /** Drops `length` characters from the buffer, moving the position past them. */
  #consume(length: number): void {
    const taken = this.#buffer.slice(0, length);
    const lastBreak = taken.lastIndexOf("\n");
    if (lastBreak === -1) this.#column += length;
    else {
      let breaks = 0;
      for (let i = taken.indexOf("\n"); i !== -1; i = taken.indexOf("\n", i + 1)) breaks++;
      this.#line += breaks;
      this.#column = length - lastBreak;
    }
    this.#offset += length;
    this.#buffer = this.#buffer.slice(length);
  }

  #emitText(length: number): void {
    if (length > 0) this.#handler.text(this.#buffer.slice(0, length), false);
    this.#consume(length);
  }

  /** Reports every complete token at the head of the buffer; stops at one that needs more input. */
  #drain(): void {
    while (this.#buffer) {
      const lt = this.#buffer.indexOf("<");
      if (lt === -1) return; // text runs on until the next tag
      if (lt > 0) this.#emitText(lt);
      const length = this.#token();
      if (length === 0) return;
    }
  }

  /** Handles the token at the head of the buffer (which starts with "<"); returns 0 when it is not complete yet. */
  #token(): number {
    const buffer = this.#buffer;
    if (buffer.length < 2) return 0;
    if (buffer.startsWith("<![CDATA[")) return this.#skipTo("]]>", 9, (inner) => this.#handler.text(inner, true));
    if (buffer.startsWith("<!--")) return this.#skipTo("-->", 4);
    if (buffer.startsWith("<?")) return this.#skipTo("?>", 2);
    if (buffer[1] === "!") {
      if ("<![CDATA[".startsWith(buffer.slice(0, 9)) || "<!--".startsWith(buffer.slice(0, 4))) return 0;
      return this.#skipDeclaration();
    }
    const close = this.#tagEnd();
    if (close === -1) return 0;
    const at = this.#here();
    if (buffer[1] === "/") this.#endTag(buffer.slice(2, close).trim(), at, close + 1);
    else this.#startTag(buffer.slice(1, close), at);
    this.#consume(close + 1);
    return close + 1;
  }

  /** Skips a construct up to `terminator`, handing its inside to `inner`; 0 when the terminator has not come yet. */
  #skipTo(terminator: string, opening: number, inner?: (text: string) => void): number {
    const end = this.#buffer.indexOf(terminator, opening);
    if (end === -1) return 0;
    inner?.(this.#buffer.slice(opening, end));
    const length = end + terminator.length;
    this.#consume(length);
    return length;
  }

  /** Skips `<!DOCTYPE …>` (with an internal subset in brackets); 0 when incomplete. */
  #skipDeclaration(): number {
    const bracket = this.#buffer.indexOf("[");
    const gt = this.#buffer.indexOf(">");
    if (gt === -1) return 0;
    if (bracket !== -1 && bracket < gt) return this.#skipTo("]>", bracket);
    this.#consume(gt + 1);
    return gt + 1;
  }

  /** Index of the `>` that ends the tag at the head of the buffer (quotes respected), or -1. */
  #tagEnd(): number {
    let quote = "";
    for (let i = 1; i < this.#buffer.length; i++) {
      const char = this.#buffer[i];
      if (quote) {
        if (char === quote) quote = "";
      } else if (char === '"' || char === "'") quote = char;
      else if (char === ">") return i;
      else if (char === "<") throw new XmlSyntaxError(this.#here(), "Unexpected '<' inside a tag.");
    }
    return -1;
  }

  #startTag(inside: string, at: XmlPosition): void {
    const empty = inside.endsWith("/");
    const body = empty ? inside.slice(0, -1) : inside;
    const name = body.match(NAME)?.[0];
    if (!name) throw new XmlSyntaxError(at, `Invalid tag name '${body.split(/\s/)[0]}'.`);
    const attributes = new Map<string, string>();
    let rest = body.slice(name.length);
    ATTRIBUTE.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = ATTRIBUTE.exec(rest)) !== null) {
      attributes.set(match[1], match[2] ?? match[3]);
      rest = rest.slice(ATTRIBUTE.lastIndex);
      ATTRIBUTE.lastIndex = 0;
    }
    if (rest.trim()) throw new XmlSyntaxError(at, `Attributes of tag '${name}' are not well-formed.`);
    this.#handler.open(name, attributes, at);
    if (empty) this.#handler.close(name, at.offset + inside.length + 2);
    else this.#open.push({ name, line: at.line, column: at.column });
  }

  #endTag(name: string, at: XmlPosition, length: number): void {
    const open = this.#open.pop();
    if (!open) throw new XmlSyntaxError(at, `Closing tag '${name}' has not been opened.`);
    if (open.name !== name) {
      throw new XmlSyntaxError(
        at,
        `Expected closing tag '${open.name}' (opened in line ${open.line}, col ${open.column}) instead of closing tag '${name}'.`,
      );
    }
    this.#handler.close(name, at.offset + length);
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
