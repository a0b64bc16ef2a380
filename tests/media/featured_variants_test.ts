/**
 * A featured image's versions: 16:9, 4:3 and 1:1 at 1200 px or more from a large enough upload, and a tall 2:3 one
 * (1000×1500) for Pinterest, made in the background from the kept upload and recorded on the media item; then the
 * search engines' three are listed in the Recipe and BlogPosting JSON-LD, the 4:3 ones (800 px and large) are in the srcset of the page
 * photo and of the post's cards, and the Pinterest links pin the tall one (until they exist: the square everywhere,
 * no srcset). A featured image stored before versions existed is queued by its post's first view and gets them from
 * the stored square (so 512 px: no larger candidate for the srcset).
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
import { createMediaItem, getMediaByUrl, recordMediaVersions } from "@/lib/db/media.ts";
import { versionsDueKey } from "@/lib/db/media_versions.ts";
import { startVersionMaker } from "@/lib/services/image_versions.ts";
import type { MediaStorage } from "@/lib/config/media_storage.ts";

/** The `img` attributes of the post cards of `html` (home, search, category pages). */
function cardImages(html: string): string[] {
  return [...html.matchAll(/<div class="card__media"><img([^>]*)>/g)].map((m) => m[1]);
}

/** The `media` addresses of the Pinterest links of `html`, once each (the recipe card's markup and island props). */
function pinnedImages(html: string): string[] {
  const links = html.matchAll(/pinterest\.com\/pin\/create\/button\/\?url=[^"&]*&(?:amp;)?media=([^"&]*)/g);
  return [...new Set([...links].map((m) => decodeURIComponent(m[1])))];
}

async function sizeOf(url: string): Promise<[number, number]> {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
  return [meta.width!, meta.height!];
}

Deno.test("featured images get 16:9, 4:3, 1:1 and tall versions: JSON-LD, photo and card srcset, Pinterest", async () => {
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
    assert.deepEqual(pinnedImages(before), [`${site.url}${image}`], "Pinterest pins the square until then");
    const searched = `${site.url}/search?q=${encodeURIComponent("Prueba Grande")}`;
    for (const page of [`${site.url}/`, searched]) {
      const cards = cardImages(await (await fetch(page)).text());
      assert.equal(cards.length > 0, true, page);
      for (const card of cards) {
        assert.match(card, new RegExp(`src="${image}"`), page);
        assert.doesNotMatch(card, /srcset|sizes/, `${page}: no larger version yet, no srcset`);
      }
    }
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
      ["16x9 1600x900", "4x3 1600x1200", "1x1 1500x1500", "card 800x600", "2x3 1000x1500"],
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
    const card = (await getMediaByUrl(site.kv, image))!.variants!.find((v) => v.ratio === "card")!;
    assert.deepEqual(await sizeOf(`${site.url}${card.url}`), [800, 600], "a 4:3 for phones");
    const candidates = `srcset="${image} 512w, ${card.url} 800w, ${wide} 1600w"`;
    assert.match(photo, new RegExp(candidates));
    assert.match(photo, /sizes="\(min-width: 800px\) 760px, 100vw"/);
    assert.match(photo, /width="1600" height="1200"/);
    assert.match(photo, /fetchpriority="high"/, "the LCP image stays prioritised");

    const tall = (await getMediaByUrl(site.kv, image))!.variants!.find((v) => v.ratio === "2x3")!;
    assert.deepEqual(await sizeOf(`${site.url}${tall.url}`), [1000, 1500]);
    assert.deepEqual(pinnedImages(html), [`${site.url}${tall.url}`], "Pinterest pins the tall version");
    for (const page of [`${site.url}/`, searched]) {
      const cards = cardImages(await (await fetch(page)).text());
      assert.equal(cards.length > 0, true, page);
      for (const card of cards) {
        assert.match(card, new RegExp(candidates), page);
        assert.match(card, /sizes="\(min-width: 640px\) 450px, 100vw"/, page);
        assert.match(card, /width="450" height="300"/, page);
      }
    }

    const articleHtml = await (await fetch(`${site.url}/prueba-articulo-grande`)).text();
    const article = jsonLdOf(articleHtml).find((node) => node["@type"] === "BlogPosting")!;
    assert.deepEqual(article.image, images);
    assert.deepEqual(pinnedImages(articleHtml), [`${site.url}${tall.url}`], "the article's Pinterest link too");

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

/**
 * A 512 px featured square stored under `posts/<name>.webp` with its library item and no versions, and the published
 * recipe `/<slug>` showing it.
 */
async function storeSquareRecipe(
  site: { kv: Deno.Kv; media: MediaStorage },
  name: string,
  slug: string,
  title: string,
) {
  const square = new Uint8Array(await sharp(await gradientImage(512, 512)).webp().toBuffer());
  const key = `posts/${name}.webp`;
  const url = await site.media.write(key, square);
  const item = await createMediaItem(site.kv, {
    url,
    key,
    filename: `${name}.webp`,
    mime: "image/webp",
    size: square.length,
    width: 512,
    height: 512,
    kind: "featured",
  });
  await savePostFromInput(site.kv, {
    title,
    slug,
    status: "published",
    content_type: "recipe",
    featured_image: url,
    content: "<p>Texto.</p>",
    ingredients: ["1 taza de arroz"],
  }, { id: "a", name: "Ana" });
  return { url, item };
}

Deno.test("a featured image stored before versions existed is queued by its page and gets them", async () => {
  const site = await startSite();
  try {
    const { url, item } = await storeSquareRecipe(site, "antiguo", "prueba-antigua", "Receta Antigua de Prueba");
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
      "posts/variants/antiguo-2x3-341x512.webp",
      "posts/variants/antiguo-4x3-512x384.webp",
      "posts/variants/antiguo-card-512x384.webp",
    ]);
    const photo = html.match(/<figure class="post__image"><img([^>]*)>/)?.[1] ?? "";
    assert.match(photo, /src="\/media\/posts\/antiguo\.webp"/, "no larger version: the square, without srcset");
    assert.doesNotMatch(photo, /srcset/);
    const cards = cardImages(await (await fetch(`${site.url}/`)).text());
    assert.equal(cards.length, 1);
    assert.match(cards[0], /src="\/media\/posts\/antiguo\.webp"/, "the card: the square alone too");
    assert.doesNotMatch(cards[0], /srcset/);
  } finally {
    await site.close();
  }
});

Deno.test("a featured image whose versions predate the card's is queued by its page and gets all of them", async () => {
  const site = await startSite();
  try {
    const { url, item } = await storeSquareRecipe(site, "previo", "previa", "Receta Previa");
    const old = (["16x9", "4x3", "1x1", "2x3"] as const).map((ratio) => ({
      ratio,
      key: "k",
      url,
      width: 512,
      height: 1,
    }));
    await recordMediaVersions(site.kv, item.id, old);
    const page = await fetch(`${site.url}/previa`);
    assert.equal(page.status, 200);
    await page.body?.cancel();
    assert.ok((await site.kv.get(versionsDueKey(item.id))).value, "the page queued the missing version");
    await site.versions.runNow();
    const made = (await getMediaByUrl(site.kv, url))!.variants!.map((v) => v.ratio);
    assert.deepEqual(made, ["16x9", "4x3", "1x1", "card", "2x3"]);
    const again = await fetch(`${site.url}/previa`);
    await again.body?.cancel();
    assert.equal((await site.kv.get(versionsDueKey(item.id))).value, null, "queued no more once complete");
  } finally {
    await site.close();
  }
});
