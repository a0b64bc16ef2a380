/**
 * Changing the category base or the post base moves every URL: each old address answers one 301 straight to
 * the current one (no chains, also after several changes), and the sitemap, canonical links, the menu and
 * internal links inside posts show the new addresses.
 */
import assert from "node:assert/strict";
import { createCategory } from "@/lib/db/categories.ts";
import { createMenuItem } from "@/lib/db/menu.ts";
import { createPost } from "@/lib/db/posts.ts";
import { updateSettings } from "@/lib/db/settings.ts";
import { readSitemap } from "../public/sitemap_reader.ts";
import { startSite, type TestSite } from "../support/site.ts";

const AUTHOR = { id: "author-1", name: "Marta Pérez" };

async function status(site: TestSite, path: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  await response.body?.cancel();
  const location = response.headers.get("location");
  return { status: response.status, location: location && new URL(location, site.url).pathname };
}

async function text(site: TestSite, path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
  assert.equal(response.status, 200, path);
  return await response.text();
}

Deno.test("category and post base changes: old URLs 301 once to the new ones; links follow", async (t) => {
  const site = await startSite();
  try {
    const { category } = await createCategory(site.kv, { name: "Postres", slug: "postres" });
    await createPost(site.kv, {
      title: "Flan de leche",
      slug: "flan",
      status: "published",
      category_ids: [category.id],
      content: '<p>Más en <a href="/categoria/postres">los postres</a> y <a href="/tostones">tostones</a>.</p>' +
        `<p><a href="${site.url}/categoria/postres?orden=1&amp;vista=2#lista">todos</a></p>`,
    }, AUTHOR);
    await createPost(site.kv, { title: "Tostones", slug: "tostones", status: "published" }, AUTHOR);
    await createMenuItem(site.kv, { label: "Postres", url: "/categoria/postres" });

    await t.step("before: the default base answers", async () => {
      assert.deepEqual(await status(site, "/categoria/postres"), { status: 200, location: null });
      assert.deepEqual(await status(site, "/flan"), { status: 200, location: null });
    });

    await updateSettings(site.kv, { category_base: "recetas" });

    await t.step("category base categoria → recetas", async () => {
      assert.deepEqual(await status(site, "/categoria/postres"), { status: 301, location: "/recetas/postres" });
      assert.deepEqual(await status(site, "/categoria/nada"), { status: 404, location: null }, "unknown stays 404");
      const category = await text(site, "/recetas/postres");
      assert.match(category, /<link rel="canonical" href="[^"]*\/recetas\/postres"/);
      const post = await text(site, "/flan");
      assert.match(post, /href="\/recetas\/postres">los postres</, "the internal link in the post follows");
      assert.doesNotMatch(post, /href="\/categoria\/postres"/, "no link to the old address anywhere on the page");
      assert.match(post, /href="\/tostones"/, "other links are left alone");
      assert.ok(
        post.includes(`href="${site.url}/recetas/postres?orden=1&amp;vista=2#lista"`),
        "absolute links to the site follow too, keeping their query and fragment",
      );
      const sitemap = (await readSitemap(site.url)).pages.map((page) => page.xml).join("\n");
      assert.match(sitemap, /\/recetas\/postres</);
      assert.doesNotMatch(sitemap, /\/categoria\//);
      const menu = await (await fetch(`${site.url}/api/menu`)).text();
      assert.match(menu, /"url":"\/recetas\/postres"/, "the public menu API follows");
      assert.match(post, /<a[^>]*href="\/recetas\/postres"[^>]*>\s*Postres/, "the header menu follows");
    });

    await updateSettings(site.kv, { category_base: "tipos", post_base: "receta" });

    await t.step("a second change: every former address goes straight to the current one", async () => {
      assert.deepEqual(await status(site, "/categoria/postres"), { status: 301, location: "/tipos/postres" });
      assert.deepEqual(await status(site, "/recetas/postres"), { status: 301, location: "/tipos/postres" });
      assert.deepEqual(await status(site, "/flan"), { status: 301, location: "/receta/flan" });
      assert.deepEqual(await status(site, "/tipos/postres"), { status: 200, location: null });
      const post = await text(site, "/receta/flan");
      assert.match(post, /<link rel="canonical" href="[^"]*\/receta\/flan"/);
      assert.match(post, /href="\/tipos\/postres">los postres</);
      assert.match(post, /href="\/receta\/tostones">tostones</, "a post link follows the new post base");
    });

    await updateSettings(site.kv, { category_base: "", post_base: "" });

    await t.step("back to no bases: the former bases still answer 301 to the plain addresses", async () => {
      assert.deepEqual(await status(site, "/receta/flan"), { status: 301, location: "/flan" });
      assert.deepEqual(await status(site, "/tipos/postres"), { status: 301, location: "/postres" });
      assert.deepEqual(await status(site, "/categoria/postres"), { status: 301, location: "/postres" });
      assert.deepEqual(await status(site, "/postres"), { status: 200, location: null });
      assert.deepEqual(await status(site, "/receta/nada"), { status: 404, location: null });
      const sitemap = (await readSitemap(site.url)).pages.map((page) => page.xml).join("\n");
      assert.match(sitemap, /<loc>[^<]*\/postres<\/loc>/);
      assert.match(sitemap, /<loc>[^<]*\/flan<\/loc>/);
    });
  } finally {
    await site.close();
  }
});
