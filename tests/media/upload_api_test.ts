/** The upload and media library API over real HTTP, through the whole app, on a real KV file. */
import assert from "node:assert/strict";
import sharp from "sharp";
import { getMediaByUrl } from "@/lib/db/media.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { savePostFromInput } from "@/lib/services/posts.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { concat, gradientImage, HTML_PAYLOAD, jpegWithExif, noisePng, SVG_WITH_SCRIPT, ZIP_PAYLOAD } from "./images.ts";

const AUTHOR = { id: "author-1", name: "Autora" };

function form(bytes: Uint8Array, fields: Record<string, string> = {}, filename = "photo.jpg"): FormData {
  const body = new FormData();
  body.set("file", new File([bytes as Uint8Array<ArrayBuffer>], filename, { type: "image/jpeg" }));
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

Deno.test("upload API: every route needs a signed-in user", async () => {
  const site = await startSite();
  try {
    const png = await gradientImage(600, 600);
    const calls: [string, RequestInit][] = [
      ["/api/upload", { method: "POST", body: form(png) }],
      ["/api/upload?key=posts/x.webp", { method: "DELETE" }],
      ["/api/media", { method: "GET" }],
      ["/api/media/delete", { method: "POST", body: JSON.stringify({ url: "/media/posts/x.webp" }) }],
    ];
    for (const [path, init] of calls) {
      const response = await fetch(site.url + path, init);
      assert.equal(response.status, 401, path);
      assert.deepEqual(await response.json(), { error: "Authentication required" }, path);
    }
    assert.deepEqual(await site.media.list(), [], "nothing was stored");
  } finally {
    await site.close();
  }
});

Deno.test("upload API: uploads, refusals, library paging and deletion", async (t) => {
  const site = await startSite();
  const token = await apiLogin(site);
  const auth = { Authorization: `Bearer ${token}` };
  const upload = (body: FormData) => fetch(`${site.url}/api/upload`, { method: "POST", headers: auth, body });
  const json = (body: unknown) => ({ ...auth, "Content-Type": "application/json", body: JSON.stringify(body) });
  const deleteByUrl = (body: unknown) => {
    const { body: text, ...headers } = json(body);
    return fetch(`${site.url}/api/media/delete`, { method: "POST", headers, body: text });
  };
  try {
    let editorUrl = "";
    await t.step("an editor image with EXIF becomes a clean WebP named after its alt text", async () => {
      const source = await jpegWithExif(2400, 1200);
      const response = await upload(form(source, { type: "content", alt: "Ropa Vieja en la cazuela" }));
      assert.equal(response.status, 201);
      const body = await response.json();
      assert.equal(body.url, "/media/posts/content/ropa-vieja-en-la-cazuela.webp");
      assert.deepEqual([body.width, body.height, body.format], [1920, 960, "webp"]);
      assert.equal(body.originalSize, source.length);
      const served = await fetch(site.url + body.url);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get("content-type"), "image/webp");
      const bytes = new Uint8Array(await served.arrayBuffer());
      assert.equal(bytes.length, body.optimizedSize);
      const meta = await sharp(bytes).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height, meta.exif], ["webp", 1920, 960, undefined]);
      editorUrl = body.url;
    });

    await t.step("the same name again gets a suffix instead of replacing the first file", async () => {
      const response = await upload(form(await gradientImage(300, 300), { alt: "Ropa vieja en la cazuela" }));
      assert.equal(response.status, 201);
      assert.equal((await response.json()).url, "/media/posts/content/ropa-vieja-en-la-cazuela-2.webp");
      const first = await sharp(new Uint8Array(await (await fetch(site.url + editorUrl)).arrayBuffer())).metadata();
      assert.equal(first.width, 1920, "the first file is untouched");
    });

    let featuredUrl = "";
    await t.step("a featured image for a post is 512x512 and named after the title", async () => {
      const post = (await savePostFromInput(site.kv, { title: "Flan de Calabaza", status: "draft" }, AUTHOR)).post;
      const response = await upload(
        form(await gradientImage(900, 700), { type: "featured", postId: post.id, title: "Flan de Calabaza" }),
      );
      assert.equal(response.status, 201);
      const body = await response.json();
      assert.deepEqual([body.url, body.width, body.height], ["/media/posts/flan-de-calabaza.webp", 512, 512]);
      assert.equal(body.media[0].post_id, post.id);
      assert.equal(body.media[0].post_title, "Flan de Calabaza");
      featuredUrl = body.url;
      const small = await upload(form(await gradientImage(500, 900), { type: "featured" }));
      assert.equal(small.status, 400);
      assert.equal((await small.json()).error, "Image must be at least 512x512 pixels");
    });

    await t.step("favicons: three files under the logos folder, URLs named as the settings fields", async () => {
      const response = await upload(form(await gradientImage(256, 256), { type: "favicon" }));
      assert.equal(response.status, 201);
      const body = await response.json();
      const { favicon_16_url, favicon_32_url, apple_touch_icon_url } = body.favicons;
      assert.match(favicon_16_url, /^\/media\/logos\/favicon-[a-z0-9]+\/favicon-16x16\.webp$/);
      assert.equal(favicon_32_url, favicon_16_url.replace("favicon-16x16", "favicon-32x32"));
      assert.equal(apple_touch_icon_url, favicon_16_url.replace("favicon-16x16", "apple-touch-icon"));
      assert.equal(body.url, apple_touch_icon_url);
      for (const [url, size] of [[favicon_16_url, 16], [favicon_32_url, 32], [apple_touch_icon_url, 180]] as const) {
        const meta = await sharp(new Uint8Array(await (await fetch(site.url + url)).arrayBuffer())).metadata();
        assert.deepEqual([meta.format, meta.width, meta.height], ["webp", size, size], url);
      }
    });

    await t.step("a logo is kept as uploaded; the default category header is 1280 wide", async () => {
      const png = await gradientImage(300, 100, "png");
      const logo = await (await upload(form(png, { type: "logo" }, "logo.svg"))).json();
      assert.equal(logo.url, "/media/logos/logo.png");
      assert.deepEqual(new Uint8Array(await (await fetch(site.url + logo.url)).arrayBuffer()), png);
      const header = await (await upload(form(await gradientImage(1000, 500), { type: "category-header" }))).json();
      assert.deepEqual([header.width, header.height, header.format], [1280, 640, "webp"]);
    });

    await t.step("SVG, HTML, polyglot and truncated files are refused with 400 whatever their name", async () => {
      const png = await gradientImage(600, 600, "png");
      const cases: [Uint8Array, string, RegExp][] = [
        [SVG_WITH_SCRIPT, "image.png", /^Unsupported image type/],
        [HTML_PAYLOAD, "photo.jpg", /^Please upload an image file$/],
        [concat(png, ZIP_PAYLOAD), "photo.png", /extra data after the image/],
        [png.subarray(0, 4000), "photo.png", /damaged or incomplete/],
      ];
      for (const [bytes, name, message] of cases) {
        const response = await upload(form(bytes, { type: "logo" }, name));
        assert.equal(response.status, 400, name);
        const body = await response.json();
        assert.match(body.error, message);
        assert.deepEqual(Object.keys(body.fields), ["file"]);
      }
      const missing = new FormData();
      missing.set("type", "content");
      assert.equal((await upload(missing)).status, 400);
      const badType = await upload(form(png, { type: "banner" }));
      assert.equal(badType.status, 400);
      assert.ok((await badType.json()).fields.type);
    });

    await t.step("files over the limit answer 413 with the spec's message", async () => {
      const response = await upload(form(await noisePng(1200, 1200), { type: "content" }));
      assert.equal(response.status, 413);
      assert.match((await response.json()).error, /^Image too large! Maximum size is 4MB\. Your image is 4\.\d+ MB$/);
      const logo = await upload(form(await noisePng(900, 900), { type: "logo" }));
      assert.equal(logo.status, 413);
      assert.equal((await logo.json()).error, "Logo file size must be less than 2MB");
      const huge = await upload(form(await noisePng(1400, 1400), { type: "content" }));
      assert.equal(huge.status, 413, "bodies over the upload body limit stop before the pipeline");
    });

    await t.step("the library lists newest first, pages with a cursor, and names the post using a file", async () => {
      await savePostFromInput(site.kv, {
        title: "Ropa vieja",
        status: "published",
        content: `<p>Receta</p><img src="${editorUrl}" alt="Ropa vieja">`,
      }, AUTHOR);
      const all = await (await fetch(`${site.url}/api/media`, { headers: auth })).json();
      assert.equal(all.items.length, 8);
      assert.equal(all.cursor, null);
      const page1 = await (await fetch(`${site.url}/api/media?limit=5`, { headers: auth })).json();
      assert.equal(page1.items.length, 5);
      assert.ok(page1.cursor);
      const page2 = await (await fetch(`${site.url}/api/media?limit=5&cursor=${page1.cursor}`, { headers: auth }))
        .json();
      assert.equal(page2.items.length, 3);
      assert.equal(page2.cursor, null);
      assert.deepEqual(
        [...page1.items, ...page2.items].map((item: { id: string }) => item.id),
        all.items.map((item: { id: string }) => item.id),
      );
      const editor = all.items.find((item: { url: string }) => item.url === editorUrl);
      assert.equal(editor.post_title, "Ropa vieja");
      assert.equal(editor.image_url, editorUrl);
      assert.deepEqual(editor.used_by.map((use: { field: string }) => use.field), ["content"]);
      assert.equal((await fetch(`${site.url}/api/media?limit=101`, { headers: auth })).status, 400);
    });

    await t.step("deleting a file in use answers 409 with where it is used; force deletes it", async () => {
      const post = (await savePostFromInput(site.kv, {
        title: "Flan con foto",
        status: "published",
        featured_image: `http://127.0.0.1${featuredUrl}`,
      }, AUTHOR)).post;
      const refused = await deleteByUrl({ url: featuredUrl });
      assert.equal(refused.status, 409);
      const body = await refused.json();
      assert.match(body.error, /Flan con foto/);
      assert.deepEqual(body.used_by, [{ type: "post", id: post.id, title: "Flan con foto", field: "featured_image" }]);
      assert.equal((await fetch(site.url + featuredUrl)).status, 200, "still served");
      const forced = await deleteByUrl({ url: featuredUrl, force: true });
      assert.equal(forced.status, 200);
      assert.equal((await fetch(site.url + featuredUrl)).status, 404);
      assert.equal(await getMediaByUrl(site.kv, featuredUrl), null);
      assert.equal((await deleteByUrl({ url: featuredUrl })).status, 404);
      assert.equal((await deleteByUrl({ url: "/static/logo.png" })).status, 400);
    });

    await t.step("DELETE /api/upload?key= removes a file; settings that use one keep it until forced", async () => {
      const header = await (await upload(form(await gradientImage(900, 450), { type: "category-header" }))).json();
      await updateSettings(site.kv, { default_category_header_image: header.url });
      const inUse = await fetch(`${site.url}/api/upload?key=${header.key}`, { method: "DELETE", headers: auth });
      assert.equal(inUse.status, 409);
      assert.equal((await inUse.json()).used_by[0].field, "default_category_header_image");
      const forced = await fetch(`${site.url}/api/upload?key=${header.key}&force=1`, {
        method: "DELETE",
        headers: auth,
      });
      assert.equal(forced.status, 200);
      assert.equal(await site.media.exists(header.key), false);
      const bad = await fetch(`${site.url}/api/upload?key=../store.kv`, { method: "DELETE", headers: auth });
      assert.equal(bad.status, 400);
    });
  } finally {
    await site.close();
  }
});
