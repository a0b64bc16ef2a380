/** Theme Settings API over real HTTP: who may use it, activation, each branding image refused and accepted. */
import assert from "node:assert/strict";
import sharp from "sharp";
import { createUser } from "@/lib/db/users.ts";
import { getSettings } from "@/lib/db/settings.ts";
import { apiLogin, startSite } from "../support/site.ts";
import { gradientImage, HTML_PAYLOAD, noisePng } from "../media/images.ts";

Deno.test("themes API: site managers only, activation, uploads and removals of the branding images", async (t) => {
  const site = await startSite();
  const auth = { Authorization: `Bearer ${await apiLogin(site)}` };
  const send = (path: string, method: string, bytes?: Uint8Array) => {
    let body: FormData | undefined;
    if (bytes) {
      body = new FormData();
      body.set("file", new File([bytes as Uint8Array<ArrayBuffer>], "brand.png", { type: "image/png" }));
    }
    return fetch(`${site.url}/api/admin/themes${path}`, { method, headers: auth, body });
  };
  const refused = async (path: string, bytes: Uint8Array, status: number, error: string) => {
    const response = await send(path, "POST", bytes);
    assert.equal(response.status, status, path);
    assert.equal((await response.json()).error, error);
  };
  const stored = async (url: string | null) => {
    assert.ok(url?.startsWith("/media/"), `${url} is a media URL`);
    return await site.media.read(url!.slice("/media/".length));
  };
  try {
    await t.step("visitors get 401 and editors 403", async () => {
      const visitor = await fetch(`${site.url}/api/admin/themes`);
      assert.equal(visitor.status, 401);
      await visitor.body?.cancel();
      const editor = { email: "editor@example.test", password: "una clave bastante larga" };
      await createUser(site.kv, { name: "Editor", role: "editor", ...editor });
      const denied = await fetch(`${site.url}/api/admin/themes/logo`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${await apiLogin(site, editor)}` },
      });
      assert.equal(denied.status, 403);
      await denied.body?.cancel();
    });

    await t.step("the one default theme is listed and can be activated; unknown themes are refused", async () => {
      const list = await (await send("", "GET")).json();
      assert.deepEqual(list.themes.map((theme: { id: string }) => theme.id), ["default"]);
      assert.equal(list.active_theme, "default");
      const put = (body: unknown) =>
        fetch(`${site.url}/api/admin/themes`, {
          method: "PUT",
          headers: { ...auth, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      const ok = await put({ active_theme: "default" });
      assert.equal(ok.status, 200);
      assert.equal((await ok.json()).active_theme, "default");
      const bad = await put({ active_theme: "neon" });
      assert.equal(bad.status, 400);
      await bad.body?.cancel();
    });

    await t.step("logo: not an image and 2 MB refused with the spec's texts; a PNG is kept as is", async () => {
      await refused("/logo", HTML_PAYLOAD, 400, "Please upload an image file");
      const big = await noisePng(1000, 1000);
      assert.ok(big.length >= 2 * 1024 * 1024, `fixture is ${big.length} bytes`);
      await refused("/logo", big, 413, "Logo file size must be less than 2MB");
      const png = await gradientImage(240, 80);
      const response = await send("/logo", "POST", png);
      assert.equal(response.status, 201);
      const { branding } = await response.json();
      assert.deepEqual(await stored(branding.logo_url), png);
      const home = await (await fetch(`${site.url}/`)).text();
      assert.ok(home.includes(`src="${branding.logo_url}"`), "the public header shows the new logo at once");

      const second = await (await send("/logo", "POST", await gradientImage(200, 80))).json();
      assert.notEqual(second.branding.logo_url, branding.logo_url);
      assert.equal(await site.media.exists(branding.logo_url.slice(7)), false, "the replaced logo is deleted");
    });

    await t.step("favicons: under 180x180 refused; a square image becomes 16, 32 and 180 px WebP", async () => {
      await refused("/favicons", HTML_PAYLOAD, 400, "Please upload an image file");
      await refused("/favicons", await gradientImage(179, 400), 400, "Image must be at least 180x180 pixels");
      const response = await send("/favicons", "POST", await gradientImage(400, 400));
      assert.equal(response.status, 201);
      const { branding } = await response.json();
      const sizes = [];
      for (const field of ["favicon_16_url", "favicon_32_url", "apple_touch_icon_url"]) {
        const meta = await sharp(await stored(branding[field])).metadata();
        assert.equal(meta.format, "webp");
        sizes.push([meta.width, meta.height]);
      }
      assert.deepEqual(sizes, [[16, 16], [32, 32], [180, 180]]);
      const home = await (await fetch(`${site.url}/`)).text();
      assert.ok(home.includes(`href="${branding.favicon_32_url}"`));
      assert.ok(home.includes(`<link rel="apple-touch-icon" href="${branding.apple_touch_icon_url}"`));
    });

    await t.step("default category header: under 800x400 refused; a large image becomes 1280 wide WebP", async () => {
      await refused("/category-header", await gradientImage(799, 600), 400, "Image must be at least 800x400 pixels");
      const response = await send("/category-header", "POST", await gradientImage(1600, 900));
      assert.equal(response.status, 201);
      const { branding } = await response.json();
      const meta = await sharp(await stored(branding.default_category_header_image)).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ["webp", 1280, 720]);
    });

    await t.step("removals clear the settings and delete the files", async () => {
      const { settings } = await getSettings(site.kv);
      for (const asset of ["logo", "favicons", "category-header"]) {
        const response = await send(`/${asset}`, "DELETE");
        assert.equal(response.status, 200, asset);
        await response.body?.cancel();
      }
      const after = (await getSettings(site.kv)).settings;
      const urls = [
        settings.logo_url,
        settings.favicon_16_url,
        settings.favicon_32_url,
        settings.apple_touch_icon_url,
        settings.default_category_header_image,
      ];
      for (const url of urls) assert.equal(await site.media.exists(url!.slice(7)), false, url!);
      assert.deepEqual(
        [after.logo_url, after.favicon_16_url, after.apple_touch_icon_url, after.default_category_header_image],
        [null, null, null, null],
      );
      const home = await (await fetch(`${site.url}/`)).text();
      assert.ok(home.includes('src="/logo.svg"'), "the default logo is back");
      assert.ok(!home.includes("apple-touch-icon"));

      const again = await (await send("/logo", "POST", await gradientImage(240, 80))).json();
      assert.match(again.branding.logo_url, /^\/media\/logos\/logo-[a-z0-9]+\.png$/);
      assert.notEqual(again.branding.logo_url, settings.logo_url, "a new upload never reuses a cached URL");
    });
  } finally {
    await site.close();
  }
});
