/** The image pipeline on real files: every upload type's limits and outputs, and the refused files. */
import assert from "node:assert/strict";
import sharp from "sharp";
import { PayloadTooLargeError, ValidationError } from "@/lib/errors.ts";
import { DAMAGED_IMAGE, NOT_AN_IMAGE, TRAILING_DATA, UNSUPPORTED_FORMAT } from "@/lib/media/inspect_image.ts";
import { processImage, WEBP_EFFORT } from "@/lib/media/process_image.ts";
import {
  concat,
  gradientImage,
  HTML_PAYLOAD,
  jpegWithExif,
  noisePng,
  SVG_WITH_SCRIPT,
  text,
  ZIP_PAYLOAD,
} from "./images.ts";

async function webpInfo(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  assert.equal(meta.format, "webp");
  return meta;
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ValidationError || error instanceof PayloadTooLargeError) {
      return { status: error.status, message: error.message };
    }
    throw error;
  }
  assert.fail("expected a refusal");
}

Deno.test("content images: WebP at quality 85 (the speed setting of every WebP) within 1920x1920, small ones not enlarged", async () => {
  const big = await gradientImage(3000, 1500, "jpeg");
  const out = (await processImage(big, "content")).outputs[0];
  assert.deepEqual([out.width, out.height], [1920, 960]);
  await webpInfo(out.bytes);
  const expected = await sharp(big).rotate().resize(1920, 1920, { fit: "inside" }).webp({
    quality: 85,
    effort: WEBP_EFFORT,
  }).toBuffer();
  assert.deepEqual(out.bytes, new Uint8Array(expected), "quality 85");
  const small = (await processImage(await gradientImage(300, 200, "gif"), "content")).outputs[0];
  assert.deepEqual([small.width, small.height], [300, 200]);
});

Deno.test("featured images: at least 512x512, centre-cropped to 512x512 at 0.9, 0.92 when generated", async () => {
  const source = await gradientImage(1000, 600, "png");
  const made = await processImage(source, "featured");
  const out = made.outputs[0];
  assert.deepEqual([out.width, out.height], [512, 512]);
  assert.equal(made.originalSize, source.length);
  const q90 = await sharp(source).resize(512, 512, { fit: "cover" }).webp({ quality: 90, effort: WEBP_EFFORT })
    .toBuffer();
  assert.deepEqual(out.bytes, new Uint8Array(q90));
  const generated = (await processImage(source, "featured", { generated: true })).outputs[0];
  const q92 = await sharp(source).resize(512, 512, { fit: "cover" }).webp({ quality: 92, effort: WEBP_EFFORT })
    .toBuffer();
  assert.deepEqual(generated.bytes, new Uint8Array(q92));
  const small = await refusal(processImage(await gradientImage(600, 500), "featured"));
  assert.deepEqual(small, { status: 400, message: "Image must be at least 512x512 pixels" });
});

Deno.test("category images: card 512x512 from any size; headers 1280 wide with their own minimums", async () => {
  const card = (await processImage(await gradientImage(200, 100, "webp"), "category-card")).outputs[0];
  assert.deepEqual([card.width, card.height], [512, 512]);
  const header = (await processImage(await gradientImage(1600, 600, "avif"), "category-page-header")).outputs[0];
  assert.deepEqual([header.width, header.height], [1280, 480]);
  await webpInfo(header.bytes);
  const tooSmall = await refusal(processImage(await gradientImage(700, 500), "category-page-header"));
  assert.deepEqual(tooSmall, { status: 400, message: "Header image must be at least 800x400px. Current: 700x500px" });
  const fallback = (await processImage(await gradientImage(800, 400), "category-header")).outputs[0];
  assert.deepEqual([fallback.width, fallback.height], [1280, 640]);
  const q95 = await sharp(await gradientImage(800, 400)).resize({ width: 1280 }).webp({
    quality: 95,
    effort: WEBP_EFFORT,
  }).toBuffer();
  assert.deepEqual(fallback.bytes, new Uint8Array(q95));
  const fallbackSmall = await refusal(processImage(await gradientImage(1000, 399), "category-header"));
  assert.deepEqual(fallbackSmall, { status: 400, message: "Image must be at least 800x400 pixels" });
});

Deno.test("favicons: 16, 32 and 180 px squares at 0.95 with their fixed names; at least 180x180", async () => {
  const outputs = (await processImage(await gradientImage(400, 300), "favicon")).outputs;
  assert.deepEqual(
    outputs.map((o) => [o.name, o.width, o.height]),
    [["favicon-16x16.webp", 16, 16], ["favicon-32x32.webp", 32, 32], ["apple-touch-icon.webp", 180, 180]],
  );
  for (const output of outputs) await webpInfo(output.bytes);
  const small = await refusal(processImage(await gradientImage(179, 400), "favicon"));
  assert.deepEqual(small, { status: 400, message: "Image must be at least 180x180 pixels" });
});

Deno.test("logos are stored as uploaded after the content check", async () => {
  const png = await gradientImage(240, 80, "png");
  const out = (await processImage(png, "logo")).outputs[0];
  assert.deepEqual(out.bytes, png);
  assert.equal(out.mime, "image/png");
  assert.equal(out.ext, "png");
});

Deno.test("size limits use the spec's messages and 413", async () => {
  const big = await noisePng(1200, 1200);
  assert.ok(big.length > 4 * 1024 * 1024);
  const content = await refusal(processImage(big, "content"));
  assert.equal(content.status, 413);
  assert.match(content.message, /^Image too large! Maximum size is 4MB\. Your image is 4\.\d+ MB$/);
  assert.equal((await refusal(processImage(big, "category-header"))).message, "Image file size must be less than 4MB");
  const logo = await noisePng(900, 900);
  assert.deepEqual(await refusal(processImage(logo, "logo")), {
    status: 413,
    message: "Logo file size must be less than 2MB",
  });
  assert.equal((await refusal(processImage(logo, "favicon"))).message, "Favicon file size must be less than 2MB");
});

Deno.test("EXIF and GPS metadata never reach the stored files", async () => {
  const source = await jpegWithExif(900, 700);
  assert.ok((await sharp(source).metadata()).exif, "the fixture has EXIF");
  for (const type of ["content", "featured", "category-card", "category-page-header", "favicon"] as const) {
    for (const output of (await processImage(source, type)).outputs) {
      const meta = await sharp(output.bytes).metadata();
      assert.equal(meta.exif, undefined, type);
      assert.equal(meta.xmp, undefined, type);
      assert.ok(!new TextDecoder("latin1").decode(output.bytes).includes("Secreto 3000"), type);
    }
  }
});

/** `png` with bytes in its first image data chunk changed (its checksum no longer matches), its end chunk intact. */
function damagedInside(png: Uint8Array): Uint8Array {
  const bad = png.slice();
  const idat = new TextDecoder("latin1").decode(png).indexOf("IDAT");
  for (let i = idat + 40; i < idat + 80; i++) bad[i] ^= 0x5a;
  return bad;
}

Deno.test("files that are not accepted images are refused with 400 and a clear message", async () => {
  const png = await gradientImage(600, 600, "png");
  const jpeg = await gradientImage(600, 600, "jpeg");
  const gif = await gradientImage(600, 600, "gif");
  const cases: [string, Uint8Array, string | RegExp][] = [
    ["svg", SVG_WITH_SCRIPT, new RegExp(`^${UNSUPPORTED_FORMAT.replace(/\./g, "\\.")} This file is SVG\\.$`)],
    ["html", HTML_PAYLOAD, NOT_AN_IMAGE],
    ["empty-ish text", text("hello"), NOT_AN_IMAGE],
    ["png + html", concat(png, HTML_PAYLOAD), TRAILING_DATA],
    ["png + zip", concat(png, ZIP_PAYLOAD), TRAILING_DATA],
    ["jpeg + zip", concat(jpeg, ZIP_PAYLOAD), TRAILING_DATA],
    ["gif + html", concat(gif, HTML_PAYLOAD), TRAILING_DATA],
    ["gif header + html", concat(gif.subarray(0, 13), HTML_PAYLOAD), NOT_AN_IMAGE],
    ["truncated png", png.subarray(0, Math.floor(png.length / 2)), DAMAGED_IMAGE],
    ["truncated jpeg", jpeg.subarray(0, jpeg.length - 200), DAMAGED_IMAGE],
    ["png damaged inside, its end intact", damagedInside(png), DAMAGED_IMAGE],
  ];
  for (const [name, bytes, message] of cases) {
    // Content and featured images are encoded again (their decode meets the damage), a logo is kept as it is.
    for (const type of ["content", "featured", "logo"] as const) {
      const result = await refusal(processImage(bytes, type));
      assert.equal(result.status, 400, `${name} as ${type}`);
      if (typeof message === "string") assert.equal(result.message, message, `${name} as ${type}`);
      else assert.match(result.message, message, `${name} as ${type}`);
    }
  }
});

Deno.test("zero padding after an image is harmless and accepted", async () => {
  const png = await gradientImage(300, 300, "png");
  const padded = concat(png, new Uint8Array(64));
  const out = (await processImage(padded, "content")).outputs[0];
  assert.equal(out.width, 300);
});
