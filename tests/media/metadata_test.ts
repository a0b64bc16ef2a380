/**
 * No stored image keeps its metadata: every upload type's outputs, the logo (kept in its own format), favicons and
 * restored files lose EXIF and XMP; a clean logo is still kept byte for byte.
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import { UPLOAD_TYPES } from "@/lib/schemas/media.ts";
import { apiLogin, startSite, type TestSite } from "../support/site.ts";
import { EXIF_SECRET, gradientImage, imageWithMetadata } from "./images.ts";

/** Fails when the stored file at `url` carries EXIF or XMP, or the hidden camera name anywhere in its bytes. */
async function assertClean(site: TestSite, url: string, what: string): Promise<Uint8Array> {
  const response = await fetch(site.url + url);
  assert.equal(response.status, 200, `${what}: ${url}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  assert.equal(meta.exif, undefined, `${what}: ${url} has EXIF`);
  assert.equal(meta.xmp, undefined, `${what}: ${url} has XMP`);
  const text = new TextDecoder("latin1").decode(bytes);
  assert.ok(!text.includes(EXIF_SECRET) && !text.includes("Exif\0\0"), `${what}: ${url} keeps metadata bytes`);
  return bytes;
}

Deno.test("every upload type stores its files without EXIF or XMP", async () => {
  const site = await startSite();
  const token = await apiLogin(site);
  try {
    const source = await imageWithMetadata(1200, 1200, "jpeg");
    assert.ok((await sharp(source).metadata()).exif, "the source carries EXIF");
    for (const type of UPLOAD_TYPES) {
      const body = new FormData();
      body.set("file", new File([source as Uint8Array<ArrayBuffer>], "foto.jpg", { type: "image/jpeg" }));
      body.set("type", type);
      body.set("alt", `foto ${type}`);
      const response = await fetch(`${site.url}/api/upload`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body,
      });
      const result = await response.json();
      assert.equal(response.status, 201, `${type}: ${JSON.stringify(result)}`);
      assert.ok(result.media.length >= 1);
      for (const item of result.media) await assertClean(site, item.url, type);
    }
  } finally {
    await site.close();
  }
});

Deno.test("a logo keeps its format but loses EXIF and XMP; a clean logo is kept byte for byte", async () => {
  const site = await startSite();
  const token = await apiLogin(site);
  const upload = async (bytes: Uint8Array, name: string) => {
    const body = new FormData();
    body.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
    body.set("type", "logo");
    const response = await fetch(`${site.url}/api/upload`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body,
    });
    assert.equal(response.status, 201);
    return await response.json();
  };
  try {
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      const logo = await upload(await imageWithMetadata(300, 120, format), `logo.${format}`);
      const bytes = await assertClean(site, logo.url, format);
      const meta = await sharp(bytes).metadata();
      assert.deepEqual([meta.format === "heif" ? "avif" : meta.format, meta.width, meta.height], [format, 300, 120]);
    }
    const turned = new Uint8Array(
      await sharp(await gradientImage(300, 120, "png")).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
    );
    const upright = await upload(turned, "girado.jpg");
    const meta = await sharp(await assertClean(site, upright.url, "rotated")).metadata();
    assert.deepEqual([meta.width, meta.height, meta.orientation], [120, 300, undefined], "the rotation is applied");
    const clean = await gradientImage(300, 120, "png");
    const kept = await upload(clean, "limpio.png");
    assert.deepEqual(new Uint8Array(await (await fetch(site.url + kept.url)).arrayBuffer()), clean);
  } finally {
    await site.close();
  }
});

Deno.test("a restored file loses EXIF and XMP, keeping its key and format", async () => {
  const site = await startSite();
  const token = await apiLogin(site);
  try {
    const response = await fetch(`${site.url}/api/admin/media/restore?key=posts/foto.jpg`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "image/jpeg" },
      body: await imageWithMetadata(400, 300, "jpeg") as Uint8Array<ArrayBuffer>,
    });
    const { item } = await response.json();
    assert.equal(response.status, 201);
    const bytes = await assertClean(site, "/media/posts/foto.jpg", "restore");
    assert.equal(item.size, bytes.length);
    assert.equal((await sharp(bytes).metadata()).format, "jpeg");
  } finally {
    await site.close();
  }
});
