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

Deno.test("media store: a folder removed after a write is made again by the next write into it", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = new MediaStore(dir);
    const webp = await gradientImage(20, 20, "webp");
    await store.write("posts/variants/a.webp", webp);
    await Deno.remove(`${dir}/posts`, { recursive: true });
    await store.write("posts/variants/b.webp", webp);
    assert.deepEqual(await store.list(), ["posts/variants/b.webp"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("media restore of derived files: only versions or the kept upload of a restored image, in one write", async () => {
  const site = await startSite();
  const token = await apiLogin(site);
  const auth = { Authorization: `Bearer ${token}` };
  const derived = (
    of: string,
    files: Record<string, Uint8Array>,
    sizes = Object.values(files).map((f) => f.length),
  ) => {
    const query = new URLSearchParams({ of });
    for (const [i, key] of Object.keys(files).entries()) {
      query.append("key", key);
      query.append("size", String(sizes[i]));
    }
    return fetch(`${site.url}/api/admin/media/restore/derived?${query}`, {
      method: "PUT",
      headers: { ...auth, "Content-Type": "application/octet-stream" },
      body: new Blob(Object.values(files) as Uint8Array<ArrayBuffer>[]),
    });
  };
  try {
    const webp = await gradientImage(64, 36, "webp");
    const version = "posts/variants/flan-16x9-64x36.webp";
    const early = await derived("posts/flan.webp", { [version]: webp });
    assert.equal(early.status, 404, "its image is restored first");
    await early.body?.cancel();
    const main = await fetch(`${site.url}/api/admin/media/restore?key=posts/flan.webp&kind=featured`, {
      method: "PUT",
      headers: { ...auth, "Content-Type": "application/octet-stream" },
      body: await gradientImage(64, 64, "webp") as Uint8Array<ArrayBuffer>,
    });
    assert.equal(main.status, 201);
    await main.body?.cancel();
    const stray = await derived("posts/flan.webp", { [version]: webp, "posts/variants/otro-16x9-64x36.webp": webp });
    assert.equal(stray.status, 400, "a file named for another image");
    assert.match((await stray.json()).fields.key[0], /not name a version or the kept upload/);
    const fake = await derived("posts/flan.webp", { [version]: text("alert(1)") });
    assert.equal(fake.status, 400, "checked as an image");
    await fake.body?.cancel();
    const short = await derived("posts/flan.webp", { [version]: webp }, [webp.length + 1]);
    assert.equal(short.status, 400, "sizes that do not add up to the body");
    assert.deepEqual(Object.keys((await short.json()).fields), ["size"]);
    const unnamed = await fetch(`${site.url}/api/admin/media/restore/derived?of=posts/flan.webp`, {
      method: "PUT",
      headers: { ...auth, "Content-Type": "application/octet-stream" },
      body: webp as Uint8Array<ArrayBuffer>,
    });
    assert.equal(unnamed.status, 400, "no key named");
    await unnamed.body?.cancel();
    assert.deepEqual(await site.media.list("posts/variants/"), [], "nothing stored by a refusal");

    const made = await derived("posts/flan.webp", {
      "posts/variants/flan-2x3-24x36.webp": webp,
      [version]: webp,
      "posts/variants/flan-original-64x36.webp": webp,
    });
    assert.equal(made.status, 201);
    const { item } = await made.json();
    assert.deepEqual(
      item.variants.map((v: { ratio: string; key: string }) => `${v.ratio} ${v.key}`),
      ["16x9 posts/variants/flan-16x9-64x36.webp", "2x3 posts/variants/flan-2x3-24x36.webp"],
      "recorded in the versions' order",
    );
    assert.deepEqual(item.variants[0], {
      ratio: "16x9",
      key: version,
      url: `/media/${version}`,
      width: 64,
      height: 36,
    });
    assert.equal(item.original.key, "posts/variants/flan-original-64x36.webp");
    const again = await derived("posts/flan.webp", { [version]: webp });
    assert.equal(again.status, 409, "a taken key");
    await again.body?.cancel();
    assert.equal((await site.media.list("posts/variants/")).length, 3);
  } finally {
    await site.close();
  }
});
