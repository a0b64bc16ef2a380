/**
 * What media storage may hold: images only, each under a name whose extension
 * says its real type. A key ending in `.js`, `.css`, `.html`, `.svg` or any
 * other non-image extension is never written and never served, and the bytes
 * written under an image extension must start like that kind of image, so no
 * file under `/media/` can be loaded as a script, a style sheet or a page.
 * Both stores call {@link checkStorableImage} on every write; `/media/` serves
 * only {@link mediaTypeOfKey}'s types.
 */
import { ValidationError } from "../errors.ts";
import { isValidMediaKey } from "./keys.ts";

/** Content type of each extension a media key may end in. */
export const MEDIA_IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** Message of a key whose extension is not an image's. */
export const NOT_AN_IMAGE_KEY = "Media keys must end in .jpg, .jpeg, .png, .webp, .gif or .avif";

/** The image content type a key is served as, or null when its extension is not an image's. */
export function mediaTypeOfKey(key: string): string | null {
  const ext = key.slice(key.lastIndexOf(".") + 1);
  return key.includes(".") && Object.hasOwn(MEDIA_IMAGE_TYPES, ext) ? MEDIA_IMAGE_TYPES[ext] : null;
}

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0));

/** AVIF brands in an ISO-BMFF `ftyp` box: AVIF itself, or the HEIF image brands an AVIF encoder may list. */
const AVIF_BRANDS = new Set(["avif", "avis", "mif1", "msf1", "miaf"]);
/** Most bytes of an `ftyp` box read for brands (64 of them). */
const MAX_FTYP_BYTES = 16 + 64 * 4;

function isAvif(bytes: Uint8Array): boolean {
  if (!ascii(bytes, 4, "ftyp") || bytes.length < 16) return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const size = Math.min(bytes.length, boxSize, MAX_FTYP_BYTES);
  for (let at = 8; at + 4 <= size; at += at === 8 ? 8 : 4) {
    if (AVIF_BRANDS.has(String.fromCharCode(...bytes.subarray(at, at + 4)))) return true;
  }
  return false;
}

/** The image content type the bytes' signature shows (JPEG, PNG, WebP, GIF or AVIF), or null. */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, "\x89PNG\r\n\x1a\n")) return "image/png";
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return "image/webp";
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return "image/gif";
  if (isAvif(bytes)) return "image/avif";
  return null;
}

/**
 * Refuses (400 on `key`) a key whose extension is not an image's or does not name `mime`, the image's real type;
 * answers the content type the key is served as.
 */
export function checkKeyMatchesType(key: string, mime: string | null): string {
  const type = mediaTypeOfKey(key);
  if (!type) throw new ValidationError(NOT_AN_IMAGE_KEY, { key: [NOT_AN_IMAGE_KEY] });
  if (type !== mime) {
    const message = `The key's extension does not match the image: a ${
      mime ? mime.slice("image/".length).toUpperCase() : "file that is not an image"
    } cannot be stored as .${key.slice(key.lastIndexOf(".") + 1)}`;
    throw new ValidationError(message, { key: [message] });
  }
  return type;
}

/**
 * Every store write's check: a valid media key (`keys.ts`) whose extension matches the type the bytes' own
 * signature shows ({@link checkKeyMatchesType}); answers the content type to store the file with.
 */
export function checkStorableImage(key: string, bytes: Uint8Array): string {
  if (!isValidMediaKey(key)) throw new ValidationError("Invalid media key", { key: ["Invalid media key"] });
  return checkKeyMatchesType(key, sniffImageType(bytes));
}
