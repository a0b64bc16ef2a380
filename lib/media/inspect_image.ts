/**
 * Checks an upload by its content, never by its name or declared type: sharp
 * must recognise it as JPEG, PNG, WebP, GIF or AVIF, its container must be
 * complete, nothing but padding may follow the image's own data (polyglot
 * files such as a PNG with an HTML page or a zip archive appended are
 * refused), and it must decode without errors.
 */
import { loadSharp, type Sharp } from "./sharp.ts";
import { ValidationError } from "../errors.ts";
import { type ImageContainer, imageEnd, isTrivialTail } from "./image_end.ts";

/** Largest decoded image accepted, in pixels (e.g. 8000x5000); bigger ones are refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Message of a file that is not an image at all. */
export const NOT_AN_IMAGE = "Please upload an image file";
/** Message of an image format outside the accepted list. */
export const UNSUPPORTED_FORMAT = "Unsupported image type. Please upload a JPEG, PNG, WebP, GIF or AVIF image.";
/** Message of a cut-short or corrupt image. */
export const DAMAGED_IMAGE = "The image file is damaged or incomplete";
/** Message of an image followed by other data. */
export const TRAILING_DATA = "The file contains extra data after the image and was refused";
/** Message of an image with too many pixels. */
export const TOO_MANY_PIXELS = "Image dimensions are too large (at most 40 megapixels)";

/** An accepted image format. */
export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** What the content check learned about an accepted image. */
export interface InspectedImage {
  format: ImageFormat;
  mime: string;
  /** File extension for the format, without dot. */
  ext: string;
  /** Width and height as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  /** What sharp read of the file's header (metadata blocks, orientation…). */
  metadata: Metadata;
}

const FORMATS: Record<ImageFormat, { mime: string; ext: string; container: ImageContainer }> = {
  jpeg: { mime: "image/jpeg", ext: "jpg", container: "jpeg" },
  png: { mime: "image/png", ext: "png", container: "png" },
  webp: { mime: "image/webp", ext: "webp", container: "webp" },
  gif: { mime: "image/gif", ext: "gif", container: "gif" },
  avif: { mime: "image/avif", ext: "avif", container: "heif" },
};

/** Size of the thumbnail the damage check decodes into. */
const CHECK_SIZE = 256;

/** What sharp reads of an image's header. */
type Metadata = Awaited<ReturnType<ReturnType<Sharp>["metadata"]>>;

function refuse(message: string): never {
  throw new ValidationError(message, { file: [message] });
}

/** Options of {@link inspectImage}. */
export interface InspectOptions {
  /**
   * Decode every pixel to meet any damage (default). False when the caller decodes the whole image next anyway (and
   * answers {@link DAMAGED_IMAGE} when that fails), or stores a file this site made (a restore): the header, the
   * dimensions, the image's end and what follows it are still checked.
   */
  decode?: boolean;
}

/** Accepts or refuses `bytes` as an image (400 {@link ValidationError} with a clear message). */
export async function inspectImage(bytes: Uint8Array, options: InspectOptions = {}): Promise<InspectedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    refuse(NOT_AN_IMAGE);
  }
  const format = acceptedFormat(meta);
  if (!format) refuse(`${UNSUPPORTED_FORMAT} This file is ${String(meta.format).toUpperCase()}.`);
  const { width = 0, height = 0 } = meta;
  if (!width || !height) refuse(DAMAGED_IMAGE);
  if (width * (meta.pageHeight ?? height) > MAX_INPUT_PIXELS) refuse(TOO_MANY_PIXELS);
  const end = imageEnd(bytes, FORMATS[format].container);
  if (end === null) refuse(DAMAGED_IMAGE);
  if (!isTrivialTail(bytes, end)) refuse(TRAILING_DATA);
  if (options.decode !== false) {
    // A whole decode, which meets any damage, into a thumbnail: the cheapest output (a JPEG decodes at 1/8 scale).
    await damagedIfFails(
      sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
        .resize(CHECK_SIZE, CHECK_SIZE, { fit: "inside" }).raw().toBuffer(),
    );
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const frameHeight = meta.pageHeight ?? height;
  return {
    format,
    ...FORMATS[format],
    width: rotated ? frameHeight : width,
    height: rotated ? width : frameHeight,
    metadata: meta,
  };
}

/** `work`'s result; a failure of it (a decode meeting damage) is the 400 {@link DAMAGED_IMAGE}. */
export async function damagedIfFails<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    refuse(DAMAGED_IMAGE);
  }
}

function acceptedFormat(meta: Metadata): ImageFormat | null {
  if (meta.format === "heif") return meta.compression === "av1" ? "avif" : null;
  return meta.format in FORMATS ? meta.format as ImageFormat : null;
}
