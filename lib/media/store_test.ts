import assert from "node:assert/strict";
import { isValidMediaKey, MediaStore } from "./store.ts";

/** The shortest GIF: a 1×1 image (a store only writes real images under their own extension). */
const GIF = Uint8Array.from(atob("R0lGODlhAQABAAAAACwAAAAAAQABAAACAUwAOw=="), (c) => c.charCodeAt(0));
/** The 12 bytes that open every WebP file, enough for the store's signature check. */
const webp = (tail: number) => new Uint8Array([...new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "), tail]);

Deno.test("media store: keys cannot escape the folder", () => {
  assert.ok(isValidMediaKey("posts/ropa-vieja.webp"));
  assert.ok(isValidMediaKey("logo.png"));
  for (const bad of ["../etc/passwd", "posts/../../x.webp", "/abs.webp", "UPPER.webp", "noext", "a//b.webp", ""]) {
    assert.ok(!isValidMediaKey(bad), bad);
  }
});

Deno.test("media store: a key whose file name is too long for the file system is refused, not read", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = new MediaStore(dir);
    const longName = `${"a".repeat(290)}.webp`;
    assert.ok(!isValidMediaKey(longName));
    assert.ok(!isValidMediaKey(`posts/${"b".repeat(201)}.webp`));
    assert.ok(isValidMediaKey(`posts/${"b".repeat(195)}.webp`));
    await assert.rejects(() => store.read(longName), (error: Error) => error.name === "ValidationError");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("media store: write, read, url round trip and delete", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = new MediaStore(dir);
    const url = await store.write("posts/a.webp", webp(3));
    assert.equal(url, "/media/posts/a.webp");
    assert.equal(store.keyFromUrl("http://x.test/media/posts/a.webp"), "posts/a.webp");
    assert.equal(store.keyFromUrl("/static/a.webp"), null);
    assert.deepEqual(await store.read("posts/a.webp"), webp(3));
    await store.remove("posts/a.webp");
    assert.equal(await store.exists("posts/a.webp"), false);
    await assert.rejects(() => store.read("posts/a.webp"), /not found/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("media store: list gives every key under a prefix, sorted, without temporary files", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const store = new MediaStore(dir);
    assert.deepEqual(await store.list(), []);
    await store.write("posts/b.webp", webp(1));
    await store.write("posts/content/a.webp", webp(2));
    await store.write("logos/logo.gif", GIF);
    await Deno.writeFile(`${dir}/posts/c.webp.1234.tmp`, new Uint8Array([4]));
    assert.deepEqual(await store.list(), ["logos/logo.gif", "posts/b.webp", "posts/content/a.webp"]);
    assert.deepEqual(await store.list("posts/"), ["posts/b.webp", "posts/content/a.webp"]);
    assert.equal(store.location, dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
