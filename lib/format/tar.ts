/**
 * A streaming writer of POSIX ustar archives: each entry's header, then its bytes as they are read, padded to
 * 512-byte blocks, then the two empty blocks that end an archive. Nothing is held in memory beyond one chunk, so an
 * archive of any size can be sent as it is made (pipe it through `CompressionStream("gzip")` for a `.tar.gz`).
 * Regular files only (a reader makes the folders of their paths); paths longer than 100 bytes use the ustar prefix
 * field, sizes of 8 GiB and more GNU tar's base-256 form.
 */

/** One file of an archive. */
export interface TarEntry {
  /** Path inside the archive, `/`-separated, relative. */
  path: string;
  /** Exactly how many bytes `open` yields. */
  size: number;
  /** Modification time (default: now). */
  mtime?: Date;
  /** The file's bytes. */
  open: () => Promise<ReadableStream<Uint8Array>>;
}

const BLOCK = 512;
const encoder = new TextEncoder();

/** The ustar archive of `entries`, in their order, as a stream. */
export function tarStream(
  entries: Iterable<TarEntry> | AsyncIterable<TarEntry>,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  async function* blocks(): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    for await (const entry of entries) {
      yield tarHeader(entry);
      let written = 0;
      for await (const chunk of await entry.open()) {
        written += chunk.byteLength;
        if (written > entry.size) throw new Error(`${entry.path} grew while it was archived`);
        yield chunk as Uint8Array<ArrayBuffer>;
      }
      if (written !== entry.size) throw new Error(`${entry.path} shrank while it was archived`);
      const pad = (BLOCK - (entry.size % BLOCK)) % BLOCK;
      if (pad) yield new Uint8Array(pad);
    }
    yield new Uint8Array(BLOCK * 2);
  }
  return ReadableStream.from(blocks());
}

/** The 512-byte ustar header of `entry`. */
export function tarHeader(entry: Pick<TarEntry, "path" | "size" | "mtime">): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(BLOCK);
  const [prefix, name] = splitPath(entry.path);
  header.set(name, 0);
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeSize(header, entry.size);
  writeOctal(header, 136, 12, Math.floor((entry.mtime ?? new Date()).getTime() / 1000));
  header.fill(0x20, 148, 156);
  header[156] = 0x30; // "0": a regular file
  header.set(encoder.encode("ustar\0" + "00"), 257);
  header.set(prefix, 345);
  let sum = 0;
  for (const byte of header) sum += byte;
  writeOctal(header, 148, 7, sum);
  return header;
}

/** The path as ustar's prefix (up to 155 bytes) and name (up to 100), split at a `/`. */
function splitPath(path: string): [Uint8Array, Uint8Array] {
  const bytes = encoder.encode(path);
  if (bytes.length <= 100) return [new Uint8Array(0), bytes];
  for (let cut = bytes.length - 1; cut > 0; cut--) {
    if (bytes[cut] !== 0x2f) continue;
    const prefix = bytes.subarray(0, cut);
    const name = bytes.subarray(cut + 1);
    if (prefix.length <= 155 && name.length <= 100 && name.length > 0) return [prefix, name];
  }
  throw new Error(`Path too long for a tar archive: ${path.slice(0, 80)}…`);
}

/** `value` as zero-padded octal digits and a NUL in `length` bytes at `offset`. */
function writeOctal(header: Uint8Array, offset: number, length: number, value: number): void {
  const digits = value.toString(8).padStart(length - 1, "0");
  if (digits.length > length - 1) throw new Error(`Value ${value} does not fit a tar header field`);
  header.set(encoder.encode(digits + "\0"), offset);
}

/** The size field: octal below 8 GiB, else GNU's base-256 form (a high first bit, then the value big-endian). */
function writeSize(header: Uint8Array, size: number): void {
  if (!Number.isSafeInteger(size) || size < 0) throw new Error(`Bad tar entry size ${size}`);
  if (size < 8 ** 11) return writeOctal(header, 124, 12, size);
  let rest = BigInt(size);
  for (let i = 124 + 11; i > 124; i--) {
    header[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  header[124] = 0x80;
}
