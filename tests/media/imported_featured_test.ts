/** Imported featured images under the editor's 512×512 minimum: padded onto a white 512×512 canvas, never refused. */
import assert from "node:assert/strict";
import sharp from "sharp";
import { apiLogin, startSite } from "../support/site.ts";
import { gradientImage } from "./images.ts";

function form(bytes: Uint8Array, fields: Record<string, string>): FormData {
  const body = new FormData();
  body.set("file", new File([bytes as Uint8Array<ArrayBuffer>], "foto.jpg", { type: "image/jpeg" }));
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/** The RGB of the pixel at (x, y) of a stored image. */
async function pixel(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

Deno.test("upload API: an imported featured image under 512×512 is padded, the editor's upload still refused", async () => {
  const site = await startSite();
  const token = await apiLogin(site);
  const upload = (body: FormData) =>
    fetch(`${site.url}/api/upload`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body });
  try {
    const small = await gradientImage(640, 480, "jpeg");
    const refused = await upload(form(small, { type: "featured", title: "Yuca" }));
    assert.equal(refused.status, 400);
    assert.match((await refused.json()).error, /at least 512x512/);

    const padded = await upload(form(small, { type: "featured", title: "Yuca con mojo", imported: "1" }));
    assert.equal(padded.status, 201);
    const body = await padded.json();
    assert.deepEqual([body.width, body.height, body.format], [512, 512, "webp"]);
    const stored = new Uint8Array(await (await fetch(site.url + body.url)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    assert.deepEqual([meta.width, meta.height], [512, 512]);
    // 640×480 fits inside as 512×384: white bands of 64 px above and below, the picture in between.
    for (const c of await pixel(stored, 256, 10)) assert.ok(c > 245, "the band above is white");
    for (const c of await pixel(stored, 256, 500)) assert.ok(c > 245, "the band below is white");
    const middle = await pixel(stored, 256, 256);
    assert.ok(middle.some((c) => c < 230), `the picture is in the middle: ${middle}`);

    const tiny = await upload(form(await gradientImage(120, 90, "png"), { type: "featured", imported: "1" }));
    assert.equal(tiny.status, 201, "a small image is not scaled up, only padded");
    const tinyBytes = new Uint8Array(await (await fetch(site.url + (await tiny.json()).url)).arrayBuffer());
    for (const c of await pixel(tinyBytes, 256, 160)) assert.ok(c > 245, "above a 90 px high picture is canvas");

    const content = await upload(form(await gradientImage(2000, 1000, "jpeg"), { type: "content", imported: "1" }));
    assert.equal(content.status, 201);
    assert.deepEqual([(await content.json()).width], [1920], "other types are not touched by the flag");
  } finally {
    await site.close();
  }
});
