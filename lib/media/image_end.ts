/**
 * Where an image file's own data ends, read from its container structure, so
 * bytes appended after it (an HTML page, a zip archive: "polyglot" files) can
 * be found. Each function returns the offset just past the image, or null when
 * the structure is cut short or malformed.
 */

/** Formats whose end can be found. */
export type ImageContainer = "jpeg" | "png" | "webp" | "gif" | "heif";

/** End offset of the image in `bytes`, or null when truncated or malformed. */
export function imageEnd(bytes: Uint8Array, format: ImageContainer): number | null {
  switch (format) {
    case "jpeg":
      return jpegEnd(bytes);
    case "png":
      return pngEnd(bytes);
    case "webp":
      return riffEnd(bytes);
    case "gif":
      return gifEnd(bytes);
    case "heif":
      return isoBoxesEnd(bytes);
  }
}

/** True when the bytes from `offset` on are only zero padding or white space (nothing can hide there). */
export function isTrivialTail(bytes: Uint8Array, offset: number): boolean {
  for (let i = offset; i < bytes.length; i++) {
    const b = bytes[i];
    if (b !== 0x00 && b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return false;
  }
  return true;
}

function u16be(b: Uint8Array, i: number): number {
  return (b[i] << 8) | b[i + 1];
}

function u32be(b: Uint8Array, i: number): number {
  return ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
}

/** JPEG: marker segments, entropy-coded scans (with 0xFF00 stuffing and RSTn markers), up to EOI. */
function jpegEnd(b: Uint8Array): number | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    let marker = b[i + 1];
    while (marker === 0xff && i + 2 < b.length) marker = b[++i + 1];
    if (marker === 0xd9) return i + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (i + 3 >= b.length) return null;
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    i += 2 + length;
    if (i > b.length) return null;
    if (marker !== 0xda) continue;
    // Entropy-coded data runs until a marker other than a stuffed byte or a restart marker.
    while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0x00 && (b[i + 1] < 0xd0 || b[i + 1] > 0xd7))) i++;
    if (i + 1 >= b.length) return null;
  }
  return null;
}

/** PNG: chunks up to and including IEND. */
function pngEnd(b: Uint8Array): number | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 8 || signature.some((v, k) => b[k] !== v)) return null;
  let i = 8;
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = String.fromCharCode(b[i + 4], b[i + 5], b[i + 6], b[i + 7]);
    const end = i + 12 + length;
    if (end > b.length) return null;
    if (type === "IEND") return end;
    i = end;
  }
  return null;
}

/** WebP: the RIFF header states the file length. */
function riffEnd(b: Uint8Array): number | null {
  if (b.length < 12 || String.fromCharCode(...b.subarray(0, 4)) !== "RIFF") return null;
  if (String.fromCharCode(...b.subarray(8, 12)) !== "WEBP") return null;
  const size = b[4] + (b[5] << 8) + (b[6] << 16) + ((b[7] << 24) >>> 0);
  const end = 8 + size + (size % 2);
  return end <= b.length ? end : null;
}

/** GIF: header, colour table, then extension and image blocks up to the trailer (0x3B). */
function gifEnd(b: Uint8Array): number | null {
  if (b.length < 13 || String.fromCharCode(...b.subarray(0, 3)) !== "GIF") return null;
  let i = 13;
  if (b[10] & 0x80) i += 3 * (1 << ((b[10] & 0x07) + 1));
  const skipSubBlocks = (): boolean => {
    while (i < b.length) {
      const size = b[i++];
      if (size === 0) return true;
      i += size;
    }
    return false;
  };
  while (i < b.length) {
    const block = b[i++];
    if (block === 0x3b) return i;
    if (block === 0x21) {
      i++;
      if (!skipSubBlocks()) return null;
    } else if (block === 0x2c) {
      if (i + 9 > b.length) return null;
      const flags = b[i + 8];
      i += 9;
      if (flags & 0x80) i += 3 * (1 << ((flags & 0x07) + 1));
      i++; // LZW minimum code size
      if (!skipSubBlocks()) return null;
    } else {
      return null;
    }
  }
  return null;
}

/** AVIF/HEIF: top-level ISO boxes; the file ends with the last well-formed box. */
function isoBoxesEnd(b: Uint8Array): number | null {
  if (b.length < 12 || String.fromCharCode(...b.subarray(4, 8)) !== "ftyp") return null;
  let i = 0;
  while (i + 8 <= b.length) {
    let size = u32be(b, i);
    const type = b.subarray(i + 4, i + 8);
    if (![...type].every((c) => c >= 0x20 && c <= 0x7e)) return i;
    if (size === 1) {
      if (i + 16 > b.length) return null;
      size = u32be(b, i + 8) * 2 ** 32 + u32be(b, i + 12);
    } else if (size === 0) {
      return b.length;
    }
    if (size < 8) return i;
    if (i + size > b.length) return null;
    i += size;
  }
  return i;
}
