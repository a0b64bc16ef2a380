import assert from "node:assert/strict";
import sharp from "sharp";
import { type ImageContainer, imageEnd, isTrivialTail } from "./image_end.ts";

async function sample(format: "jpeg" | "png" | "webp" | "gif" | "avif"): Promise<Uint8Array> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } });
  return new Uint8Array(await image.toFormat(format, format === "jpeg" ? { progressive: true } : {}).toBuffer());
}

const CASES: ["jpeg" | "png" | "webp" | "gif" | "avif", ImageContainer][] = [
  ["jpeg", "jpeg"],
  ["png", "png"],
  ["webp", "webp"],
  ["gif", "gif"],
  ["avif", "heif"],
];

Deno.test("imageEnd finds the exact end of each accepted format", async () => {
  for (const [format, container] of CASES) {
    const bytes = await sample(format);
    assert.equal(imageEnd(bytes, container), bytes.length, format);
  }
});

Deno.test("imageEnd sees appended data and reports cut files as null", async () => {
  const tail = new TextEncoder().encode("PK\u0003\u0004<html><script>alert(1)</script></html>");
  for (const [format, container] of CASES) {
    const bytes = await sample(format);
    const joined = new Uint8Array([...bytes, ...tail]);
    const end = imageEnd(joined, container);
    assert.ok(end === null || (end === bytes.length && !isTrivialTail(joined, end)), format);
    assert.equal(imageEnd(bytes.subarray(0, Math.floor(bytes.length * 0.6)), container), null, `${format} cut`);
  }
});

Deno.test("imageEnd refuses bytes of another format", async () => {
  const png = await sample("png");
  assert.equal(imageEnd(png, "jpeg"), null);
  assert.equal(imageEnd(png, "gif"), null);
  assert.equal(imageEnd(new TextEncoder().encode("<svg></svg>"), "png"), null);
});

Deno.test("isTrivialTail accepts only zero padding and white space", () => {
  assert.ok(isTrivialTail(new Uint8Array([1, 0, 0, 10, 32]), 1));
  assert.ok(!isTrivialTail(new Uint8Array([1, 0, 60]), 1));
  assert.ok(isTrivialTail(new Uint8Array([1]), 1));
});
