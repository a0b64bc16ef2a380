/**
 * The one image pipeline of the site (admin uploads, generated images and
 * command-line imports alike): checks a file's size, content and dimensions
 * against its upload type's rules, then makes the stored files with sharp.
 * Re-encoded outputs keep no metadata (EXIF, GPS, XMP, ICC are dropped; EXIF
 * orientation is applied first) and nothing of the original bytes; a logo,
 * kept in its own format, loses its metadata too (`strip_metadata.ts`).
 * An imported featured image under the 512×512 minimum is not refused: it is
 * scaled down to fit inside 512×512 when one side is larger, never up, and
 * centred on a white 512×512 canvas (`pad_image.ts`).
 */
import { loadSharp, type Sharp } from "./sharp.ts";
import { PayloadTooLargeError, ValidationError } from "../errors.ts";
import type { UploadType } from "../schemas/media.ts";
import { damagedIfFails, type InspectedImage, inspectImage, MAX_INPUT_PIXELS } from "./inspect_image.ts";
import { padOnto } from "./pad_image.ts";
import { stripMetadata } from "./strip_metadata.ts";
import { isTooLarge, type OutputPlan, UPLOAD_RULES } from "./upload_rules.ts";

/**
 * libwebp's effort (0–6) of every WebP made: it trades file size for encoding time only, the quality setting is the
 * spec's. 0 encodes a 1200×800 photograph in a third of the CPU time of the default 4 (34 against 105 ms), the file
 * within 1% of the same size (`docs/benchmarks.md`).
 */
export const WEBP_EFFORT = 0;

/** Options of {@link processImage}. */
export interface ProcessOptions {
  /** AI-generated image: featured images are saved at quality 0.92 instead of 0.9. */
  generated?: boolean;
  /** An import: an image under the minimum of a type that allows it is padded to the minimum instead of refused. */
  padSmall?: boolean;
}

/** One file to store. */
export interface ImageOutput {
  /** Fixed file name (favicons); null when the name comes from the alt text or title. */
  name: string | null;
  bytes: Uint8Array;
  mime: string;
  ext: string;
  width: number;
  height: number;
}

/** The checked input and the files made from it (the first one is the main file). */
export interface ProcessedImage {
  input: InspectedImage;
  originalSize: number;
  outputs: ImageOutput[];
}

/** Checks `bytes` against the rules of `type` and makes its outputs; 400/413 errors carry the spec's messages. */
export async function processImage(
  bytes: Uint8Array,
  type: UploadType,
  options: ProcessOptions = {},
): Promise<ProcessedImage> {
  const rule = UPLOAD_RULES[type];
  if (isTooLarge(rule, bytes.length)) throw new PayloadTooLargeError(rule.tooLarge(bytes.length));
  // An image encoded again is decoded whole by that: its damage check (a logo is kept as it is, so checked here).
  const input = await inspectImage(bytes, { decode: rule.output.kind === "original" });
  const small = input.width < rule.minWidth || input.height < rule.minHeight;
  if (small && options.padSmall && rule.padsImports && rule.output.kind === "square") {
    const sharp = await loadSharp();
    const decoded = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const quality = rule.output.quality;
    return {
      input,
      originalSize: bytes.length,
      outputs: [await damagedIfFails(webp(padOnto(decoded, input, rule.output.size), quality))],
    };
  }
  if (small) {
    const message = rule.tooSmall(input.width, input.height);
    throw new ValidationError(message, { file: [message] });
  }
  const outputs = await damagedIfFails(makeOutputs(bytes, input, rule.output, options));
  return { input, originalSize: bytes.length, outputs };
}

type Pipeline = ReturnType<Sharp>;

async function webp(pipeline: Pipeline, quality: number, name: string | null = null): Promise<ImageOutput> {
  const { data, info } = await pipeline.webp({ quality, effort: WEBP_EFFORT }).toBuffer({ resolveWithObject: true });
  return { name, bytes: new Uint8Array(data), mime: "image/webp", ext: "webp", width: info.width, height: info.height };
}

async function makeOutputs(
  bytes: Uint8Array,
  input: InspectedImage,
  plan: OutputPlan,
  options: ProcessOptions,
): Promise<ImageOutput[]> {
  const sharp = await loadSharp();
  const decoder = (data: Uint8Array): Pipeline =>
    sharp(data, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  switch (plan.kind) {
    case "fit":
      return [
        await webp(
          decoder(bytes).resize(plan.maxWidth, plan.maxHeight, { fit: "inside", withoutEnlargement: true }),
          plan.quality,
        ),
      ];
    case "square": {
      const quality = options.generated && plan.generatedQuality ? plan.generatedQuality : plan.quality;
      return [await webp(decoder(bytes).resize(plan.size, plan.size, { fit: "cover", position: "centre" }), quality)];
    }
    case "width":
      return [await webp(decoder(bytes).resize({ width: plan.width }), plan.quality)];
    case "favicons":
      return await Promise.all(
        plan.sizes.map(({ size, name }) =>
          webp(decoder(bytes).resize(size, size, { fit: "cover", position: "centre" }), plan.quality, name)
        ),
      );
    case "original": {
      const clean = await stripMetadata(bytes, input);
      return [{ name: null, bytes: clean, mime: input.mime, ext: input.ext, width: input.width, height: input.height }];
    }
  }
}
