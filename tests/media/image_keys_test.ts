/**
 * Nothing but images under their own type's extension reaches or leaves `/media/`: the restore endpoint, the stores
 * themselves and the media route refuse script, style, page and data names, and a key whose extension names another
 * image type than the file's.
 */
import assert from "node:assert/strict";
import { checkStorableImage, mediaTypeOfKey, sniffImageType } from "@/lib/media/image_types.ts";
import { MediaStore } from "@/lib/media/store.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { gradientImage, text } from "./images.ts";

const EXECUTABLE_NAMES = ["x/evil.js", "x/evil.mjs", "x/evil.css", "x/evil.html", "x/evil.svg", "x/evil.json"]
  .concat(["x/evil.xml", "x/evil.txt", "x/evil.htm", "x/evil.gif.js"]);

Deno.test("media restore: a real image under a script, style, page or data name is a 400 and nothing is stored", async () => {
  const site = await startSite();
  const token = await apiLogin(site);
  const restore = (key: string, body: Uint8Array) =>
    fetch(`${site.url}/api/admin/media/restore?key=${encodeURIComponent(key)}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/octet-stream" },
      body: body as Uint8Array<ArrayBuffer>,
    });
  try {
    const gif = await gradientImage(40, 40, "gif");
    for (const key of EXECUTABLE_NAMES) {
      const response = await restore(key, gif);
      const body = await response.json();
      assert.equal(response.status, 400, key);
      assert.deepEqual(body.fields.key, ["Media keys must end in .jpg, .jpeg, .png, .webp, .gif or .avif"], key);
      const served = await fetch(`${site.url}/media/${key}`);
      await served.body?.cancel();
      assert.equal(served.status, 404, key);
    }
    const png = await gradientImage(40, 40, "png");
    const wrong = await restore("x/plato.jpg", png);
    assert.equal(wrong.status, 400);
    assert.deepEqual((await wrong.json()).fields.key, [
      "The key's extension does not match the image: a PNG cannot be stored as .jpg",
    ]);
    assert.deepEqual(await site.media.list(), [], "nothing was stored");

    const right = await restore("x/plato.png", png);
    assert.equal(right.status, 201, await right.clone().text());
    await right.body?.cancel();
    const served = await fetch(`${site.url}/media/x/plato.png`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get("content-type"), "image/png");
    assert.equal(served.headers.get("x-content-type-options"), "nosniff");
    assert.deepEqual(new Uint8Array(await served.arrayBuffer()), png);
  } finally {
    await site.close();
  }
});

Deno.test("/media/ answers a file stored under a non-image name with 404, never with its type", async () => {
  const site = await startSite();
  try {
    const folder = `${(site.media as MediaStore).dir}/x`;
    await Deno.mkdir(folder, { recursive: true });
    for (const key of EXECUTABLE_NAMES) await Deno.writeFile(`${folder}/${key.slice(2)}`, text("alert(1)"));
    for (const key of EXECUTABLE_NAMES) {
      const response = await fetch(`${site.url}/media/${key}`);
      assert.equal(response.status, 404, key);
      assert.doesNotMatch(response.headers.get("content-type") ?? "", /javascript|css|svg|xml|json|text\/plain/);
      assert.ok(!(await response.text()).includes("alert(1)"), `${key}: the site's 404 page, not the file`);
    }
  } finally {
    await site.close();
  }
});

Deno.test("media store: every write must be an image under its own type's extension", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = new MediaStore(dir);
    const images = {
      jpg: await gradientImage(20, 20, "jpeg"),
      png: await gradientImage(20, 20, "png"),
      webp: await gradientImage(20, 20, "webp"),
      gif: await gradientImage(20, 20, "gif"),
      avif: await gradientImage(20, 20, "avif"),
    };
    for (const [ext, bytes] of Object.entries(images)) {
      assert.equal(await store.write(`posts/a.${ext}`, bytes), `/media/posts/a.${ext}`);
      assert.equal(sniffImageType(bytes), mediaTypeOfKey(`a.${ext}`), ext);
      for (const other of Object.keys(images).filter((name) => name !== ext)) {
        await assert.rejects(() => store.write(`posts/b.${other}`, bytes), /does not match the image/, other);
      }
      for (const key of EXECUTABLE_NAMES) {
        await assert.rejects(() => store.write(key, bytes), /Media keys must end in/, key);
      }
    }
    assert.equal(await store.write("posts/a.jpeg", images.jpg), "/media/posts/a.jpeg");
    await assert.rejects(
      () => store.write("posts/c.webp", text("alert(1)")),
      /not an image cannot be stored as \.webp/,
    );
    assert.throws(() => checkStorableImage("../fuera.png", images.png), /Invalid media key/);
    assert.deepEqual(
      await store.list(),
      [...Object.keys(images).map((ext) => `posts/a.${ext}`), "posts/a.jpeg"].sort(),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("media restore with of=: only a version or kept upload of a restored image, recorded on its item", async () => {
  const site = await startSite();
  const token = await apiLogin(site);
  const restore = (query: string, body: Uint8Array) =>
    fetch(`${site.url}/api/admin/media/restore?${query}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/octet-stream" },
      body: body as Uint8Array<ArrayBuffer>,
    });
  try {
    const webp = await gradientImage(64, 36, "webp");
    const version = "key=posts/variants/flan-16x9-64x36.webp";
    const early = await restore(`${version}&of=posts/flan.webp`, webp);
    assert.equal(early.status, 404, "its image is restored first");
    await early.body?.cancel();
    const main = await restore("key=posts/flan.webp&kind=featured", await gradientImage(64, 64, "webp"));
    assert.equal(main.status, 201);
    await main.body?.cancel();
    const stray = await restore("key=posts/variants/otro-16x9-64x36.webp&of=posts/flan.webp", webp);
    assert.equal(stray.status, 400, "a file named for another image");
    assert.match((await stray.json()).fields.key[0], /not name a version or the kept upload/);
    assert.deepEqual(await site.media.list("posts/variants/"), [], "nothing stored by a refusal");
    const made = await restore(`${version}&of=posts/flan.webp`, webp);
    assert.equal(made.status, 201);
    const { item } = await made.json();
    assert.deepEqual(item.variants, [{
      ratio: "16x9",
      key: "posts/variants/flan-16x9-64x36.webp",
      url: "/media/posts/variants/flan-16x9-64x36.webp",
      width: 64,
      height: 36,
    }]);
    const tall = await restore("key=posts/variants/flan-2x3-24x36.webp&of=posts/flan.webp", webp);
    assert.equal(tall.status, 201, "the tall version for Pinterest too");
    assert.deepEqual(
      (await tall.json()).item.variants.map((v: { ratio: string; key: string }) => `${v.ratio} ${v.key}`),
      ["16x9 posts/variants/flan-16x9-64x36.webp", "2x3 posts/variants/flan-2x3-24x36.webp"],
    );
    const again = await restore(`${version}&of=posts/flan.webp`, webp);
    assert.equal(again.status, 409, "a taken key");
    await again.body?.cancel();
  } finally {
    await site.close();
  }
});
