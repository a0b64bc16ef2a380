/**
 * A featured image's search-engine versions: 16:9, 4:3 and 1:1 at 1200 px or more from a large enough upload, made in
 * the background from the kept upload and recorded on the media item, then listed in the Recipe and BlogPosting
 * JSON-LD and in the page photo's srcset (the page shows the square until they exist); a featured image stored before
 * versions existed is queued by its post's first view and gets them from the stored square (so 512 px).
 */
import assert from "node:assert/strict";
import { mediaUsageNow } from "../support/snapshot.ts";
import sharp from "sharp";
import { deleteMediaFile } from "@/lib/services/delete_media.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { jsonLdOf } from "../public/html.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { uploadFile } from "../support/api_call.ts";
import { gradientImage } from "./images.ts";
import { createMediaItem, getMediaByUrl } from "@/lib/db/media.ts";
import { versionsDueKey } from "@/lib/db/media_versions.ts";
import { startVersionMaker } from "@/lib/services/image_versions.ts";

async function sizeOf(url: string): Promise<[number, number]> {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
  return [meta.width!, meta.height!];
}

Deno.test("featured images get 16:9, 4:3 and 1:1 versions, in the JSON-LD and the photo's srcset", async () => {
  const site = await startSite();
  try {
    const token = await apiLogin(site);
    await site.versions.stop(); // made below, once the page has been seen without them
    const big = await gradientImage(2000, 1500);
    const { url: image } = await uploadFile(site, token, "plato.png", big, { type: "featured", alt: "Plato grande" });
    assert.deepEqual(await sizeOf(`${site.url}${image}`), [512, 512], "the spec's square stays the main file");

    const author = { id: "a", name: "Ana" };
    await savePostFromInput(site.kv, {
      title: "Plato de Prueba Grande",
      slug: "prueba-grande",
      status: "published",
      content_type: "recipe",
      featured_image: image,
      content: "<p>Texto.</p>",
      ingredients: ["1 taza de arroz"],
    }, author);
    await savePostFromInput(site.kv, {
      title: "Artículo de Prueba Grande",
      slug: "prueba-articulo-grande",
      status: "published",
      featured_image: image,
      content: "<p>Texto.</p>",
    }, author);

    const before = await (await fetch(`${site.url}/prueba-grande`)).text();
    const pending = jsonLdOf(before).find((node) => node["@type"] === "Recipe")!;
    assert.deepEqual(pending.image, [`${site.url}${image}`], "until the versions exist, the square");
    const item = (await getMediaByUrl(site.kv, image))!;
    assert.equal(item.variants, undefined);
    assert.deepEqual([item.original?.width, item.original?.height], [2000, 1500], "the upload is kept");
    assert.match(item.original!.key, /^posts\/variants\/.*-original-2000x1500\.png$/);
    const maker = startVersionMaker(site.kv, site.media);
    await maker.runNow();
    await maker.stop();
    assert.deepEqual(await site.kv.get(versionsDueKey(item.id)).then((e) => e.value), null, "off the queue");
    assert.deepEqual(
      (await getMediaByUrl(site.kv, image))!.variants!.map((v) => `${v.ratio} ${v.width}x${v.height}`),
      ["16x9 1600x900", "4x3 1600x1200", "1x1 1500x1500"],
      "recorded on the item",
    );

    const html = await (await fetch(`${site.url}/prueba-grande`)).text();
    const recipe = jsonLdOf(html).find((node) => node["@type"] === "Recipe")!;
    const images = recipe.image as string[];
    assert.equal(images.length, 3);
    const sizes = await Promise.all(images.map(sizeOf));
    assert.deepEqual(sizes, [[1600, 900], [1600, 1200], [1500, 1500]]);
    for (const [width, height] of sizes) {
      assert.ok(width >= 1200 && width * height >= 800_000, `${width}×${height}`);
    }
    assert.deepEqual(images.map((url) => url.match(/-(16x9|4x3|1x1)-/)?.[1]), ["16x9", "4x3", "1x1"]);

    const photo = html.match(/<figure class="post__image"><img([^>]*)>/)?.[1] ?? "";
    const wide = images[1].replace(site.url, "");
    assert.match(photo, new RegExp(`src="${wide}"`));
    assert.match(photo, new RegExp(`srcset="${image} 512w, ${wide} 1600w"`));
    assert.match(photo, /sizes="\(min-width: 800px\) 760px, 100vw"/);
    assert.match(photo, /width="1600" height="1200"/);
    assert.match(photo, /fetchpriority="high"/, "the LCP image stays prioritised");

    const article = jsonLdOf(await (await fetch(`${site.url}/prueba-articulo-grande`)).text())
      .find((node) => node["@type"] === "BlogPosting")!;
    assert.deepEqual(article.image, images);

    const key = image.replace("/media/", "");
    const deleted = await deleteMediaFile(site.kv, site.media, key, {
      force: true,
      usage: () => mediaUsageNow(site.kv),
    });
    assert.equal(deleted.deleted, true);
    assert.deepEqual(
      await site.media.list("posts/variants/"),
      [],
      "deleting the image deletes its versions and upload",
    );
  } finally {
    await site.close();
  }
});

Deno.test("a featured image stored before versions existed is queued by its page and gets them", async () => {
  const site = await startSite();
  try {
    const square = new Uint8Array(await sharp(await gradientImage(512, 512)).webp().toBuffer());
    const url = await site.media.write("posts/antiguo.webp", square);
    const item = await createMediaItem(site.kv, {
      url,
      key: "posts/antiguo.webp",
      filename: "antiguo.webp",
      mime: "image/webp",
      size: square.length,
      width: 512,
      height: 512,
      kind: "featured",
    });
    await savePostFromInput(site.kv, {
      title: "Receta Antigua de Prueba",
      slug: "prueba-antigua",
      status: "published",
      content_type: "recipe",
      featured_image: url,
      content: "<p>Texto.</p>",
      ingredients: ["1 taza de arroz"],
    }, { id: "a", name: "Ana" });
    const first = await (await fetch(`${site.url}/prueba-antigua`)).text();
    assert.deepEqual(jsonLdOf(first).find((node) => node["@type"] === "Recipe")!.image, [`${site.url}${url}`]);
    assert.deepEqual(await site.media.list("posts/variants/"), [], "a page never makes versions itself");
    assert.ok((await site.kv.get(versionsDueKey(item.id))).value, "the page queued them");
    await site.versions.runNow();

    const html = await (await fetch(`${site.url}/prueba-antigua`)).text();
    const recipe = jsonLdOf(html).find((node) => node["@type"] === "Recipe")!;
    const images = recipe.image as string[];
    assert.deepEqual(await Promise.all(images.map(sizeOf)), [[512, 288], [512, 384], [512, 512]]);
    assert.deepEqual(await site.media.list("posts/variants/"), [
      "posts/variants/antiguo-16x9-512x288.webp",
      "posts/variants/antiguo-1x1-512x512.webp",
      "posts/variants/antiguo-4x3-512x384.webp",
    ]);
    const photo = html.match(/<figure class="post__image"><img([^>]*)>/)?.[1] ?? "";
    assert.match(photo, /src="\/media\/posts\/antiguo\.webp"/, "no larger version: the square, without srcset");
    assert.doesNotMatch(photo, /srcset/);
  } finally {
    await site.close();
  }
});
